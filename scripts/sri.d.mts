// Types for scripts/sri.mjs (used by its test).
export declare function integrity(buffer: Buffer | string): string;
export declare function sriTable(dir: string): Record<string, string>;
