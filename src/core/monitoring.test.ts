import { afterEach, describe, expect, test, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));
vi.mock('@sentry/browser', () => sentry);

import { FILTERED, initMonitoring, reportError, scrubSensitive, scrubString, useReporter } from './monitoring.ts';
import { configure } from './config.ts';

afterEach(() => {
  useReporter(undefined);
  configure({ sentryDsn: undefined });
});

describe('monitoring scrubber', () => {
  test('filters secret keys anywhere in an event', () => {
    const event = {
      request: {
        url: 'https://api.lingora.example/auth/sign-out/global/?token=ref-456&lang=pt',
        headers: { Authorization: 'Bearer acc-123', 'Accept-Language': 'pt' },
        data: { email: 'a@b.c', password: 'hunter22', new_password: 'x1', confirmation_code: 'ABC123', session_token: 's' },
        cookies: 'access_token=acc-123',
      },
      extra: { nested: [{ refresh_token: 'r', code: 'ZZ9999', postal_code: '01001000', name: 'ok' }] },
    };
    const out = scrubSensitive(event);
    expect(out.request.url).toBe(`https://api.lingora.example/auth/sign-out/global/?token=${FILTERED}&lang=pt`);
    expect(out.request.headers).toEqual({ Authorization: FILTERED, 'Accept-Language': 'pt' });
    expect(out.request.data).toEqual({
      email: 'a@b.c', password: FILTERED, new_password: FILTERED, confirmation_code: FILTERED, session_token: FILTERED,
    });
    expect(out.request.cookies).toBe(FILTERED);
    expect(out.extra.nested[0]).toEqual({ refresh_token: FILTERED, code: FILTERED, postal_code: FILTERED, name: 'ok' });
    expect(event.request.data.password).toBe('hunter22'); // pure: the input is untouched
  });

  test('filters secrets inside strings: JSON bodies, bearer headers, JWTs, query strings', () => {
    expect(scrubString('{"email":"a@b.c","password":"hun\\"ter22","code":"ABC123"}')).toBe(
      `{"email":"a@b.c","password":"${FILTERED}","code":"${FILTERED}"}`,
    );
    expect(scrubString('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubString('token eyJhbGciOi.eyJzdWIiOjF9.c2ln here')).toBe(`token ${FILTERED} here`);
    expect(scrubString('/reset?email=a%40b.c&confirmation_code=X1&access_token=t')).toBe(
      `/reset?email=a%40b.c&confirmation_code=${FILTERED}&access_token=${FILTERED}`,
    );
    expect(scrubString('nothing to hide')).toBe('nothing to hide');
  });

  test('survives cycles and deep trees', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrubSensitive(a)).toEqual({ name: 'a', self: FILTERED });
    let deep: Record<string, unknown> = {};
    const top = deep;
    for (let i = 0; i < 50; i++) deep = (deep.next = {}) as Record<string, unknown>;
    expect(() => scrubSensitive(top)).not.toThrow();
  });
});

describe('loading', () => {
  test('without a DSN nothing loads and reports queue silently', async () => {
    await expect(initMonitoring()).resolves.toBe(false);
    reportError(new Error('early'));
    expect(sentry.init).not.toHaveBeenCalled();
  });

  test('with a DSN Sentry loads with 0.1 trace sampling, scrubbing hooks, and flushes the queue', async () => {
    reportError(new Error('queued'), { password: 'hunter22' });
    configure({ sentryDsn: 'https://key@sentry.example/1' });
    await expect(initMonitoring()).resolves.toBe(true);
    const options = sentry.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({ dsn: 'https://key@sentry.example/1', tracesSampleRate: 0.1 });
    expect(options.beforeSend({ request: { data: { password: 'x' } } })).toEqual({ request: { data: { password: FILTERED } } });
    expect(options.beforeBreadcrumb({ data: { url: '/x?token=abc' } })).toEqual({ data: { url: `/x?token=${FILTERED}` } });
    expect(sentry.captureException).toHaveBeenCalledWith(expect.objectContaining({ message: 'queued' }), { extra: { password: FILTERED } });
    reportError(new Error('live'));
    expect(sentry.captureException).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'live' }), undefined);
  });
});
