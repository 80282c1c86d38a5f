// Opens PGlite (a directory under DATA_DIR, or memory://) and applies migrations.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { migrations } from './migrations.ts';

export type Db = PGlite;

/** `template`: a dumpDataDir() tarball to start from (tests use one to skip initdb, ~1 s instead of 4+). */
export async function openDb(dir: string, template?: Blob): Promise<Db> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, template ? { loadDataDir: template } : {});
  await migrate(db);
  return db;
}

export async function migrate(db: Db): Promise<number[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}

/** Drops every table (used by --reset before re-seeding). */
export async function wipe(db: Db): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS webauthn_challenges, passkeys, webauthn_users, sessions, outbox, products, avatars, challenge_sessions, refresh_tokens, codes, verifications, addresses, users, schema_migrations CASCADE`);
}
