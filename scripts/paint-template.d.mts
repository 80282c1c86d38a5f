// Types for scripts/paint-template.mjs (used by vite.config.ts).
import type { Plugin } from 'vite';
export declare const PAINT_TEMPLATE: string;
export declare function paintTemplate(options: { root: string; locales: readonly string[] }): Plugin;
export declare function templateModule(parts: Record<string, unknown>): string;
