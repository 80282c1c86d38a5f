// Types for scripts/gen-custom-elements.mjs (used by its test).
/** Each generated file's path and its expected content. */
export declare function outputs(root?: string): Promise<Record<string, string>>;
