import { describe, expect, it, vi } from 'vitest';
import { createSessionsFlow, type SessionsDeps } from './sessions-flow';
import { listSessions, revokeOtherSessions, revokeSession } from '../core/api/extension-calls';
import type { SessionInfo } from '../core/api/extension-schemas';
import { recordedBody, replay } from '../../tests/unit/recorded';

// As the reference API answered (tests/fixtures/): this session first, then two others.
const [here, phone, tablet] = recordedBody<SessionInfo[]>('sessions-list/three');
const deps = (over: Partial<SessionsDeps> = {}): SessionsDeps => ({
  list: vi.fn(() => replay('sessions-list/three', listSessions)),
  revoke: vi.fn((id: string) => replay('session-revoke/success', () => revokeSession(id))),
  revokeOthers: vi.fn(() => replay('sessions-revoke-others/success', revokeOtherSessions)),
  notify: vi.fn(),
  ...over,
});

describe('where you are signed in', () => {
  it('signs one session out', async () => {
    const d = deps();
    const f = createSessionsFlow(d);
    await f.load();
    expect(await f.signOut(phone!.id)).toBe(true);
    expect(d.revoke).toHaveBeenCalledWith(phone!.id);
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
    const first = f.signOut(phone!.id);
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
