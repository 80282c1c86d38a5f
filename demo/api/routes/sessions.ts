// "Where you're signed in" (extension beyond spec §7, docs/api.md): the user's active sessions,
// one per refresh-token family, and signing one or every other out. Revoking a family ends its
// access tokens at once (the bearer check looks the family up) and its refresh tokens.
import { Hono } from 'hono';
import { fail } from '../lib/http.ts';
import type { Env, Services } from '../services.ts';

interface SessionRow { family_id: string; user_agent: string; created_at: string | number; last_active_at: string | number }

/** Sessions with a refresh token still usable: not revoked, not expired. */
export async function activeSessions(s: Services, userId: number): Promise<SessionRow[]> {
  return (await s.db.query<SessionRow>(
    `SELECT x.family_id, x.user_agent, x.created_at, x.last_active_at FROM sessions x
     WHERE x.user_id = $1 AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = x.family_id AND r.revoked_at IS NULL AND r.expires_at > $2)
     ORDER BY x.last_active_at DESC, x.created_at DESC`,
    [userId, s.now()],
  )).rows;
}

export const sessionView = (row: SessionRow, current: string) => ({
  id: row.family_id,
  user_agent: row.user_agent,
  created_at: new Date(Number(row.created_at)).toISOString(),
  last_active_at: new Date(Number(row.last_active_at)).toISOString(),
  current: row.family_id === current,
});

export function sessionRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  const auth = s.requireAuth();

  r.get('/users/me/sessions', auth, async (c) => {
    const current = c.get('claims').sid;
    const rows = await activeSessions(s, c.get('user').id);
    // The current one first, then the most recently active.
    rows.sort((a, b) => Number(b.family_id === current) - Number(a.family_id === current));
    return c.json(rows.map((row) => sessionView(row, current)), 200);
  });

  r.delete('/users/me/sessions/others', auth, async (c) => {
    await s.revokeUser(c.get('user').id, c.get('claims').sid);
    return c.body(null, 204);
  });

  r.delete('/users/me/sessions/:id', auth, async (c) => {
    const id = c.req.param('id');
    const own = (await s.db.query('SELECT 1 FROM sessions WHERE family_id = $1 AND user_id = $2', [id, c.get('user').id])).rows.length > 0;
    if (!own) return fail(404, 'notFound');
    await s.revokeFamily(id);
    return c.body(null, 204);
  });

  return r;
}
