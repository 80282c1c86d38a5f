import signedInCss from '/src/ui/signed-in.css.ts.vanilla.css?inline';
import { useElement } from './context';
import { adoptStyles } from './sheet';

/** Adopts the hub/settings styles into this element's shadow root (idempotent). */
export function useSignedInStyles(): void {
  const { host, nonce } = useElement();
  if (host.shadowRoot) adoptStyles(host.shadowRoot, [signedInCss], nonce);
}
