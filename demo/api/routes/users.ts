// Sign-up, verifications, the signed-in user's profile, address and platforms.
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../lib/crypto.ts';
import {
  ApiError, fail, isValidDate, normalizePhone, raw, readJson, rejectControlChars, requireCode, requireEmail, requirePassword, str, type JsonBody,
} from '../lib/http.ts';
import { LANGUAGE_CODES } from '../data/languages.ts';
import type { Channel } from '../codes.ts';
import type { Ctx, Env, Services, UserRow } from '../services.ts';

export const AVATAR_MAX = 2 * 1024 * 1024;
const GENDERS = ['FEMALE', 'MALE', 'CUSTOM', 'UNSPECIFIED'];

function deliveryOf(body: JsonBody, fallback: Channel = 'SMS'): Channel {
  const d = body['delivery_by'];
  if (d === undefined || d === null || d === '') return fallback;
  if (d === 'SMS' || d === 'WHATSAPP') return d;
  return fail(400, 'deliveryInvalid', 'delivery_by');
}

export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

interface ProfilePatch { name?: string; gender?: string | null; native_language?: string | null; birthdate?: string | null; phone_number?: string | null }

function validateProfile(input: Record<string, unknown>, today: string): ProfilePatch {
  const out: ProfilePatch = {};
  const get = (k: string) => (typeof input[k] === 'string' ? (input[k] as string).trim() : input[k]);
  if ('name' in input) {
    const v = get('name');
    if (typeof v !== 'string' || !v) fail(400, 'nameRequired', 'name');
    if ((v as string).length > 120) fail(400, 'nameTooLong', 'name');
    out.name = v as string;
  }
  if ('gender' in input) {
    const v = get('gender');
    if (v === null || v === '') out.gender = null;
    else if (typeof v !== 'string' || v.length > 32) fail(400, 'genderInvalid', 'gender');
    else out.gender = GENDERS.includes(v.toUpperCase()) ? v.toUpperCase() : v;
  }
  if ('native_language' in input) {
    const v = get('native_language');
    if (v === null || v === '') out.native_language = null;
    else if (typeof v !== 'string' || !(LANGUAGE_CODES as readonly string[]).includes(v.toLowerCase())) fail(400, 'languageInvalid', 'native_language');
    else out.native_language = v.toLowerCase();
  }
  if ('birthdate' in input) {
    const v = get('birthdate');
    if (v === null || v === '') out.birthdate = null;
    else if (typeof v !== 'string' || !isValidDate(v) || v < '1900-01-01' || v > today) fail(400, 'birthdateInvalid', 'birthdate');
    else out.birthdate = v;
  }
  if ('phone_number' in input) {
    const v = get('phone_number');
    if (v === null || v === '') out.phone_number = null;
    else {
      const p = normalizePhone(typeof v === 'string' ? v : undefined);
      if (!p) fail(400, 'phoneInvalid', 'phone_number');
      out.phone_number = p;
    }
  }
  return out;
}

const today = (s: Services) => new Date(s.now()).toISOString().slice(0, 10);

