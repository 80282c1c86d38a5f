// @vitest-environment node
// Unit tests of the pure helpers (no database).
import { describe, expect, it } from 'vitest';
import { generateCode, hashPassword, signJwt, verifyJwt, verifyPassword, type JwtClaims } from './crypto.ts';
import { isValidDate, normalizePhone, passwordOk } from './http.ts';
import { pickLang } from './i18n.ts';
import { sniffImage } from '../routes/users.ts';

describe('helpers', () => {
  it('pickLang follows q-values and falls back to pt', () => {
    expect(pickLang(undefined)).toBe('pt');
    expect(pickLang('fr-FR,fr;q=0.9')).toBe('pt');
    expect(pickLang('fr;q=1, es;q=0.8, en;q=0.9')).toBe('en');
    expect(pickLang('es-MX')).toBe('es');
    expect(pickLang('pt-BR,en;q=0.5')).toBe('pt');
    expect(pickLang('en;q=0, es')).toBe('es');
  });

  it('codes are 6 characters from [A-Z0-9]', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const c = generateCode();
      expect(c).toMatch(/^[A-Z0-9]{6}$/);
      seen.add(c);
    }
    expect(seen.size).toBeGreaterThan(490);
  });

  it('scrypt hashes are salted and verify', async () => {
    const p = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword('senha123', p);
    const b = await hashPassword('senha123', p);
    expect(a).not.toBe(b);
    expect(await verifyPassword('senha123', a)).toBe(true);
    expect(await verifyPassword('senha124', a)).toBe(false);
    expect(await verifyPassword('senha123', null)).toBe(false);
    expect(await verifyPassword('senha123', 'garbage')).toBe(false);
  });

  it('JWT HS256 verifies signature and expiry', () => {
    const claims: JwtClaims = { iss: 'x', sub: '1', email: 'a@b.co', iat: 1000, exp: 2000, token_use: 'access', sid: 's', jti: 'j' };
    const tok = signJwt(claims, 'secret');
    expect(verifyJwt(tok, 'secret', 1_500_000)?.email).toBe('a@b.co');
    expect(verifyJwt(tok, 'secret', 2_000_000)).toBeNull();
    expect(verifyJwt(tok, 'other', 1_500_000)).toBeNull();
    expect(verifyJwt(`${tok}x`, 'secret', 1_500_000)).toBeNull();
    expect(verifyJwt('a.b', 'secret', 1_500_000)).toBeNull();
  });

  it('password rule, dates, phones, image sniffing', () => {
    expect(passwordOk('abc123')).toBe(true);
    expect(passwordOk('abcdef')).toBe(false);
    expect(passwordOk('123456')).toBe(false);
    expect(passwordOk('ab12')).toBe(false);
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2023-2-01')).toBe(false);
    expect(normalizePhone('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(normalizePhone('11987654321')).toBeNull();
    expect(normalizePhone('+55 1')).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('<svg/>'))).toBeNull();
  });
});
