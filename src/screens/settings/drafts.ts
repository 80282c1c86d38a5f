// Edits not saved yet, per section, while the page lives: leaving a section (another tab of
// the settings, Back) and coming back finds them as typed instead of silently gone. Memory only,
// never passwords (the password section keeps none); dropped once saved, and on sign-out.
import { onSignOut } from '../../core/session';

const drafts = new Map<string, unknown>();
onSignOut(() => drafts.clear());

/** The draft kept for `key`, taken out (the section now holds it). */
export function takeDraft<T>(key: string): T | undefined {
  const draft = drafts.get(key) as T | undefined;
  drafts.delete(key);
  return draft;
}

/** Keeps `draft` for `key` when the section goes; null: nothing unsaved. */
export function keepDraft(key: string, draft: unknown): void {
  if (draft === null) drafts.delete(key);
  else drafts.set(key, draft);
}
