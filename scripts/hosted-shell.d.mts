// Types for scripts/hosted-shell.mjs (used by vite.config.ts and its test).
export declare const SHELL_ROUTES: string[];
export declare const BACKGROUND_PLACEHOLDER: string;
export declare const SHELL_MESSAGES: Record<string, string[]>;
export declare function shellMessage(route: string, localesDir: string, locale?: string): string;
export declare function withShell(html: string, backgroundUrl: string | null, message: string): string;
export declare function inlineStylesheet(html: string, fileName: string, css: string): string;
export declare function styleHashes(html: string): string[];
