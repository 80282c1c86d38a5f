// Types for scripts/size-budget.mjs (used by its test).
export declare const EMBED_BUDGET: number;
export declare const FIRST_RENDER_BUDGET: number;
export declare const READY_BUDGET: number;
export declare function gzipSize(buffer: Uint8Array | string): number;
export declare function staticImports(code: string): string[];
export declare function staticClosure(
  entry: string,
  resolveSpecifier?: (from: string, specifier: string) => string,
): { js: string[]; css: string[] };
