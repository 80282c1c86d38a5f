// The page's mode (core/embed-mode.ts) once it has been decided, for what can't wait for it
// (ui/use-kept-fields.ts reading back a kept form as it renders). embed-mode.ts itself comes with
// the first use (the page-setup chunk) or, on a page that kept something, before the elements are
// defined (embed/define.ts): the first render carries only this.
import type { EmbedMode } from './embed-mode';

let known: EmbedMode | undefined;

/** The mode, when decided (undefined before). */
export const knownMode = (): EmbedMode | undefined => known;

export function modeDecided(mode: EmbedMode): void {
  known = mode;
}
