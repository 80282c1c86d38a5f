// Edits not saved yet, per section: leaving a section (another tab of the settings, Back) and
// coming back, or a reload (a phone's browser drops the tab while the user is in another app),
// finds them as typed instead of silently gone. Kept in memory and in this tab's sessionStorage
// under the route prefix, so sign-out drops them with the elements' steps (core/session.ts); never
// passwords (the password section keeps none); dropped once saved. Read back through the
// section's parser: storage is untrusted.
import type { ReadableAtom } from 'nanostores';
import { KEY } from '../../core/keys';
import { onSignOut } from '../../core/session';
import { readJson, removeKey, writeJson } from '../../core/storage';

const drafts = new Map<string, unknown>();
onSignOut(() => drafts.clear());

const storageKey = (key: string): string => `${KEY.route}draft:${key}`;

/** The draft kept for `key` (this page's, else one kept before a reload), if `parse` takes it. */
export function takeDraft<T>(key: string, parse: (v: unknown) => T | undefined): T | undefined {
  const draft = drafts.has(key) ? drafts.get(key) : readJson('session', storageKey(key), (v) => v, undefined);
  drafts.delete(key);
  return draft === undefined ? undefined : parse(draft);
}

/** Keeps `draft` for `key`; null: nothing unsaved. */
function keepDraft(key: string, draft: unknown): void {
  if (draft === null) {
    drafts.delete(key);
    removeKey('session', storageKey(key));
  } else {
    drafts.set(key, draft);
    writeJson('session', storageKey(key), draft);
  }
}

/** Keep what `read` gives for `key` each time one of `stores` changes, and once more when the caller stops. */
function keepWhile(key: string, stores: readonly ReadableAtom<unknown>[], read: () => unknown): () => void {
  const keep = () => keepDraft(key, read());
  const stops = stores.map((store) => store.listen(keep));
  return () => {
    for (const stop of stops) stop();
    keep();
  };
}

/**
 * Keep a section's draft for `key` as its form changes (a reload finds it too), and when the
 * section goes; a save leaves nothing edited, so nothing is kept. Returns the effect's cleanup.
 */
export function keepDrafts(key: string, flow: { draft(): unknown; $form: ReadableAtom<unknown>; $canSave: ReadableAtom<boolean> }): () => void {
  return keepWhile(key, [flow.$form, flow.$canSave], () => flow.draft());
}

/** The same for a draft that is a store's value (an open dialog: its step and what was typed). */
export function keepDraftOf(key: string, $draft: ReadableAtom<unknown>): () => void {
  return keepWhile(key, [$draft], () => $draft.get());
}
