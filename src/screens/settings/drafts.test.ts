// @vitest-environment happy-dom
// Unsaved settings edits survive a reload (this tab's storage), read back through the section's
// parser (storage is untrusted), and go once saved or at sign-out.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { atom } from 'nanostores';
import { parseProfileDraft } from '../../flows/profile-settings-flow';
import { parseAddressDraft, EMPTY_ADDRESS } from '../../flows/address-flow';

const KEY = 'accounts:route:draft:u1:profile';
const draft = { name: 'Ana Nova', gender: 'FEMALE', customText: '', nativeLanguage: 'pt', birthdate: { day: '3', month: 5, year: '1990' } };

/** A section's flow as keepDrafts sees it: its form, whether it can save, its draft. */
function fakeFlow() {
  const $form = atom<unknown>({});
  const $canSave = atom(false);
  let edited: unknown = null;
  return { $form, $canSave, draft: () => edited, edit: (v: unknown) => { edited = v; $form.set(v); $canSave.set(v !== null); } };
}

afterEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('settings drafts', () => {
  test('kept as the form changes; a new page (a reload) finds them; a save drops them', async () => {
    const { keepDrafts } = await import('./drafts');
    const flow = fakeFlow();
    const stop = keepDrafts('u1:profile', flow);
    flow.edit(draft);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(draft);
    vi.resetModules(); // the page again, memory gone
    const again = await import('./drafts');
    expect(again.takeDraft('u1:profile', parseProfileDraft)).toEqual(draft);
    flow.edit(null); // saved: nothing edited any more
    expect(sessionStorage.getItem(KEY)).toBeNull();
    stop();
  });

  test('a tampered draft is no draft; an unknown gender reads as none', async () => {
    const { takeDraft } = await import('./drafts');
    sessionStorage.setItem(KEY, JSON.stringify({ ...draft, name: 42 }));
    expect(takeDraft('u1:profile', parseProfileDraft)).toBeUndefined();
    sessionStorage.setItem(KEY, JSON.stringify({ ...draft, birthdate: { ...draft.birthdate, month: 13 } }));
    expect(takeDraft('u1:profile', parseProfileDraft)).toBeUndefined();
    sessionStorage.setItem(KEY, JSON.stringify({ ...draft, gender: '<img>' }));
    expect(takeDraft('u1:profile', parseProfileDraft)?.gender).toBe('');
    sessionStorage.setItem('accounts:route:draft:u1:address', JSON.stringify({ ...EMPTY_ADDRESS, city: ['x'] }));
    expect(takeDraft('u1:address', parseAddressDraft)).toBeUndefined();
    sessionStorage.setItem('accounts:route:draft:u1:address', JSON.stringify({ ...EMPTY_ADDRESS, city: 'Recife', extra: 'dropped' }));
    expect(takeDraft('u1:address', parseAddressDraft)).toEqual({ ...EMPTY_ADDRESS, city: 'Recife' });
  });
});
