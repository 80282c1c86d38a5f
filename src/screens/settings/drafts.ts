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

/**
 * Keep a section's draft for `key` as its form changes (a reload finds it too), and when the
 * section goes; a save leaves nothing edited, so nothing is kept. Returns the effect's cleanup.
 */
export function keepDrafts(key: string, flow: { draft(): unknown; $form: ReadableAtom<unknown>; $canSave: ReadableAtom<boolean> }): () => void {
  const keep = () => keepDraft(key, flow.draft());
  const stops = [flow.$form.listen(keep), flow.$canSave.listen(keep)];
  return () => {
    for (const stop of stops) stop();
    keep();
  };
}

/** The same for a draft that is a store's value (an open dialog: its step and what was typed). */
export function keepDraftOf(key: string, $draft: ReadableAtom<unknown>): () => void {
  const stop = $draft.listen((draft) => keepDraft(key, draft));
  return () => {
    stop();
    keepDraft(key, $draft.get());
  };
}
