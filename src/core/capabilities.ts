// Which extensions beyond spec §7 the Accounts API offers (contract C, docs/api.md): asked at
// most once per page, the first time a screen that could show one of them renders. Any failure
// means "nothing offered": the portal then shows nothing of them and sends nothing for them.
import { NO_CAPABILITIES, type Capabilities } from './api/extension-schemas';

export type { Capabilities };

let asked: Promise<Capabilities> | undefined;

/** The API's answer, fetched by `load` once for the whole page (every element shares it). */
export function capabilities(load: () => Promise<Capabilities>): Promise<Capabilities> {
  asked ??= load().catch(() => NO_CAPABILITIES);
  return asked;
}

/** Forget the answer (tests; an element given another api-base starts over). */
export function resetCapabilities(): void {
  asked = undefined;
}