export function userRoutes(s: Services): Hono<Env> {
  const r = new Hono<Env>({ strict: false });
  const auth = s.requireAuth();

  r.post('/users/create-account', async (c) => {
    const body = await readJson(c);
    const name = str(body, 'name');
    if (!name) fail(400, 'nameRequired', 'name');
    if (name!.length > 120) fail(400, 'nameTooLong', 'name');
    const email = requireEmail(str(body, 'email'));
    const confirm = str(body, 'confirm_email');
    if (!confirm || confirm.toLowerCase() !== email) fail(400, 'emailsDiffer', 'confirm_email');
    const password = requirePassword(raw(body, 'password'));
    const source = (str(body, 'source') || 'ACCOUNT').toUpperCase();
    if (!/^[A-Z0-9_-]{1,40}$/.test(source)) fail(400, 'sourceInvalid', 'source');
    if (await s.userByEmail(email)) fail(409, 'emailTaken', 'email');
    s.caps.heavyCall('create-account', s.clientAddress(c), s.now());
    // Before the account exists: a refused send creates nothing.
    s.codes.allowSend(c, 'VERIFY_EMAIL', email, 'EMAIL', email);
    const hash = await hashPassword(password, s.scrypt);
    const now = s.now();
    let id: number;
    try {
      id = (await s.db.query<{ id: number }>(
        `INSERT INTO users (email, name, password_hash, activated, source, created_at, updated_at) VALUES ($1,$2,$3,TRUE,$4,$5,$5) RETURNING id`,
        [email, name, hash, source, now],
      )).rows[0]!.id;
    } catch {
      return fail(409, 'emailTaken', 'email');
    }
    await s.setVerification(id, 'EMAIL', false);
    await s.codes.issue(id, 'VERIFY_EMAIL', email, 'EMAIL');
    return c.json({ id, name: name!, email }, 201);
  });

  r.get('/users/verify/active', auth, async (c) => {
    const email = requireEmail(c.req.query('email'));
    const user = c.get('user');
    if (email !== user.email) fail(403, 'forbidden', 'email');
    const rows = (await s.db.query<{ type_validation: 'EMAIL' | 'PHONE_NUMBER'; active: boolean }>(
      'SELECT type_validation, active FROM verifications WHERE user_id = $1 ORDER BY type_validation', [user.id],
    )).rows;
    return c.json(rows.map((v) => ({ type_validation: v.type_validation, active: v.active })), 200);
  });

  r.post('/users/me/verify-code/email', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const email = requireEmail(str(body, 'email') ?? user.email);
    if (email !== user.email) fail(400, 'emailMismatch', 'email');
    s.codes.allowSend(c, 'VERIFY_EMAIL', user.email, 'EMAIL', user.email);
    await s.codes.issue(user.id, 'VERIFY_EMAIL', user.email, 'EMAIL');
    return c.json({ created: true as const }, 201);
  });

  r.put('/users/me/verify/email', auth, async (c) => {
    const body = await readJson(c);
    const code = requireCode(str(body, 'code'));
    const user = c.get('user');
    await s.codes.consume(user.id, 'VERIFY_EMAIL', code);
    await s.setVerification(user.id, 'EMAIL', true);
    return c.json({ active: true }, 200);
  });

  const sendPhoneCode = async (c: Ctx, body: JsonBody, requirePhone: boolean) => {
    const user = c.get('user');
    const channel = deliveryOf(body);
    const given = 'phone_number' in body || requirePhone;
    const target = given ? normalizePhone(str(body, 'phone_number')) : user.pending_phone ?? user.phone_number;
    if (!target) fail(400, given ? 'phoneInvalid' : 'phoneMissing', 'phone_number');
    // Texts cost money: the send rules and caps come before anything changes.
    s.codes.allowSend(c, 'VERIFY_PHONE', String(user.id), channel, target!);
    if (given) await s.db.query('UPDATE users SET pending_phone = $1, updated_at = $2 WHERE id = $3', [target, s.now(), user.id]);
    await s.codes.issue(user.id, 'VERIFY_PHONE', target!, channel);
    return c.json({ created: true as const }, 201);
  };

  r.post('/users/me/verify-code/phone-number', auth, async (c) => sendPhoneCode(c, await readJson(c), false));
  r.post('/users/verify', auth, async (c) => sendPhoneCode(c, await readJson(c), true));

  r.put('/users/me/verify/phone-number', auth, async (c) => {
    const body = await readJson(c);
    const code = requireCode(str(body, 'code'));
    const user = c.get('user');
    const target = await s.codes.consume(user.id, 'VERIFY_PHONE', code);
    await s.db.query('UPDATE users SET phone_number = $1, pending_phone = NULL, updated_at = $2 WHERE id = $3', [target, s.now(), user.id]);
    await s.setVerification(user.id, 'PHONE_NUMBER', true);
    return c.json({ active: true }, 200);
  });

  r.get('/users/me', auth, (c) => c.json(s.viewOf(c, c.get('user')), 200));

  r.patch('/users/me', auth, async (c) => {
    const user = c.get('user');
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let patch: ProfilePatch;
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: false });
      } catch {
        return fail(400, 'badJson');
      }
      const avatar = form['avatar'];
      const fields: Record<string, unknown> = {};
      for (const k of ['name', 'gender', 'native_language', 'birthdate', 'phone_number']) {
        const v = form[k];
        if (v === undefined) continue;
        if (typeof v !== 'string') fail(400, 'fieldRequired', k);
        rejectControlChars(v, k);
        fields[k] = v;
      }
      patch = validateProfile(fields, today(s));
      if (avatar !== undefined) {
        if (!(avatar instanceof File)) return fail(400, 'avatarInvalid', 'avatar');
        if (avatar.size > AVATAR_MAX) throw new ApiError(413, 'tooLarge', 'avatar');
        const bytes = new Uint8Array(await avatar.arrayBuffer());
        const kind = sniffImage(bytes);
        if (!kind) return fail(400, 'avatarInvalid', 'avatar');
        const id = randomUUID();
        await s.db.transaction(async (tx) => {
          await tx.query('DELETE FROM avatars WHERE user_id = $1', [user.id]);
          await tx.query('INSERT INTO avatars (id, user_id, content_type, data, created_at) VALUES ($1,$2,$3,$4,$5)', [id, user.id, kind, bytes, s.now()]);
          await tx.query('UPDATE users SET avatar_id = $1, updated_at = $2 WHERE id = $3', [id, s.now(), user.id]);
        });
      }
      if (avatar === undefined && Object.keys(patch).length === 0) fail(400, 'nothingToUpdate');
    } else {
      const body = await readJson(c);
      patch = validateProfile(body, today(s));
      if (Object.keys(patch).length === 0) fail(400, 'nothingToUpdate');
    }
    const cols = Object.keys(patch) as (keyof ProfilePatch)[];
    if (cols.length) {
      const sets = cols.map((k, i) => `${k} = $${i + 1}`);
      await s.db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $${cols.length + 1} WHERE id = $${cols.length + 2}`, [
        ...cols.map((k) => patch[k] ?? null), s.now(), user.id,
      ]);
      // A phone number set directly (not through a code) is not verified.
      if ('phone_number' in patch && patch.phone_number !== user.phone_number) await s.setVerification(user.id, 'PHONE_NUMBER', false);
    }
    return c.json(await s.userView(c, user.id), 200);
  });

  r.put('/users/me/address', auth, async (c) => {
    const body = await readJson(c);
    const user = c.get('user');
    const val: Record<string, string> = {};
    for (const k of ['country', 'postal_code', 'address', 'neighborhood', 'city', 'state', 'complement']) {
      const v = body[k];
      if (v !== undefined && v !== null && typeof v !== 'string') fail(400, 'fieldRequired', k);
      const sv = typeof v === 'string' ? v.trim() : '';
      if (!sv && k !== 'complement') fail(400, k === 'postal_code' ? 'postalInvalid' : 'fieldRequired', k);
      if (sv.length > 200) fail(400, 'fieldTooLong', k);
      val[k] = sv;
    }
    const postal = val['postal_code']!.replace(/[\s.-]/g, '');
    const brazil = ['brazil', 'brasil', 'br'].includes(val['country']!.toLowerCase());
    if (brazil ? !/^\d{8}$/.test(postal) : !/^[A-Za-z0-9]{2,10}$/.test(postal)) fail(400, 'postalInvalid', 'postal_code');
    const a = { country: val['country']!, postal_code: postal.toUpperCase(), address: val['address']!, neighborhood: val['neighborhood']!, city: val['city']!, state: val['state']!, complement: val['complement']! };
    await s.db.query(
      `INSERT INTO addresses (user_id, country, postal_code, address, neighborhood, city, state, complement) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
       ON CONFLICT (user_id) DO UPDATE SET country=EXCLUDED.country, postal_code=EXCLUDED.postal_code, address=EXCLUDED.address,
       neighborhood=EXCLUDED.neighborhood, city=EXCLUDED.city, state=EXCLUDED.state, complement=EXCLUDED.complement`,
      [user.id, a.country, a.postal_code, a.address, a.neighborhood, a.city, a.state, a.complement],
    );
    return c.json(a, 200);
  });

  r.get('/platforms', auth, async (c) => {
    const u: UserRow = c.get('user');
    let list: unknown;
    try {
      list = JSON.parse(u.platforms);
    } catch {
      list = [];
    }
    return c.json(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [], 200);
  });

  return r;
}
