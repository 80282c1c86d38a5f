// The guards of a signed-in flow in progress (issue 20: Back and Forward behave like steps), a
// pure function like guards.ts and checked before it. Loaded with the flow's record
// (flows/flow-steps.ts), which only a signed-in user has.
import type { GuardResult } from './guards';
import { keepProduct } from './guards';
import { matchRoute, type RouteDef, type RouteName } from './routes';
import type { Location } from './router';

export interface FlowContext {
  /**
   * The step a signed-in flow (sign-up, or the verification after a sign-in, an activation or a
   * reset) is at, in this tab: no-session pages lead back to it rather than out of the flow.
   */
  flowStep: Location | null;
  /** Steps this tab's signed-in user has completed: there is nothing left to do on them. */
  done: readonly RouteName[];
}

function toStep(step: Location): GuardResult {
  return { kind: 'redirect', path: step.path, query: step.query, state: step.state };
}

/** A flow's decision about a route: a redirect, or null (guards.ts decides). */
export type FlowDecide = (route: RouteDef, loc: Location) => GuardResult | null;

/** For a signed-in user: where the flow leads instead of `route`, or null (guards.ts decides). */
export function flowGuard(route: RouteDef, loc: Location, ctx: FlowContext): GuardResult | null {
  // Back from the first verification step lands on the form before it (sign-up, the password
  // step, activation, reset): the flow goes on where it is, not home or away.
  if (route.session === 'none' && ctx.flowStep) return toStep(ctx.flowStep);
  // A step already completed (Back to it, a reload of it): on to where the flow is, else home.
  if (route.session === 'verify' && ctx.done.includes(route.name)) {
    const onward = ctx.flowStep && matchRoute(ctx.flowStep.path).name !== route.name ? ctx.flowStep : null;
    return onward ? toStep(onward) : { kind: 'redirect', path: '/', query: keepProduct(loc.query) };
  }
  return null;
}
