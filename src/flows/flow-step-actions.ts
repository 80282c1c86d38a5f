// The steps of a signed-in flow say where it is (flow-steps.ts).
import { keptState, type Location } from '../core/router';
import { matchRoute, pathOf, type RouteName } from '../core/routes';
import { writeJson } from '../core/storage';
import { $flowSteps, FLOW_KEY, isFlowStep, type FlowSteps } from './flow-steps';

function set(next: FlowSteps): void {
  $flowSteps.set(next);
  writeJson('session', FLOW_KEY, { step: next.flowStep && { ...next.flowStep, state: keptState(next.flowStep.state) }, done: next.done.map((d) => pathOf(d as Exclude<RouteName, 'notFound'>)) });
}

/** The flow shows this step (its route, query and navigation state). */
export function atStep(loc: Location): void {
  if (isFlowStep(matchRoute(loc.path).name)) set({ ...$flowSteps.get(), flowStep: { path: loc.path, query: loc.query, state: keptState(loc.state) } });
}

/** A step is complete (the code was accepted, the profile step left). */
export function stepDone(route: RouteName): void {
  const now = $flowSteps.get();
  if (isFlowStep(route) && !now.done.includes(route)) set({ ...now, done: [...now.done, route] });
}

/** The flow is over (done, skipped to the end, or left for home): no-session pages lead home again. */
export function flowEnded(): void {
  if ($flowSteps.get().flowStep) set({ ...$flowSteps.get(), flowStep: null });
}
