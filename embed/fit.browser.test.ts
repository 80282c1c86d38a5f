// An element lays itself out by its own width, not the window's (issue #20): in a partner's
// 448 px column on a wider window it draws the one-column layout, at 1000 px the two-column one,
// and the first paint (embed/paint.ts) follows the same rule. The test window is 800 px wide,
// above the 48em breakpoint: a window-based layout draws two squeezed columns at 448 px.
import { defineElements } from './define.ts';
import { paintInto } from './paint.ts';
import { configure } from '../src/core/config.ts';
import { assert, equal, until } from '../tests/browser/support/assert.ts';

function box(width: string, inner: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.style.width = width;
  wrap.innerHTML = inner;
  document.body.append(wrap);
  return wrap.firstElementChild as HTMLElement;
}

/** How many columns the signed-out frame (`part="container"`) has. */
function columns(root: ParentNode): number {
  const frame = root.querySelector<HTMLElement>('[part~="container"]');
  assert(frame, 'the frame is drawn');
  return getComputedStyle(frame).gridTemplateColumns.split(' ').length;
}

before(async () => {
  assert(innerWidth >= 768, `the window is at least 48em wide (${innerWidth}px)`);
  // The dev server injects every imported .css.ts into the test page; a partner's page has none.
  for (const style of document.querySelectorAll('style[data-vite-dev-id]')) style.remove();
  configure({ apiBase: 'http://127.0.0.1:9', portalUrl: location.origin });
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('elements fit the box a partner gives them', () => {
  it('the first paint: one column in a 448 px box, two in a 1000 px one', () => {
    for (const [width, expected] of [['448px', 1], ['1000px', 2]] as const) {
      const host = box(width, '<div></div>');
      const root = host.attachShadow({ mode: 'open' });
      paintInto(host, root);
      equal(columns(root), expected, `painted at ${width}`);
      // The teacher link is for desktops (spec §2): the element's width says which.
      const teacher = box(width, '<div product="talks"></div>');
      paintInto(teacher, teacher.attachShadow({ mode: 'open' }));
      const link = teacher.shadowRoot!.querySelector('[part~="teacher-link"]')!;
      equal(getComputedStyle(link).display === 'none', expected === 1, `the teacher link at ${width}`);
    }
  });

  it('the sign-in element: one column in a 448 px box, two in a 1000 px one', async () => {
    await defineElements();
    for (const [width, expected] of [['448px', 1], ['1000px', 2]] as const) {
      const el = box(width, '<accounts-signin></accounts-signin>');
      await until(() => el.shadowRoot?.querySelector('input[name="email"]'), 'the email step');
      equal(columns(el.shadowRoot!), expected, `rendered at ${width}`);
    }
  });

  it('a light-DOM element too (its styles scoped to it in the document)', async () => {
    await defineElements();
    for (const [width, expected] of [['448px', 1], ['1000px', 2]] as const) {
      const el = box(width, '<accounts-signin light-dom></accounts-signin>');
      await until(() => el.querySelector('input[name="email"]'), 'the email step');
      equal(columns(el), expected, `rendered at ${width}`);
    }
  });

  it('in a box that shrinks to fit (a dialog) it takes 30em, and shrinks below that rather than overflow', async () => {
    await defineElements();
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<accounts-signin></accounts-signin>';
    document.body.append(dialog);
    dialog.showModal();
    const el = dialog.firstElementChild as HTMLElement;
    await until(() => el.shadowRoot?.querySelector('input[name="email"]'), 'the email step');
    // 30em; Firefox leaves the dialog's own vertical scrollbar out of its shrink-to-fit width, so
    // there the element gives up that scrollbar's width instead of overflowing.
    const cs = getComputedStyle(dialog);
    const scrollbar = dialog.offsetWidth - dialog.clientWidth - parseFloat(cs.borderLeftWidth) - parseFloat(cs.borderRightWidth);
    const width = el.getBoundingClientRect().width;
    assert(width <= 480 && width >= 480 - scrollbar - 0.5, `its width in a dialog with none of its own: ${width} (scrollbar ${scrollbar})`);
    assert(dialog.scrollWidth <= dialog.clientWidth, 'nothing overflows the dialog sideways');
    const row = box('300px', '<div style="display: flex"><accounts-signin></accounts-signin></div>');
    const flexed = row.firstElementChild as HTMLElement;
    await until(() => flexed.shadowRoot?.querySelector('input[name="email"]'), 'the email step');
    equal(flexed.getBoundingClientRect().width, 300, 'in a 300 px flex row');
  });

  it("in a phone's grid column (`1fr`, which won't shrink below its content) it takes the column's width, painted and rendered", async () => {
    // A partner's phone layout as the demo's: a one-column grid whose item holds a title and the element.
    const grid = box('311px', '<div style="display: grid; grid-template-columns: 1fr"><section><h1>Sign in</h1><accounts-signin></accounts-signin></section></div>');
    const el = grid.querySelector('accounts-signin') as HTMLElement;
    paintInto(el, el.attachShadow({ mode: 'open' }));
    equal(el.getBoundingClientRect().width, 311, 'painted');
    assert(grid.scrollWidth <= 311, `nothing overflows the column (scrollWidth ${grid.scrollWidth})`);
    const real = box('311px', '<div style="display: grid; grid-template-columns: 1fr"><section><accounts-signin></accounts-signin></section></div>');
    await defineElements();
    const rendered = real.querySelector('accounts-signin') as HTMLElement;
    await until(() => rendered.shadowRoot?.querySelector('input[name="email"]'), 'the email step');
    equal(rendered.getBoundingClientRect().width, 311, 'rendered');
    assert(real.scrollWidth <= 311, `nothing overflows the column (scrollWidth ${real.scrollWidth})`);
  });
});
