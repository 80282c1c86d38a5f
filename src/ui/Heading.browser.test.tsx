// Heading: a step's heading takes focus as the step appears; the page's first one does only when
// the user is already inside the element. It decides in the commit that shows it: a focus the
// user (or a test) moves right after is not taken back when the effects run after the paint.
import { options } from 'preact';
import { Heading } from './Heading';
import { equal, until } from '../../tests/browser/support/assert.ts';
import { mountInShadow, unmountAll } from '../../tests/browser/support/mount.tsx';

afterEach(() => {
  unmountAll();
  document.body.replaceChildren();
});

describe('Heading', () => {
  // The gate's hub test focused a panel's header as the hub appeared and pressed Enter: the heading
  // had taken the focus meanwhile, and the panel stayed closed.
  it('leaves a focus moved between the commit and the paint where it is', async () => {
    const held: (() => void)[] = [];
    const frame = options.requestAnimationFrame;
    options.requestAnimationFrame = (run: () => void) => held.push(run); // the effects after the paint wait
    try {
      const { root } = mountInShadow(<><Heading>Products</Heading><button type="button">Courses</button></>);
      const button = await until(() => root.querySelector('button'), 'the screen');
      button.focus();
      held.splice(0).forEach((run) => run());
      equal(root.activeElement?.textContent, 'Courses', 'focus stays on the button');
    } finally {
      options.requestAnimationFrame = frame;
    }
  });
});
