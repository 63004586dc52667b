export function filesUnder(root: string, inputs: readonly string[]): string[];
export function fingerprintOf(root: string, files: readonly string[], seed?: string): string;
