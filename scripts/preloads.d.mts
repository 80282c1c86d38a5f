// Types for scripts/preloads.mjs (used by vite.config.ts and its test).
interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName?: string;
  imports?: string[];
  dynamicImports?: string[];
  name?: string;
}
export declare const PRELOADS_MARK: string;
export declare const LOCALE_PRELOADS_MARK: string;
export declare function preloadList(bundle: Record<string, ChunkLike>, entry: { fileName: string; dynamicImports: string[] }, roots?: readonly string[]): string[];
export declare function writePreloads(code: string, value: unknown, name?: string): string;
