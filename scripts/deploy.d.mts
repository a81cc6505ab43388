export const REQUIRED_SECRETS: Readonly<Record<string, string>>;
export function deployProblems(
  secretNames: readonly string[],
  wranglerToml: string,
  args?: readonly string[],
): string[];
export function buildCommit(): string;
export function deployArgs(args: readonly string[], commit: string): string[];
