import { useEffect, useState } from 'react';
import type { FlowDecide } from '../../core/flow-guard';

export interface FlowGuard {
  decide: FlowDecide;
  inFlow: boolean;
}

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
    void import('../../flows/flow-steps').then(({ watchFlow }) => { if (live) off = watchFlow(setFlow); });
    return () => {
      live = false;
      off?.();
    };
  }, [signedIn]);
  return signedIn ? flow : null;
}
