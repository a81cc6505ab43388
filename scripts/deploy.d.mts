export const REQUIRED_SECRETS: Readonly<Record<string, string>>;
export function deployProblems(
  secretNames: readonly string[],
  wranglerToml: string,
  args?: readonly string[],
): string[];
