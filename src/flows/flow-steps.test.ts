// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOW_KEY } from './flow-steps';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const load = async () => ({ ...(await import('./flow-steps')), ...(await import('./flow-step-actions')), ...(await import('../core/session')) });

describe("where this tab's signed-in flow is (issue 20)", () => {
  it('records the verification step shown, with its query and navigation state (never a code), and keeps it across a reload', async () => {
    const f = await load();
    f.atStep({ path: '/signup/validate-email', query: { product: 'talks', utm_source: 'lead' }, state: { email: 'a@b.co', creating: true, code: 'AB12CD' } });
    expect(f.$flowSteps.get().flowStep).toEqual({ path: '/signup/validate-email', query: { product: 'talks', utm_source: 'lead' }, state: { email: 'a@b.co', creating: true } });
    expect(sessionStorage.getItem(FLOW_KEY)).not.toContain('AB12CD');
    const again = await load();
    expect(again.$flowSteps.get().flowStep?.path).toBe('/signup/validate-email');
  });

  it('only verification steps: a form or a settings page is not a flow step', async () => {
    const f = await load();
    f.atStep({ path: '/signup/', query: {}, state: null });
    f.atStep({ path: '/profile', query: {}, state: null });
    expect(f.$flowSteps.get().flowStep).toBeNull();
    f.stepDone('signin');
    expect(f.$flowSteps.get().done).toEqual([]);
  });

  it('completed steps are kept after the flow ends; sign-out forgets both', async () => {
    const f = await load();
    f.atStep({ path: '/signup/validate-phone', query: {}, state: { creating: true } });
    f.stepDone('validateEmail');
    f.stepDone('validateEmail');
    expect(f.$flowSteps.get().done).toEqual(['validateEmail']);
    f.flowEnded();
    expect(f.$flowSteps.get()).toEqual({ flowStep: null, done: ['validateEmail'] });
    (await import('../core/api/client')).configureClient({ fetch: (async () => new Response('{}', { status: 200 })) as typeof fetch });
    await f.signOut('user');
    expect(f.$flowSteps.get()).toEqual({ flowStep: null, done: [] });
    expect(sessionStorage.getItem(FLOW_KEY)).toBeNull();
  });

  it('a tampered record is dropped: another route, a foreign path, wrong types', async () => {
    for (const raw of [
      '{"step":{"path":"/profile","query":{},"state":null},"done":[]}',
      '{"step":{"path":"https://evil.test/","query":{},"state":null},"done":[]}',
      '{"step":null,"done":["/"]}',
      '{"step":null,"done":["validateEmail"]}',
      '{"step":null,"done":"validateEmail"}',
      '{"step":{"path":"/signup/validate-email","query":{"__proto__":{}},"state":null},"done":[]}',
    ]) {
      sessionStorage.setItem(FLOW_KEY, raw);
      vi.resetModules();
      expect((await load()).$flowSteps.get(), raw).toEqual({ flowStep: null, done: [] });
    }
  });
});
