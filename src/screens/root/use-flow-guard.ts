import { useEffect, useState } from 'react';
import type { FlowDecide } from '../../core/flow-guard';
import { whenOnline } from '../../core/network-wait';

export interface FlowGuard {
  decide: FlowDecide;
  inFlow: boolean;
}

const NO_FLOW: FlowGuard = { decide: () => null, inFlow: false };

/**
 * The guards of this tab's signed-in flow (flows/flow-steps.ts, core/flow-guard.ts). Only a
 * signed-in user has one: the module loads then, not with a signed-out first screen. Null until
 * it has been read.
 */
export function useFlowGuard(signedIn: boolean): FlowGuard | null {
  const [flow, setFlow] = useState<FlowGuard | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    let off: (() => void) | null = null;
    let live = true;
    // Offline it waits for the connection. A chunk that can't load (a deploy replaced it) knows
    // of no flow: the guards then go by the route alone rather than wait here for good.
    void whenOnline(() => import('../../flows/flow-steps')).then(
      ({ watchFlow }) => { if (live) off = watchFlow(setFlow); },
      () => { if (live) setFlow(NO_FLOW); },
    );
    return () => {
      live = false;
      off?.();
    };
  }, [signedIn]);
  return signedIn ? flow : null;
}
