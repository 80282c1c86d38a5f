// The toolbar's "discard all" asks first, and moves the focus as the confirmation comes and goes.
// It does so in the commit that shows it: a focus the user moves right after is not taken back
// when the effects run after the paint (as Heading and the avatar menu do).
import { createTranslatorFlow, STORAGE_KEY } from '../../flows/translator-flow';
import { TranslatorToolbar } from './TranslatorToolbar';
import { equal, until } from '../../../tests/browser/support/assert.ts';
import { mountInShadow, unmountAll } from '../../../tests/browser/support/mount.tsx';
import { withEffectsHeld } from '../../../tests/browser/support/effects.ts';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
  localStorage.removeItem(STORAGE_KEY);
});

async function toolbarWithAnEdit() {
  const table = { common: { title: 'Entrar' } };
  const flow = createTranslatorFlow({ load: async () => ({ pt: table, en: table, es: table }) });
  await flow.load();
  flow.edit('common', 'title', 'Acessar');
  const { root } = mountInShadow(<TranslatorToolbar flow={flow} shown={1} total={1} />);
  const discard = await until(() => root.querySelector<HTMLButtonElement>('[data-discard]:not(:disabled)'), 'discard all');
  return { root, discard };
}

describe('TranslatorToolbar', () => {
  it('focuses "cancel" as the confirmation shows, and leaves a focus moved right after where it is', () => withEffectsHeld(async (runEffects) => {
    const { root, discard } = await toolbarWithAnEdit();
    discard.click();
    const group = await until(() => root.querySelector('[role="group"]'), 'the confirmation');
    equal(root.activeElement, group.querySelector('button:last-of-type'), 'cancel has the focus in the commit that shows it');
    const search = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    runEffects();
    equal(root.activeElement, search, 'the search field keeps the focus the user moved');
  }));
});
