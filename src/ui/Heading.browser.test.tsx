// Heading: a step's heading takes focus as the step appears; the page's first one does only when
// the user is already inside the element. It decides in the commit that shows it: a focus the
// user (or a test) moves right after is not taken back when the effects run after the paint.
import { Heading } from './Heading';
import { equal, until } from '../../tests/browser/support/assert.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';
import { withEffectsHeld } from '../../tests/browser/support/effects.ts';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('Heading', () => {
  // The gate's hub test focused a panel's header as the hub appeared and pressed Enter: the heading
  // had taken the focus meanwhile, and the panel stayed closed.
  it('leaves a focus moved between the commit and the paint where it is', () => withEffectsHeld(async (runEffects) => {
    const { root } = mountInShadow(<><Heading>Products</Heading><button type="button">Courses</button></>);
    const button = await until(() => root.querySelector('button'), 'the screen');
    button.focus();
    runEffects();
    equal(root.activeElement?.textContent, 'Courses', 'focus stays on the button');
  }));
});
