// `react-dom/client` for the elements (vite.config.ts preactAliases): r2wc mounts each element
// with its createRoot, then renders at once. preact/compat's empties the container first, as
// React's does; this one keeps a shadow root's nodes, which can only be the element's first paint
// (embed/paint.ts), so the first render takes them over: Preact keeps the nodes that match and
// brings their attributes to its own. The painted input stays the input, with its focus, caret and
// any composition. A light-DOM container is emptied, as compat's would be.
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element | ShadowRoot) {
  if (!(container instanceof ShadowRoot)) container.textContent = '';
  return {
    render(children: ComponentChild): void {
      render(children, container);
    },
    unmount(): void {
      render(null, container);
    },
  };
}
