import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './api/client';
import { codeFailure, codeRequestFailure, failureOf } from './failure';

describe('failureOf: how any failed request reads', () => {
  test('network trouble and timeouts: the offline sentence', () => {
    expect(failureOf(new ApiError({ kind: 'network' }))).toEqual({ key: 'errors.network' });
    expect(failureOf(new ApiError({ kind: 'timeout' }))).toEqual({ key: 'errors.network' });
  });
  test('429: the wait from Retry-After', () => {
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429, retryAfter: 7 }))).toEqual({ key: 'errors.throttled', params: { seconds: 7 } });
  });
  test('429 with one second left: the singular sentence ("1 second", not "1 seconds")', () => {
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429, retryAfter: 1 }))).toEqual({ key: 'errors.throttled-one', params: { seconds: 1 } });
    // The sign-in throttle's quarter of an hour reads in minutes, rounded up.
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429, retryAfter: 661 }))).toEqual({ key: 'errors.throttled-minutes', params: { minutes: 12 } });
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429, retryAfter: 119 }))).toEqual({ key: 'errors.throttled', params: { seconds: 119 } });
    // An odd wait never reads "0 seconds" or "-5 seconds".
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429, retryAfter: 0 }))).toEqual({ key: 'errors.throttled-one', params: { seconds: 1 } });
    expect(codeRequestFailure(new ApiError({ kind: 'throttled', status: 429, retryAfter: -5 }))).toEqual({ key: 'errors.code-wait-one', params: { seconds: 1 } });
  });
  test("the server's own words when it gave some, else the generic sentence (a gateway page, a malformed answer)", () => {
    expect(failureOf(new ApiError({ kind: 'http', status: 500, message: 'Serviço indisponível' }))).toEqual({ message: 'Serviço indisponível' });
    expect(failureOf(new ApiError({ kind: 'http', status: 502 }))).toEqual({ key: 'errors.generic' });
    expect(failureOf(new ApiError({ kind: 'schema', status: 200 }))).toEqual({ key: 'errors.generic' });
    expect(failureOf(undefined)).toEqual({ key: 'errors.generic' });
  });
  test("the browser's own error (a chunk that could not load) is never shown in its words: the offline sentence offline, else the generic one", () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/phone-x.js');
    expect(failureOf(chunk)).toEqual({ key: 'errors.generic' });
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureOf(chunk)).toEqual({ key: 'errors.network' });
    expect(failureOf(new ApiError({ kind: 'http', status: 500, message: 'Serviço indisponível' }))).toEqual({ message: 'Serviço indisponível' });
  });
  afterEach(() => { vi.unstubAllGlobals(); });
  test('wrong credentials (the client marks a sign-in\'s 401) read in the user\'s language, whatever the server said', () => {
    expect(failureOf(new ApiError({ kind: 'unauthorized', status: 401, message: 'Usuário ou senha incorretos.', wrongCredentials: true }))).toEqual({ key: 'errors.wrong-credentials' });
    // Any other 401 keeps the server's words.
    expect(failureOf(new ApiError({ kind: 'unauthorized', status: 401, message: 'Conta bloqueada.' }))).toEqual({ message: 'Conta bloqueada.' });
  });
  test('429 without Retry-After: the resend interval', () => {
    expect(failureOf(new ApiError({ kind: 'throttled', status: 429 }))).toEqual({ key: 'errors.throttled', params: { seconds: 30 } });
  });
  test('the API\'s "Invalid token." (English in every language) reads as the session-expired sentence', () => {
    expect(failureOf(new ApiError({ kind: 'unauthorized', status: 401, message: 'Invalid token.' }))).toEqual({ key: 'errors.session-expired' });
  });
  test('a code request answered 429 says when the next code can be asked for', () => {
    expect(codeRequestFailure(new ApiError({ kind: 'throttled', status: 429, retryAfter: 26 }))).toEqual({ key: 'errors.code-wait', params: { seconds: 26 } });
    expect(codeRequestFailure(new ApiError({ kind: 'throttled', status: 429, retryAfter: 1 }))).toEqual({ key: 'errors.code-wait-one', params: { seconds: 1 } });
    expect(codeRequestFailure(new ApiError({ kind: 'network' }))).toEqual({ key: 'errors.network' });
  });
  test('a refused code is the expired-or-unknown message', () => {
    expect(codeFailure(new ApiError({ kind: 'validation', status: 400, message: 'bad' }))).toEqual({ key: 'verify.code-expired' });
    expect(codeFailure(new ApiError({ kind: 'not-found', status: 404 }))).toEqual({ key: 'verify.code-expired' });
  });
});
