// A passkey's rename form closing (saved or cancelled) gives the focus back to its buttons, in the
// commit that closes it: the focused field is gone then, and after the paint focus sat on <body>.
import { createPasskeysFlow } from '../../../flows/passkeys-flow';
import { loadAreas, setLocale } from '../../../core/i18n';
import { PasskeyItem } from './PasskeyItem';
import { equal, until } from '../../../../tests/browser/support/assert.ts';
import { withEffectsHeld } from '../../../../tests/browser/support/effects.ts';
import { mountInShadow, unmountAll } from '../../../../tests/browser/support/mount.tsx';

const PASSKEY = { id: 'pk1', name: 'Chrome on Linux', created_at: '2026-11-01T10:00:00Z', last_used_at: null };

before(async () => {
  await setLocale('en', false);
  await loadAreas(['passkeys', 'verify']);
});

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('PasskeyItem', () => {
  it('a rename cancelled gives the focus to the passkey\'s first button in the commit', () => withEffectsHeld(async (runEffects) => {
    const unused = () => Promise.reject(new Error('not in this test'));
    const flow = createPasskeysFlow({
      list: async () => [PASSKEY], rename: unused, remove: unused, notify: () => {}, defaultName: () => 'Chrome',
      options: unused, create: unused, register: unused,
    });
    const { root } = mountInShadow(<ul><PasskeyItem passkey={PASSKEY} flow={flow} /></ul>, '/password');
    const rename = await until(() => root.querySelector<HTMLButtonElement>('button'), 'the rename button');
    runEffects();
    rename.click();
    await until(() => root.querySelector('input[name="passkey-name"]'), 'the rename form');
    runEffects();
    flow.stopRename();
    const first = await until(() => root.querySelector<HTMLButtonElement>('li > div > button'), 'the buttons back');
    await until(() => root.activeElement === first || null, 'the focus on the first button with the effects held');
    equal(root.activeElement?.textContent, 'Rename');
  }));
});
