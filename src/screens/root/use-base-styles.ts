import { useLayoutEffect } from 'react';
import { adoptFor } from '../../ui/light-dom';
import { baseCss } from '../../ui/sheet';

/**
 * The base styles (theme and shared rules) in the host's shadow root, or the document in light-DOM
 * mode, before the paint. A screen with sheets of its own adopts the base before them as it
 * renders (ui/use-styles.ts), so the order stays base, then the screen's.
 */
export function useBaseStyles(host: HTMLElement, nonce: string | undefined): void {
  useLayoutEffect(() => adoptFor(host, baseCss, nonce), [host, nonce]);
}
