// Types for scripts/patch-dependency.mjs (used by vite.config.ts and its test).
import type { Plugin } from 'vite';

export interface DependencyPatch {
  /** The plugin's name, which a failed build names. */
  name: string;
  /** The module ids (a dependency's file) the patch applies to. */
  file: RegExp;
  /** The exact source replaced, once; missing means the dependency changed. */
  find: string;
  replace: string;
  /** Another check that the patch still fits the file's source. */
  stillValid?: (code: string) => boolean;
}
export declare function patchDependency(patch: DependencyPatch): Plugin;
