import { describe, expect, it, vi } from 'vitest';
import { afterSignIn, type AfterSignInDeps } from './after-sign-in';
import { sendEmailCode, verificationsActive } from '../core/api/calls';
import { replay } from '../../tests/unit/recorded';

const EMAIL = 'bruno@example.com';
const apiError = (kind: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(String(extra.message ?? '')), { kind, ...extra });

/** The email code request answering as the reference API did in `scenario` (tests/fixtures/verify-code-email/). */
const sendAs = (scenario: string) => vi.fn((email: string) => replay(`verify-code-email/${scenario}`, () => sendEmailCode(email)));

function deps(over: Partial<AfterSignInDeps> = {}): AfterSignInDeps {
  return {
    // As the reference API answered (tests/fixtures/): an unverified email, a code sent.
    verifications: vi.fn((email: string) => replay('verify-active/email-unverified', () => verificationsActive(email))),
    sendEmailCode: sendAs('success'),
    ...over,
  };
}

describe('after a sign-in: the verification check', () => {
  it('sends a code to an unverified email and counts the resend from now', async () => {
    const d = deps();
    expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'validate-email', resendIn: 30 });
    expect(d.verifications).toHaveBeenCalledWith(EMAIL);
    expect(d.sendEmailCode).toHaveBeenCalledExactlyOnceWith(EMAIL);
  });
  it('treats no verifications at all as an unverified email (a fresh activation)', async () => {
    const d = deps({ verifications: vi.fn(async () => []) });
    expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'validate-email', resendIn: 30 });
  });
  it('completes without a code when the email is verified or only the phone is asked', async () => {
    for (const list of [
      [{ type_validation: 'EMAIL' as const, active: true }, { type_validation: 'PHONE_NUMBER' as const, active: true }],
      [{ type_validation: 'PHONE_NUMBER' as const, active: false }],
    ]) {
      const d = deps({ verifications: vi.fn(async () => list) });
      expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'done' });
      expect(d.sendEmailCode).not.toHaveBeenCalled();
    }
  });
  it('completes when the check itself fails: it is advisory', async () => {
    const d = deps({ verifications: vi.fn(async () => { throw apiError('network'); }) });
    expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'done' });
    expect(d.sendEmailCode).not.toHaveBeenCalled();
  });
  it('still opens validate-email when the send fails, saying why and offering a resend at once', async () => {
    const d = deps({ sendEmailCode: vi.fn(async () => { throw apiError('network'); }) });
    expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'validate-email', resendIn: 0, sendError: { key: 'errors.network' } });
    const server = deps({ sendEmailCode: vi.fn(async () => { throw apiError('server', { message: 'Falha ao enviar.' }); }) });
    expect(await afterSignIn(server, EMAIL)).toEqual({ to: 'validate-email', resendIn: 0, sendError: { message: 'Falha ao enviar.' } });
  });
  it('takes a 429 as a code sent moments ago: no alert, the resend waits as long as the API says', async () => {
    const d = deps({ sendEmailCode: sendAs('resend-too-soon') });
    expect(await afterSignIn(d, EMAIL)).toEqual({ to: 'validate-email', resendIn: 30 }); // its retry_after
    const bare = deps({ sendEmailCode: vi.fn(async () => { throw apiError('throttled', { status: 429 }); }) });
    expect(await afterSignIn(bare, EMAIL)).toEqual({ to: 'validate-email', resendIn: 30 });
  });
});
