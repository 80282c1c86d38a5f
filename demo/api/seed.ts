// Seed data: products and the demo accounts (password senha123 unless said).
import type { Db } from './db/index.ts';
import { hashPassword, type ScryptParams } from './lib/crypto.ts';

export const SEED_PASSWORD = 'senha123';
/** Paths on the sandbox API: answers make them absolute on its own origin (its port, not 8787). */
const SITES_BASE = '/__dev/sites';

export interface SeedProduct {
  id: string;
  name: string;
  logo: string;
  background_image: string;
  callback_url: string;
  brand_color: string;
}

/** Logos, backgrounds and callbacks are paths on this server; answers make them absolute. */
export const seedProducts: SeedProduct[] = [
  { id: 'lingora', name: 'Lingora Academy', logo: '/assets/logos/lingora.svg', background_image: '/assets/backgrounds/lingora.svg', callback_url: `${SITES_BASE}/academy/callback`, brand_color: '#6b3fa0' },
  { id: 'talks', name: 'Lingora Talks', logo: '/assets/logos/talks.svg', background_image: '/assets/backgrounds/talks.svg', callback_url: `${SITES_BASE}/talks/callback`, brand_color: '#c2410c' },
  { id: 'yowza', name: 'Yowza', logo: '/assets/logos/yowza.svg', background_image: '/assets/backgrounds/yowza.svg', callback_url: `${SITES_BASE}/yowza/callback`, brand_color: '#8a5a00' },
  { id: 'lms', name: 'Lingora LMS', logo: '/assets/logos/lms.svg', background_image: '/assets/backgrounds/lms.svg', callback_url: `${SITES_BASE}/lms/callback`, brand_color: '#0f766e' },
  { id: 'lingora-io', name: 'Lingora.io', logo: '/assets/logos/lingora-io.svg', background_image: '/assets/backgrounds/lingora-io.svg', callback_url: `${SITES_BASE}/lingora-io/callback`, brand_color: '#1a6bb8' },
];

interface SeedUser {
  email: string;
  name: string;
  password: string | null;
  provisional?: boolean;
  activated: boolean;
  phone_number?: string;
  platforms: string[];
  verifications: { type: 'EMAIL' | 'PHONE_NUMBER'; active: boolean }[];
  birthdate?: string;
  gender?: string;
  native_language?: string;
  address?: { country: string; postal_code: string; address: string; neighborhood: string; city: string; state: string; complement: string };
}

export const seedUsers: SeedUser[] = [
  {
    email: 'ana@example.com', name: 'Ana Souza', password: SEED_PASSWORD, activated: true,
    phone_number: '+55 (11) 98765-4321', platforms: ['ACADEMY'],
    verifications: [{ type: 'EMAIL', active: true }, { type: 'PHONE_NUMBER', active: true }],
  },
  {
    email: 'bruno@example.com', name: 'Bruno Lima', password: SEED_PASSWORD, activated: true, platforms: [],
    verifications: [{ type: 'EMAIL', active: false }],
  },
  { email: 'carla@example.com', name: 'Carla Mendes', password: null, activated: false, platforms: [], verifications: [] },
  {
    email: 'diego@example.com', name: 'Diego Ramos', password: 'Temp1234', provisional: true, activated: true, platforms: [],
    verifications: [{ type: 'EMAIL', active: true }],
  },
  {
    email: 'elena@example.com', name: 'Elena García', password: SEED_PASSWORD, activated: true,
    phone_number: '+34 (612) 345-678', platforms: ['ACADEMY', 'LINGORA_TALKS'],
    verifications: [{ type: 'EMAIL', active: true }, { type: 'PHONE_NUMBER', active: true }],
    birthdate: '1990-04-15', gender: 'FEMALE', native_language: 'es',
    address: { country: 'Brazil', postal_code: '01001000', address: 'Praça da Sé, 100', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', complement: 'Apto 12' },
  },
];

export async function seed(db: Db, nowMs: number, scrypt?: ScryptParams): Promise<void> {
  for (const p of seedProducts) {
    await db.query(
      `INSERT INTO products (id, name, logo, background_image, callback_url, brand_color) VALUES ($1,$2,$3,$4,$5,$6)
       ON CONFLICT (id) DO UPDATE SET name=EXCLUDED.name, logo=EXCLUDED.logo, background_image=EXCLUDED.background_image,
       callback_url=EXCLUDED.callback_url, brand_color=EXCLUDED.brand_color`,
      [p.id, p.name, p.logo, p.background_image, p.callback_url, p.brand_color],
    );
  }
  for (const u of seedUsers) {
    const exists = await db.query('SELECT 1 FROM users WHERE email = $1', [u.email]);
    if (exists.rows.length) continue;
    const hash = u.password ? await hashPassword(u.password, scrypt) : null;
    const res = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, password_hash, password_provisional, activated, phone_number, platforms, birthdate, gender, native_language, source, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,'ACCOUNT',$11,$11) RETURNING id`,
      [u.email, u.name, hash, u.provisional ?? false, u.activated, u.phone_number ?? null, JSON.stringify(u.platforms),
        u.birthdate ?? null, u.gender ?? null, u.native_language ?? null, nowMs],
    );
    const id = res.rows[0]!.id;
    for (const v of u.verifications) {
      await db.query('INSERT INTO verifications (user_id, type_validation, active) VALUES ($1,$2,$3)', [id, v.type, v.active]);
    }
    if (u.address) {
      const a = u.address;
      await db.query(
        'INSERT INTO addresses (user_id, country, postal_code, address, neighborhood, city, state, complement) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)',
        [id, a.country, a.postal_code, a.address, a.neighborhood, a.city, a.state, a.complement],
      );
    }
  }
}
