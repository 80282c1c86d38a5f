// Paths on the Accounts API host shared by the app (config.ts) and the hosted build's first paint
// (scripts/hosted-shell.mjs via vite.config.ts), which must name the very same image.
export const DEFAULT_BACKGROUND_PATH = '/assets/backgrounds/lingora.svg';
