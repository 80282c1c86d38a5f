import { useLayoutEffect } from 'react';
import { applyElementConfig } from '../../core/config';

/**
 * The `api-base` and `portal-url` attributes (checked against the allow-lists in core/config.ts).
 * A layout effect: applied in the same task as the first render, before any request leaves (the
 * product's branding, started with its store, sends once its API chunk has been imported).
 */
export function useElementConfig(apiBase: string | undefined, portalUrl: string | undefined): void {
  useLayoutEffect(() => applyElementConfig({ apiBase, portalUrl }), [apiBase, portalUrl]);
}
