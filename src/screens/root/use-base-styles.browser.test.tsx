// The element root adopts the base styles in a layout effect, after its screens have rendered and
// adopted their own sheets: the base must still come first, so a screen's rules win over it.
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from '../../core/router';
import { createBranding } from '../../core/branding';
import { ElementContext } from '../../ui/context';
import { baseCss } from '../../ui/sheet';
import { useStyles } from '../../ui/use-styles';
import { useBaseStyles } from './use-base-styles';
import { deepEqual } from '../../../tests/browser/support/assert.ts';

const SCREEN_CSS = 'p { color: rgb(9, 8, 7); }';

function Screen() {
  useStyles(SCREEN_CSS);
  return <p>screen</p>;
}

function RootLike({ host }: { host: HTMLElement }) {
  useBaseStyles(host, undefined);
  return <Screen />;
}

let tree: Root | null = null;
afterEach(() => { tree?.unmount(); tree = null; });

describe('useBaseStyles', () => {
  it('leaves the base sheets before the sheets a screen adopted while rendering', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const ctx = { router: createMemoryRouter({ path: '/' }), branding: createBranding(), host, tag: 'accounts-portal', embedded: false, nonce: undefined };
    tree = createRoot(container);
    tree.render(<ElementContext.Provider value={ctx}><RootLike host={host} /></ElementContext.Provider>);
    const texts = shadow.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join(''));
    const base = baseCss.map((css) => { const s = new CSSStyleSheet(); s.replaceSync(css); return [...s.cssRules].map((r) => r.cssText).join(''); });
    deepEqual(texts, [...base, 'p { color: rgb(9, 8, 7); }']);
    host.remove();
  });
});
