import signedInCss from '/src/ui/signed-in.css.ts.vanilla.css?inline';
import { useStyles } from './use-styles';

/** Adopts the hub/settings styles into this element's shadow root. */
export function useSignedInStyles(): void {
  useStyles(signedInCss);
}
