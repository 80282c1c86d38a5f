import { useElement } from './context';
import { adoptFor } from './light-dom';
import { baseCss } from './sheet';

/**
 * Adopt a screen's own CSS into this element's shadow root, or the document in light-DOM mode
 * (idempotent, shared sheet).
 * Lazy screens bring their styles with them instead of growing the entry:
 *   import css from '/src/screens/x/x.css.ts.vanilla.css?inline'; … useStyles(css);
 * The import path must be root-relative (the vanilla-extract plugin's virtual module).
 */
export function useStyles(...css: string[]): void {
  const { host, nonce } = useElement();
  // The base styles first (a no-op once there): the element root adopts them before the paint,
  // after its screens have rendered, and a screen's own rules must still come after them.
  adoptFor(host, [...baseCss, ...css], nonce);
}
