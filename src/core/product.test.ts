// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { mergeCallback } from './branding';
import { $config, configure } from './config';
import { defaultBranding, initialOf, mergeBranding, normalizeProductId, productKind, signupSource } from './product';

describe('product branding', () => {
  it('defaults to {company} Academy in purple, with no picture to request, when no product is given', () => {
    const b = defaultBranding();
    expect(b).toMatchObject({ name: 'Lingora Academy', brandColor: '#6b3fa0', isDefault: true });
    // The name and its initial, and the panel drawn in CSS (side-panel.ts): nothing to fetch or to fail.
    expect(b.logo).toBeNull();
    expect(b.backgroundImage).toBeNull();
    expect(defaultBranding('talks').logo).toBeNull(); // another product's name, until its record comes
  });
  it('configured default pictures are used', () => {
    const before = $config.get();
    try {
      configure({ defaultLogo: 'https://cdn.example/logo.svg', defaultBackgroundImage: 'https://cdn.example/bg.jpg' });
      expect(defaultBranding()).toMatchObject({ logo: 'https://cdn.example/logo.svg', backgroundImage: 'https://cdn.example/bg.jpg' });
      expect(defaultBranding('talks')).toMatchObject({ logo: null, backgroundImage: 'https://cdn.example/bg.jpg' });
    } finally {
      $config.set(before);
    }
  });
  it("a product without a logo is marked by its name's initial", () => {
    expect(initialOf('Lingora Academy')).toBe('L');
    expect(initialOf('  émile')).toBe('É');
    expect(initialOf('')).toBe('');
  });
  it('a product named otherwise (attribute or record) writes its name instead of the default logo, unless it has a logo', () => {
    expect(mergeBranding(defaultBranding(), { name: 'Partner X' }).logo).toBeNull();
    expect(mergeBranding(defaultBranding(), { name: 'Partner X', logo: 'https://cdn.example/x.svg' }).logo).toBe('https://cdn.example/x.svg');
    expect(mergeBranding(defaultBranding(), { brandColor: '#123456' }).logo).toBe(defaultBranding().logo);
  });
  it("treats the company's own product id as the default (no 'accessing' line, source ACCOUNT)", () => {
    const b = defaultBranding('lingora');
    expect(b.isDefault).toBe(true);
    expect(signupSource(b)).toBe('ACCOUNT');
    expect(defaultBranding('talks').isDefault).toBe(false);
  });
  it("names a product by its id until its record arrives, never as the default product", () => {
    expect(defaultBranding('talks').name).toBe('Talks');
    expect(defaultBranding('lingora-io').name).toBe('Lingora-io');
  });
  it('lets attributes override each field', () => {
    const b = mergeBranding(defaultBranding('talks'), { name: 'Talks', brandColor: '#123456', logo: 'https://cdn.example/logo.svg' });
    expect(b).toMatchObject({ name: 'Talks', brandColor: '#123456', logo: 'https://cdn.example/logo.svg', isDefault: false });
  });
  it('refuses unsafe values with a warning and keeps the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const b = mergeCallback(mergeBranding(defaultBranding('talks'), { brandColor: 'red;}body{x:y', logo: 'javascript:alert(1)' }), 'https://evil.test/');
    expect(b.brandColor).toBe('#6b3fa0');
    expect(b.logo).toBeNull();
    expect(b.callbackUrl).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    // Merged again (a re-render, the product's arrival): said once is enough.
    mergeCallback(mergeBranding(defaultBranding('talks'), { brandColor: 'red;}body{x:y', logo: 'javascript:alert(1)' }), 'https://evil.test/');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
  it('takes an allowed callback url, normalised', () => {
    expect(mergeCallback(defaultBranding('talks'), '/after').callbackUrl).toBe(`${location.origin}/after`);
    expect(mergeCallback(defaultBranding('talks'), '').callbackUrl).toBeNull();
  });
  it('accepts product ids only in a safe shape', () => {
    expect(normalizeProductId(' Talks ')).toBe('talks');
    expect(normalizeProductId('<script>')).toBe('');
    expect(normalizeProductId(5)).toBe('');
  });
  it('classifies side-message families and the sign-up source', () => {
    expect(productKind('yowza')).toBe('yowza');
    expect(productKind('lingora-io')).toBe('io');
    expect(productKind('talks')).toBe('talks');
    expect(productKind('other')).toBe('default');
    expect(signupSource(defaultBranding())).toBe('ACCOUNT');
    expect(signupSource(defaultBranding('talks'))).toBe('TALKS');
  });
});
