import { describe, expect, it } from 'vitest';
import { flowGuard, type FlowContext } from './flow-guard';
import { matchRoute } from './routes';
import type { Location } from './router';

const loc = (path: string, query: Record<string, string> = {}, state: Record<string, unknown> | null = null): Location => ({ path, query, state });
const decide = (path: string, ctx: FlowContext, query: Record<string, string> = {}, state: Record<string, unknown> | null = null) =>
  flowGuard(matchRoute(path), loc(path, query, state), ctx);

describe('the guards of a signed-in flow (issue 20: Back and Forward behave like steps)', () => {
  it('leads a no-session page back to the step the flow is at (Back from validate-email right after "Create account")', () => {
    const flowStep = loc('/signup/validate-email', { product: 'talks', utm_source: 'lead' }, { email: 'a@b.co', creating: true });
    for (const path of ['/signup/', '/signin/', '/activate', '/signin/forgot-password/reset']) {
      expect(decide(path, { flowStep, done: [] }, {}, { email: 'a@b.co' }), path).toEqual({ kind: 'redirect', path: '/signup/validate-email', query: { product: 'talks', utm_source: 'lead' }, state: { email: 'a@b.co', creating: true } });
    }
    expect(decide('/', { flowStep, done: [] }), 'home stays reachable').toBeNull();
    expect(decide('/signup/', { flowStep: null, done: [] }), 'no flow: the usual guards').toBeNull();
  });
  it('leads past a completed step to where the flow is, else home (spec §2: nothing to do there)', () => {
    const flowStep = loc('/signup/validate-phone', {}, { creating: true });
    expect(decide('/signup/validate-email', { done: ['validateEmail'], flowStep }, {}, { email: 'a@b.co' })).toEqual({ kind: 'redirect', path: '/signup/validate-phone', query: {}, state: { creating: true } });
    expect(decide('/signup/validate-phone', { done: ['validateEmail', 'validatePhone'], flowStep: null }, { product: 'talks' })).toEqual({ kind: 'redirect', path: '/', query: { product: 'talks' } });
    expect(decide('/signup/validate-phone', { done: ['validateEmail'], flowStep })).toBeNull();
    // A stale record that points at the completed step itself never loops.
    expect(decide('/signup/validate-phone', { done: ['validatePhone'], flowStep })).toEqual({ kind: 'redirect', path: '/', query: {} });
  });
});
