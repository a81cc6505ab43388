export function toolPath(tool: string, path: string): string;
