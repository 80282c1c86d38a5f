import { applyElementConfig } from '../../core/config';
import { adoptFor } from '../../ui/light-dom';
import { baseCss } from '../../ui/sheet';
import type { ElementProps } from './types';

/**
 * What must hold before the element's first render reaches the page, applied again as attributes
 * change (both calls are idempotent):
 *  - the base styles, adopted first so each screen's own sheets (ui/use-styles.ts, adopted as they
 *    render) come after them;
 *  - api-base and portal-url, so the first request (the product's branding, started as its store
 *    is created) already goes to the right API.
 */
export function useElementSetup(host: HTMLElement, props: ElementProps, nonce: string | undefined): void {
  adoptFor(host, baseCss, nonce);
  applyElementConfig(props);
}
