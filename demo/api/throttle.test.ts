// @vitest-environment node
// Sign-in throttling without lockout (issue 19 item 7) that holds under concurrency (issue 25 item 2).
// Client addresses are played with X-Forwarded-For (trustProxy). A held attempt moves the test
// clock by its hold instead of sleeping, so `held()` reads how long an attempt was kept waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUARD_DEFAULTS, SignInGuard } from './signin-guard.ts';
import { startTestApi, type Api } from './test-helpers.ts';

let api: Api;
let burst: Api; // holds resolve at once and move nothing: a burst is decided by counting alone
beforeAll(async () => {
  [api, burst] = await Promise.all([startTestApi({ trustProxy: true }), startTestApi({ trustProxy: true, sleep: async () => {} })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([api?.server.stop(), burst?.server.stop()]);
});
beforeEach(() => {
  api.server.services.resetLimits();
  burst.server.services.resetLimits();
});

const signIn = (server: Api, email: string, password: string, from: string) =>
  server.call('POST', '/auth/sign-in/', { json: { email, password }, headers: { 'x-forwarded-for': from } });

/** Runs `attempt` and returns its answer and how long the server held it (ms of test clock). */
async function held<T>(attempt: () => Promise<T>): Promise<{ answer: T; heldMs: number }> {
  const before = api.server.clock.offsetMs();
  const answer = await attempt();
  return { answer, heldMs: api.server.clock.offsetMs() - before };
}

describe('no lockout', () => {
  it("a classmate's 50 wrong passwords on 50 accounts slow the shared address but never refuse another student's correct password", async () => {
    const lab = '198.51.100.7';
    for (let i = 0; i < 50; i++) {
      const r = await signIn(api, `classmate${i}@example.com`, 'wrong123', lab);
      expect([404, 401]).toContain(r.status);
    }
    const { answer, heldMs } = await held(() => signIn(api, 'elena@example.com', 'senha123', lab));
    expect(answer.status).toBe(200);
    expect(heldMs).toBeLessThanOrEqual(GUARD_DEFAULTS.addressMaxSpacingMs);
  });

  it("50 wrong passwords for one account from an address don't stop a different account's correct password from it", async () => {
    const lab = '198.51.100.8';
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i++) statuses.add((await signIn(api, 'bruno@example.com', 'wrong123', lab)).status);
    expect(statuses).toEqual(new Set([401, 429]));
    const { answer, heldMs } = await held(() => signIn(api, 'elena@example.com', 'senha123', lab));
    expect(answer.status).toBe(200);
    expect(heldMs).toBe(0);
  });

  it("an attacker hammering from another address for 10 minutes keeps the owner out for a few seconds at most", async () => {
    const attacker = '203.0.113.66';
    let evaluated = 0;
    const end = api.server.clock.offsetMs() + 10 * 60_000;
    while (api.server.clock.offsetMs() < end) {
      const r = await signIn(api, 'ana@example.com', 'guess123', attacker);
      if (r.status === 401) evaluated++;
      else api.advance(Number(r.headers.get('retry-after'))); // waits exactly as long as told
    }
    expect(evaluated).toBeGreaterThan(5);
    // The owner from a new address (a phone on another network): held a few seconds, then in.
    const phone = await held(() => signIn(api, 'ana@example.com', 'senha123', '192.0.2.10'));
    expect(phone.answer.status).toBe(200);
    expect(phone.heldMs).toBeLessThanOrEqual(GUARD_DEFAULTS.accountMaxSpacingMs);
    // From an address that signed in to the account before: not held at all.
    const home = await held(() => signIn(api, 'ana@example.com', 'senha123', '192.0.2.10'));
    expect(home.answer.status).toBe(200);
    expect(home.heldMs).toBe(0);
  });

  it('typing wrong passwords slows that account from that address progressively; the owner is back in after the short wait', async () => {
    const home = '192.0.2.20';
    for (let i = 0; i < 5; i++) expect((await signIn(api, 'elena@example.com', 'wrong123', home)).status).toBe(401);
    const wait = await signIn(api, 'elena@example.com', 'senha123', home);
    expect(wait.status).toBe(429);
    expect(wait.headers.get('retry-after')).toBe('1');
    expect(wait.body.retry_after).toBe(1);
    api.advance(1);
    expect((await signIn(api, 'elena@example.com', 'senha123', home)).status).toBe(200);
  });
});

describe('limits that hold under concurrency', () => {
  it('200 concurrent wrong passwords for one account from one address: 5 are checked, 195 refused', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => signIn(burst, 'elena@example.com', 'wrong123', '203.0.113.1')));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(GUARD_DEFAULTS.pairFree);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(200 - GUARD_DEFAULTS.pairFree);
  });

  it('200 concurrent wrong passwords for one account from 200 addresses: at most 15 are checked', async () => {
    // 10 free, then turns 0.5, 1.5, 3, 5 and 7.5 s away; the next (10.5 s) is past the 10 s horizon.
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signIn(burst, 'ana@example.com', 'wrong123', `10.1.${i >> 8}.${i & 255}`)));
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(15);
    expect(checked).toBeGreaterThanOrEqual(GUARD_DEFAULTS.accountFree);
    expect(answers.filter((r) => r.status === 429).length).toBe(200 - checked);
  });

  it('the current password behind a bearer (password change) is throttled like sign-in', async () => {
    const s = await api.signIn('elena@example.com');
    const change = (previous: string) => api.call('POST', '/auth/password/reset/', { token: s.access_token, json: { previous_password: previous, new_password: 'Nova1234' } });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await change(`guess${i}x`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('brute force is bounded', () => {
  /** Password checks an attacker honouring every wait gets in `hours`; `address(i)` picks each try's source. */
  function simulate(hours: number, account: (i: number) => string, address: (i: number) => string): number {
    const guard = new SignInGuard(GUARD_DEFAULTS);
    let now = 0;
    let checks = 0;
    for (let i = 0; now < hours * 3600_000; i++) {
      const v = guard.admit(account(i), address(i), now);
      if (v.ok) {
        checks++;
        now += v.ticket.waitMs;
      } else now += v.retryAfter * 1000;
    }
    return checks;
  }

  it('one address, one account: 69 checks in the first hour, 1449 in a day', () => {
    expect(simulate(1, () => 'a', () => 'x')).toBe(69);
    expect(simulate(24, () => 'a', () => 'x')).toBe(1449);
  });

  it('one account from any number of addresses: 1 check per 5 s once failing, 735 in an hour, 17 295 in a day', () => {
    expect(simulate(1, () => 'a', (i) => `bot${i}`)).toBe(735);
    expect(simulate(24, () => 'a', (i) => `bot${i}`)).toBe(17_295);
  });

  it('one address across any number of accounts: 1 check per 2 s once failing, 1830 in an hour', () => {
    expect(simulate(1, (i) => `victim${i}`, () => 'x')).toBe(1830);
  });
});
