export const ROOT: string;
/** Bundles a TypeScript entry (workspace code inlined, packages external) into one ESM file for plain node. */
export function bundle(entry: string, outfile: string): Promise<void>;
