// A component inside an element-like shadow root — memory router, default branding, the base
// styles, the ElementContext the screens read — for browser tests of src/ui and src/screens.
// unmountAll() in afterEach ends every tree, effects included (detaching the host would not).
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from '../../../src/core/router.ts';
import { createBranding } from '../../../src/core/branding.ts';
import { ElementContext } from '../../../src/ui/context.tsx';
import { adoptStyles, baseCss } from '../../../src/ui/sheet.ts';

const mounted: { unmount(): void }[] = [];

export function mountInShadow(node: ReactNode, path = '/'): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, baseCss);
  const ctx = { router: createMemoryRouter({ path }), branding: createBranding(), host, tag: 'accounts-portal', embedded: false, nonce: undefined };
  const container = document.createElement('div');
  root.append(container);
  const tree = createRoot(container);
  mounted.push(tree);
  tree.render(<ElementContext.Provider value={ctx}>{node}</ElementContext.Provider>);
  return { host, root };
}

export function unmountAll(): void {
  for (const tree of mounted.splice(0)) tree.unmount();
}
