// The root of every element and of the hosted portal: one router, one branding store, the
// guards of spec §2, styles adopted into the shadow root. Each concern is a hook in root/.
import { useStore } from '@nanostores/react';
import { $session } from '../core/session-state';
import { $guardHold } from '../flows/guard-hold';
import { BrandFrame } from '../ui/BrandFrame';
import { ElementContext, type ElementContextValue } from '../ui/context';
import { Routes } from './Routes';
import { RedirectSpinner } from './common/RedirectSpinner';
import type { ElementProps, RootOptions } from './root/types';
import { useBaseStyles } from './root/use-base-styles';
import { useElementConfig } from './root/use-element-config';
import { useElementRouter } from './root/use-element-router';
import { useElementBranding } from './root/use-element-branding';
import { useElementLocale } from './root/use-element-locale';
import { useHostRegistration, useStepReport } from './root/use-element-events';
import { useFlowGuard } from './root/use-flow-guard';
import { useRouteGuard } from './root/use-route-guard';

export type { ElementProps, RootOptions } from './root/types';
export { followLocaleAttribute } from './root/use-element-locale';

function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

export function ElementRoot({ options, props }: { options: RootOptions; props: ElementProps }) {
  const host = hostOf(props.container) ?? document.body;
  // Under a CSP header browsers blank the nonce attribute once parsed; the property keeps it.
  const nonce = props.nonce || host.nonce || undefined;
  useBaseStyles(host, nonce);
  useElementConfig(props.apiBase, props.portalUrl);

  const router = useElementRouter(options, host, props.email);
  const location = useStore(router.$location);
  const branding = useElementBranding(props, location.query);
  const b = useStore(branding.$branding);
  const brandingPending = useStore(branding.$pending);
  useElementLocale(props.locale);
  useHostRegistration(host, options.tag, router);

  const session = useStore($session);
  const hold = useStore($guardHold);
  const signedIn = session.status === 'signed-in';
  const flow = useFlowGuard(signedIn);
  const decision = useRouteGuard(router, location, { signedIn, flow, hold }, b, brandingPending);
  const route = router.route();
  useStepReport(host, options.tag, route.name, decision.kind === 'render');

  const ctx: ElementContextValue = { router, branding, host, tag: options.tag, embedded: options.mode === 'memory', nonce };
  return (
    <ElementContext.Provider value={ctx}>
      <BrandFrame color={b.brandColor}>
        {decision.kind === 'render' ? <Routes route={route.name} /> : <RedirectSpinner />}
      </BrandFrame>
    </ElementContext.Provider>
  );
}
