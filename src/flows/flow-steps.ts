// Where this tab's signed-in flow is (issue 20: Back and Forward behave like steps). Sign-up, and
// the verification a sign-in, an activation or a reset leads to, are steps on verify routes; the
// forms before them (sign-up, password, activation, reset) have done their work once the user is
// signed in. The guards (core/flow-guard.ts) lead Back to such a form on to the step the flow is at,
// and a completed step on to that step or home. Kept in sessionStorage (this tab; the email and
// the step's navigation state, never a code), dropped at sign-out. The element root reads it;
// the steps write it (flow-step-actions.ts, loaded with them).
import { atom } from 'nanostores';
import { parseLocation } from '../core/router';
import { flowGuard, type FlowContext, type FlowDecide } from '../core/flow-guard';
import { matchRoute, type RouteName } from '../core/routes';
import { KEY, onSignOut } from '../core/session';
import { fieldsOf, readJson } from '../core/storage';

/** The record: where the flow is and which steps it completed (core/flow-guard.ts reads it). */
export type FlowSteps = FlowContext;

/** sessionStorage key; under the route prefix, so sign-out drops it with the elements' steps (session.ts). */
export const FLOW_KEY = `${KEY.route}flow`;

export const NO_FLOW: FlowSteps = { flowStep: null, done: [] };

/** The routes a flow's steps are on: verification and profile completion. */
export function isFlowStep(name: RouteName): boolean {
  return name === 'validateEmail' || name === 'validatePhone' || name === 'signupProfile';
}

/** Stored values are untrusted: only flow steps, and only the navigation state a route may keep. */
function parse(v: unknown): FlowSteps {
  const o = fieldsOf(v);
  const flowStep = o.step === null ? null : parseLocation(o.step);
  const done = Array.isArray(o.done) ? o.done.map((d) => matchRoute(String(d)).name) : [];
  if ((flowStep && !isFlowStep(matchRoute(flowStep.path).name)) || !Array.isArray(o.done) || !done.every(isFlowStep)) throw new TypeError('not a flow');
  return { flowStep, done };
}

export const $flowSteps = atom<FlowSteps>(readJson('session', FLOW_KEY, parse, NO_FLOW));

onSignOut(() => $flowSteps.set(NO_FLOW)); // its storage goes with the session's (session.ts)

/** The guard of this flow, for the element root: called now and at every change; returns the unsubscribe. */
export function watchFlow(listen: (flow: { decide: FlowDecide; inFlow: boolean }) => void): () => void {
  return $flowSteps.subscribe((steps) => listen({ decide: (route, loc) => flowGuard(route, loc, steps), inFlow: !!steps.flowStep }));
}
