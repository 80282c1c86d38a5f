import { describe, expect, test } from 'vitest';
import { $config, defaultConfig, type Config } from './config';
import { handoffUrl } from './handoff-url';

const cfg = (patch: Partial<Config>): Config => ({ ...defaultConfig, ...patch });

describe('handoffUrl', () => {
  const portal = cfg({ portalUrl: 'https://accounts.lingora.example', allowedOrigins: ['https://talks.lingora.example'] });
  const page = 'https://www.partner.test/talks/join?utm=1&token=secret#x';

  test('goes to /signin/ with the product, the page (origin and path only) as callback and the typed email', () => {
    const u = new URL(handoffUrl({ step: 'signin', product: 'Talks', email: ' ana@example.com ', pageUrl: page }, portal));
    expect(u.origin + u.pathname).toBe('https://accounts.lingora.example/signin/');
    expect(u.searchParams.get('product')).toBe('talks');
    expect(u.searchParams.get('callback_url')).toBe('https://www.partner.test/talks/join');
    expect(u.searchParams.get('email')).toBe('ana@example.com');
    expect(u.href).not.toContain('secret');
    expect(new URL(handoffUrl({ step: 'signin', locale: 'es', pageUrl: page }, portal)).searchParams.get('locale')).toBe('es');
    expect(new URL(handoffUrl({ step: 'signin', locale: 'fr', pageUrl: page }, portal)).searchParams.has('locale')).toBe(false);
    expect(u.searchParams.get('handoff')).toBe('email'); // the email step was submitted: the portal goes on
  });
  test('"Sign in with a passkey" on the email step: the portal opens the passkey dialog (no email sent)', () => {
    const u = new URL(handoffUrl({ step: 'signin', product: 'talks', email: 'ana@example.com', passkey: true, pageUrl: page }, portal));
    expect(u.pathname).toBe('/signin/');
    expect(u.searchParams.get('handoff')).toBe('passkey');
    expect(u.searchParams.has('email')).toBe(false);
    expect(new URL(handoffUrl({ step: 'signup', passkey: true, pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
  });
  test('keeps the signed-out screen the user was on', () => {
    expect(new URL(handoffUrl({ step: 'signup', pageUrl: page }, portal)).pathname).toBe('/signup/');
    expect(new URL(handoffUrl({ step: 'signup', email: 'ana@example.com', pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
    expect(new URL(handoffUrl({ step: 'signin', email: 'not-an-email', pageUrl: page }, portal)).searchParams.has('handoff')).toBe(false);
    expect(new URL(handoffUrl({ step: 'forgot', pageUrl: page }, portal)).pathname).toBe('/signin/forgot-password');
  });
  test('session-only, state-bound or unknown steps start at sign-in', () => {
    for (const step of ['hub', 'profile', 'forgotReset', 'validateEmail', 'nope', undefined]) {
      expect(new URL(handoffUrl({ step, pageUrl: page }, portal)).pathname).toBe('/signin/');
    }
  });
  test('an allowed callback-url wins; an unlisted or unsafe one falls back to the page', () => {
    expect(new URL(handoffUrl({ callbackUrl: 'https://talks.lingora.example/app', pageUrl: page }, portal)).searchParams.get('callback_url'))
      .toBe('https://talks.lingora.example/app');
    for (const bad of ['https://evil.test/', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(new URL(handoffUrl({ callbackUrl: bad, pageUrl: page }, portal)).searchParams.get('callback_url'))
        .toBe('https://www.partner.test/talks/join');
    }
  });
  test('drops a bad product and anything that is not an email', () => {
    const u = new URL(handoffUrl({ product: '../x', email: 'not an email', pageUrl: page }, portal));
    expect(u.searchParams.has('product')).toBe(false);
    expect(u.searchParams.has('email')).toBe(false);
  });
  test('reads the config store by default', () => {
    expect(handoffUrl({ pageUrl: page }).startsWith($config.get().portalUrl)).toBe(true);
  });
});
