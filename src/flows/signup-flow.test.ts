import { describe, expect, it, vi } from 'vitest';
import { createSignUpFlow, signUpErrors, type SignUpDeps } from './signup-flow';
import { signIn } from '../core/api/calls';
import { createAccount, type NewAccount } from '../core/api/account-calls';
import type { SignInResponse } from '../core/api/schemas';
import { recordedBody, replay } from '../../tests/unit/recorded';

const form = { name: 'Ana', email: 'new@example.com', confirmEmail: 'new@example.com', password: 'abc123' };
const { session } = recordedBody<SignInResponse>('sign-in/authenticated');
/** The create-account call answering as the reference API did in `scenario` (tests/fixtures/create-account/). */
const createAs = (scenario: string) => vi.fn((account: NewAccount) => replay(`create-account/${scenario}`, () => createAccount(account)));

function deps(over: Partial<SignUpDeps> = {}): SignUpDeps {
  return {
    createAccount: createAs('success'),
    signIn: vi.fn((email: string, password: string) => replay('sign-in/authenticated', () => signIn(email, password))),
    storeSession: vi.fn(),
    markFreemiumTalks: vi.fn(),
    exit: vi.fn(),
    ...over,
  };
}

describe('sign-up flow', () => {
  it('requires every field and matching emails', () => {
    expect(signUpErrors({ name: '', email: '', confirmEmail: '', password: '' })).toEqual({
      name: 'errors.name-required', email: 'errors.email-required', confirmEmail: 'errors.email-required', password: 'errors.password-required',
    });
    expect(signUpErrors({ ...form, confirmEmail: 'other@example.com' }).confirmEmail).toBe('errors.emails-differ');
    expect(signUpErrors({ ...form, password: 'abcdef' }).password).toBe('errors.password-rule');
    expect(signUpErrors({ ...form, name: 'a'.repeat(500) }).name).toBe('errors.name-long'); // refused here, not by the API
  });
  it('sends the email lowercased, as the API keeps it and the next screens show it', async () => {
    const d = deps();
    await createSignUpFlow(d, { source: () => 'TALKS', product: 'talks', utmSource: '' }).submit({ ...form, email: ' Ana.Q@Example.com', confirmEmail: 'ana.q@EXAMPLE.com ' });
    expect(d.createAccount).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana.q@example.com', confirm_email: 'ana.q@example.com' }));
  });
  it('sends the uppercased product as source, authenticates and goes to validate-email', async () => {
    const d = deps();
    await createSignUpFlow(d, { source: () => 'TALKS', product: 'talks', utmSource: '' }).submit(form);
    expect(d.createAccount).toHaveBeenCalledWith({ name: 'Ana', email: form.email, confirm_email: form.email, password: 'abc123', source: 'TALKS' });
    expect(d.storeSession).toHaveBeenCalledWith(session);
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: form.email, lead: false });
    expect(d.markFreemiumTalks).not.toHaveBeenCalled();
  });
  it('reads the source at submit: the product record may have arrived since (an alias of the default)', async () => {
    const d = deps();
    let source = 'DEFAULT';
    const flow = createSignUpFlow(d, { source: () => source, product: 'default', utmSource: '' });
    source = 'ACCOUNT';
    await flow.submit(form);
    expect(d.createAccount).toHaveBeenCalledWith(expect.objectContaining({ source: 'ACCOUNT' }));
  });

  it('stores FREEMIUM_TALKS for talks with utm_source=lead', async () => {
    const d = deps();
    await createSignUpFlow(d, { source: () => 'TALKS', product: 'talks', utmSource: 'lead' }).submit(form);
    expect(d.markFreemiumTalks).toHaveBeenCalled();
    expect(d.exit).toHaveBeenCalledWith({ to: 'validate-email', email: form.email, lead: true });
  });
  it("shows the API's own words when it refuses the account (a taken email), and goes nowhere", async () => {
    const d = deps({ createAccount: createAs('email-taken') });
    const f = createSignUpFlow(d, { source: () => 'ACCOUNT', product: '', utmSource: '' });
    await f.submit(form);
    expect(f.$formError.get()).toEqual({ message: recordedBody<{ detail: string }>('create-account/email-taken').detail });
    expect(d.signIn).not.toHaveBeenCalled();
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('shows the registration problem message when the server gives none', async () => {
    const d = deps({ createAccount: vi.fn(async () => { throw Object.assign(new Error(''), { kind: 'http' }); }) });
    const f = createSignUpFlow(d, { source: () => 'ACCOUNT', product: '', utmSource: '' });
    await f.submit(form);
    expect(f.$formError.get()).toEqual({ key: 'signup.error' });
    expect(d.exit).not.toHaveBeenCalled();
  });
  it('does not submit an invalid form', async () => {
    const d = deps();
    await createSignUpFlow(d, { source: () => 'ACCOUNT', product: '', utmSource: '' }).submit({ ...form, name: '' });
    expect(d.createAccount).not.toHaveBeenCalled();
  });
});
