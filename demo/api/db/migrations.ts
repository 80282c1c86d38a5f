// Schema as ordered migrations. Plain, portable PostgreSQL: CREATE TABLE,
// indexes, BIGINT epoch milliseconds for times (the clock is injectable).
export interface Migration { version: number; name: string; sql: string }

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT,
  password_provisional BOOLEAN NOT NULL DEFAULT FALSE,
  activated BOOLEAN NOT NULL DEFAULT FALSE,
  avatar_id TEXT,
  birthdate TEXT,
  gender TEXT,
  native_language TEXT,
  phone_number TEXT,
  pending_phone TEXT,
  platforms TEXT NOT NULL DEFAULT '[]',
  source TEXT NOT NULL DEFAULT 'ACCOUNT',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE addresses (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  country TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  address TEXT NOT NULL,
  neighborhood TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  complement TEXT NOT NULL DEFAULT ''
);

CREATE TABLE verifications (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_validation TEXT NOT NULL,
  active BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (user_id, type_validation)
);

CREATE TABLE codes (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX codes_user_purpose ON codes (user_id, purpose);

CREATE TABLE refresh_tokens (
  id SERIAL PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  family_id TEXT NOT NULL,
  parent_id INTEGER,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  rotated_at BIGINT,
  revoked_at BIGINT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

CREATE TABLE challenge_sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  consumed BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE avatars (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  data BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT,
  background_image TEXT,
  callback_url TEXT,
  brand_color TEXT
);

CREATE TABLE outbox (
  id SERIAL PRIMARY KEY,
  to_addr TEXT NOT NULL,
  channel TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at BIGINT NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'hardening',
    // Refresh: at most one lost-answer replay per token, and an absolute session end copied along
    // the family. Outbox: codes are kept in plain text only in the sandbox. Products: sandbox
    // callbacks become paths on the API's own origin (they were fixed to 127.0.0.1:8787).
    sql: `
ALTER TABLE refresh_tokens ADD COLUMN replayed_at BIGINT;
ALTER TABLE refresh_tokens ADD COLUMN session_expires_at BIGINT;
UPDATE refresh_tokens SET session_expires_at = created_at + ${90 * 24 * 3600 * 1000};
ALTER TABLE refresh_tokens ALTER COLUMN session_expires_at SET NOT NULL;
ALTER TABLE outbox ALTER COLUMN code DROP NOT NULL;
UPDATE products SET callback_url = substr(callback_url, length('http://127.0.0.1:8787') + 1)
  WHERE callback_url LIKE 'http://127.0.0.1:8787/__dev/sites/%';
`,
    },
    {
    // Issue 24, extensions beyond spec §7 (docs/api.md): one row per sign-in (a refresh-token
    // family) for "where you're signed in" and the recent sign-in rule; passkeys; WebAuthn challenges.
    version: 3,
    name: 'sessions, passkeys',
    sql: `
CREATE TABLE sessions (
  family_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  last_active_at BIGINT NOT NULL,
  auth_at BIGINT NOT NULL,
  auth_method TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE webauthn_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  handle TEXT NOT NULL UNIQUE
);

CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key BYTEA NOT NULL,
  counter BIGINT NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  rp_id TEXT NOT NULL,
  aaguid TEXT NOT NULL DEFAULT '',
  device_type TEXT NOT NULL DEFAULT 'singleDevice',
  backed_up BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

CREATE TABLE webauthn_challenges (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  challenge TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  family_id TEXT,
  rp_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  consumed BOOLEAN NOT NULL DEFAULT FALSE
);
`,
  },
];
