import { describe, expect, it, vi } from 'vitest';
import { createSessionsFlow, type SessionsDeps } from './sessions-flow';

const here = { id: 'f1', user_agent: 'Chrome', last_active_at: '2026-01-15T12:00:00.000Z', current: true };
const phone = { id: 'f2', user_agent: 'Safari', last_active_at: '2026-01-14T12:00:00.000Z', current: false };
const tablet = { id: 'f3', user_agent: 'Firefox', last_active_at: '2026-01-13T12:00:00.000Z', current: false };
const deps = (over: Partial<SessionsDeps> = {}): SessionsDeps => ({
  list: vi.fn(async () => [here, phone, tablet]), revoke: vi.fn(async () => {}), revokeOthers: vi.fn(async () => {}), notify: vi.fn(), ...over,
});

describe('where you are signed in', () => {
  it('signs one session out', async () => {
    const d = deps();
    const f = createSessionsFlow(d);
    await f.load();
    expect(await f.signOut('f2')).toBe(true);
    expect(d.revoke).toHaveBeenCalledWith('f2');
    expect(f.$list.get().items).toEqual([here, tablet]);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'success', key: 'account.sessions.signed-out-one' });
  });
  it('signs every other session out, keeping this one', async () => {
    const d = deps();
    const f = createSessionsFlow(d);
    await f.load();
    expect(await f.signOutOthers()).toBe(true);
    expect(f.$list.get().items).toEqual([here]);
  });
  it('a failure keeps the list and says why; one at a time', async () => {
    let finish: () => void = () => {};
    const d = deps({ revoke: vi.fn(() => new Promise<void>((_, reject) => { finish = () => reject(Object.assign(new Error(''), { kind: 'timeout' })); })) });
    const f = createSessionsFlow(d);
    await f.load();
    const first = f.signOut('f2');
    expect(await f.signOutOthers()).toBe(false); // busy
    expect(d.revokeOthers).not.toHaveBeenCalled();
    finish();
    expect(await first).toBe(false);
    expect(f.$list.get().items).toHaveLength(3);
    expect(d.notify).toHaveBeenCalledWith({ kind: 'error', key: 'errors.network' });
  });
  it('a list that cannot load says so', async () => {
    const f = createSessionsFlow(deps({ list: vi.fn(async () => { throw new Error('x'); }) }));
    await f.load();
    expect(f.$list.get().status).toBe('error');
  });
});
