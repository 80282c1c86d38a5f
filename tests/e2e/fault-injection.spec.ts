// Faults (issue #8): every write of spec §7 — sign-in, sign-up and its steps, recovery, activation,
// the provisional password, the code resend, and every settings save including the phone change
// and the avatar — gets ONE page brought to the moment before the call, then each fault in turn on
// that same page: a gateway 500 (HTML body), a timeout, malformed JSON (where the answer is read)
// and a dropped connection. Each must give a message in the user's language (pt here), keep what
// was typed, leave no spinner or aria-busy, and be sent exactly once; at the end the fault is gone
// and the retry succeeds against the reference API — and no password typed on the way is in
// storage, cookies, URLs, the console or events. Uncaught errors and unhandled rejections fail
// every test (support/fixtures.ts). Reads, throttling, offline and the session: fault-session.spec.ts.
// Where the call is not sign-in or sign-up's own, the session is seeded through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import {
  API_CLOCK, createAccount, devAccount, freshMobile, latestCode, seedSession, shiftServerClock, unique, verifiedAccount,
} from './support/accounts.ts';
import { injectFault, type Fault } from './support/faults.ts';
import { png } from './support/png.ts';
import {
  HOME, codeIn, dismissAlerts, expectSettled, fillLisbonAddress, portal, profileStepFilled, signIn, signedUpToPhone, typeCode,
} from './support/portal.ts';
import { expectNoSecret, watchSecrets } from './support/secrets.ts';

test.use({ locale: 'pt-BR' });

const GENERIC = 'Algo deu errado. Tente novamente.';
const NETWORK = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
const SIGNUP_ERROR = 'Houve um problema ao fazer o cadastro. Tente novamente.';
/** What the user reads for each fault when the screen has no wording of its own. */
const MESSAGE: Record<Fault, string> = { '500': GENERIC, timeout: NETWORK, reset: NETWORK, malformed: GENERIC };
/** Consecutive faults word themselves differently, so each message is seen to be new. */
const ORDER: Fault[] = ['500', 'timeout', 'malformed', 'reset'];

const click = (name: string) => (page: Page) => portal(page).getByRole('button', { name, exact: true }).click();
const passwords = (page: Page) => portal(page).locator('input[type="password"]');
/** Signed in (seeded through the API) as a fresh account of its own, on `path`. */
async function signedInAt(page: Page, request: APIRequestContext, prefix: string, path: string, verified = false) {
  const email = verified ? await verifiedAccount(request, prefix) : await createAccount(request, prefix);
  await seedSession(page.context(), request, email);
  await page.goto(path);
}

async function typeNewPassword(page: Page) {
  await passwords(page).nth(0).fill('nova1234');
  await passwords(page).nth(1).fill('nova1234');
}

interface CallCase {
  call: string;
  method: string;
  path: string;
  /** Only the call whose body this accepts gets the fault (several calls share one address). */
  when?: (body: string) => boolean;
  /** The answer's body is read (a schema): malformed JSON is a failure. Otherwise a 200 is a success whatever its body. */
  readsAnswer: boolean;
  /** Where the screen words a fault its own way (spec §8). */
  messages?: Partial<Record<Fault, string>>;
  /** Bring a new page to the moment before the call, the user's input typed. */
  reach(page: Page, request: APIRequestContext): Promise<void>;
  submit(page: Page): Promise<void>;
  /** What the user typed is still there after the failure. */
  kept(page: Page): Promise<void>;
  /** Fields the screen blanks after a failure, typed again. */
  retype?(page: Page): Promise<void>;
  succeeded(page: Page): Promise<void>;
  /** Runs before the final, real retry (e.g. the server's resend rule); resolves to its undoing. */
  beforeRetry?(page: Page, request: APIRequestContext): Promise<() => Promise<void>>;
  /** Passwords the user typed: after every fault and the success, none is in storage, cookies, URLs, console or events. */
  passwords?: string[];
}

let phoneCode = '';

/** The account the activation case creates (its code is read from the outbox). */
let activating = '';

const CASES: CallCase[] = [
  {
    call: 'sign-in',
    passwords: ['senha123'],
    method: 'POST',
    path: '/auth/sign-in/',
    readsAnswer: true,
    async reach(page) {
      await page.goto('/signin/');
      await portal(page).locator('input[name="email"]').fill('ana@example.com');
      await portal(page).locator('button[type="submit"]').click();
      await portal(page).locator('input[name="password"]').fill('senha123');
    },
    submit: (page) => portal(page).locator('button[type="submit"]').click(),
    async kept(page) {
      await expect(portal(page).locator('input[name="email"]')).toHaveValue('ana@example.com');
    },
    async retype(page) {
      await portal(page).locator('input[name="password"]').fill('senha123');
    },
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    call: 'create account',
    passwords: ['abc123'],
    method: 'POST',
    path: '/users/create-account/',
    readsAnswer: false, // any 2xx: spec §7 shows no answer, or a body that is no user is read back (issue 19.4)
    messages: { '500': SIGNUP_ERROR, malformed: SIGNUP_ERROR },
    async reach(page) {
      const email = unique('fault-signup');
      await page.goto('/signup/');
      await portal(page).locator('input[name="name"]').fill('Falha Teste');
      await portal(page).locator('input[name="email"]').fill(email);
      await portal(page).locator('input[name="confirm_email"]').fill(email);
      await portal(page).locator('input[name="password"]').fill('abc123');
    },
    submit: click('Criar conta'),
    async kept(page) {
      await expect(portal(page).locator('input[name="name"]')).toHaveValue('Falha Teste');
      await expect(portal(page).locator('input[name="confirm_email"]')).toHaveValue(/^fault-signup-/);
    },
    async retype(page) {
      await portal(page).locator('input[name="password"]').fill('abc123');
    },
    succeeded: (page) => expect(page).toHaveURL(/\/signup\/validate-email/),
  },
  {
    call: 'forgot password',
    method: 'POST',
    path: '/auth/password/forgot/',
    readsAnswer: false,
    // Any address: the answer never tells known from unknown; a new one dodges the 30 s resend rule.
    async reach(page) {
      await page.goto('/signin/forgot-password');
      await portal(page).locator('input[name="email"]').fill(unique('fault-forgot'));
    },
    submit: click('Enviar código'),
    async kept(page) {
      await expect(portal(page).locator('input[name="email"]')).toHaveValue(/^fault-forgot-/);
    },
    succeeded: (page) => expect(portal(page).getByRole('heading', { name: 'Confira seu email' })).toBeVisible(),
  },
  {
    call: 'verify email (after sign-in: then home)',
    method: 'PUT',
    path: '/users/me/verify/email/',
    readsAnswer: true,
    async reach(page, request) {
      const email = await createAccount(request, 'fault-verify');
      await signIn(page, email);
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await portal(page).locator('input[name="code"]').fill(await latestCode(request, email, 'VERIFY_EMAIL'));
    },
    submit: click('Continuar'),
    async kept(page) {
      await expect(portal(page).locator('input[name="code"]')).not.toHaveValue('');
    },
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    call: 'send phone code',
    method: 'POST',
    path: '/users/me/verify-code/phone-number/',
    readsAnswer: false, // a code send: spec §7 shows no answer, any 2xx is success (issue 19.4)
    async reach(page, request) {
      await signedUpToPhone(page, request, 'fault-phone');
      await portal(page).locator('input[type="tel"]').pressSequentially(freshMobile());
    },
    submit: click('Continuar'),
    async kept(page) {
      await expect(portal(page).locator('input[type="tel"]')).toHaveValue(/^\(11\) 9/);
    },
    succeeded: (page) => expect(portal(page).getByRole('heading', { name: 'Confirme seu telefone' })).toBeVisible(),
  },
  {
    call: 'save profile',
    method: 'PATCH',
    path: '/users/me/',
    readsAnswer: false, // any 2xx: spec §7 shows no answer, or a body that is no user is read back (issue 19.4)
    async reach(page, request) {
      await signedUpToPhone(page, request, 'fault-profile');
      await profileStepFilled(page);
    },
    submit: click('Salvar e continuar'),
    async kept(page) {
      await expect(portal(page).getByLabel('Dia')).toHaveValue('7');
      await expect(portal(page).getByLabel('Ano')).toHaveValue('1990');
    },
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    // The step's second call: the profile was saved, then the phone fails. A retry saves both again.
    call: 'save profile: its phone',
    method: 'PATCH',
    path: '/users/me/',
    when: (body) => body.includes('"phone_number"'),
    readsAnswer: false, // any 2xx: a body that is no user is read back (issue 19.4)
    async reach(page, request) {
      await signedUpToPhone(page, request, 'fault-profile-phone');
      await profileStepFilled(page);
      await portal(page).locator('input[type="tel"]').pressSequentially(freshMobile());
    },
    submit: click('Salvar e continuar'),
    async kept(page) {
      await expect(portal(page).locator('input[type="tel"]')).toHaveValue(/^\(11\) 9/);
      await expect(portal(page).getByLabel('Ano')).toHaveValue('1990');
    },
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    // The step's last call: profile saved, then the cropped picture fails.
    call: 'save profile: its picture',
    method: 'PATCH',
    path: '/users/me/',
    when: (body) => body.includes('name="avatar"'),
    readsAnswer: false, // any 2xx: a body that is no user is read back (issue 19.4)
    async reach(page, request) {
      await signedUpToPhone(page, request, 'fault-profile-picture');
      await profileStepFilled(page);
      await portal(page).locator('input[name="avatar"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
      const dialog = portal(page).getByRole('dialog', { name: 'Ajuste sua foto' });
      await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Salvar foto', exact: true }).click();
      await expect(portal(page).getByRole('img', { name: 'Foto de perfil escolhida, recortada' })).toBeVisible();
    },
    submit: click('Salvar e continuar'),
    async kept(page) {
      await expect(portal(page).getByRole('img', { name: 'Foto de perfil escolhida, recortada' })).toBeVisible();
      await expect(portal(page).getByLabel('Dia')).toHaveValue('7');
    },
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    call: 'reset password with the code',
    passwords: ['nova1234'],
    method: 'POST',
    path: '/auth/password/forgot/reset/',
    readsAnswer: false,
    async reach(page, request) {
      const email = await createAccount(request, 'fault-reset');
      await page.goto('/signin/forgot-password');
      await portal(page).locator('input[name="email"]').fill(email);
      await portal(page).getByRole('button', { name: 'Enviar código', exact: true }).click();
      await typeCode(page, await latestCode(request, email, 'RESET_PASSWORD'));
      await portal(page).getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(page).toHaveURL(/\/signin\/forgot-password\/reset/);
      await typeNewPassword(page);
    },
    submit: (page) => portal(page).locator('button[type="submit"]').click(),
    async kept(page) {
      await expect(page).toHaveURL(/\/signin\/forgot-password\/reset/); // the code and email are still in hand
    },
    retype: typeNewPassword,
    // Signed in with the new password; the emailed code proved the address (issue 20): home.
    succeeded: (page) => expect(page).toHaveURL(HOME),
  },
  {
    call: 'check the phone code',
    method: 'PUT',
    path: '/users/me/verify/phone-number/',
    readsAnswer: true,
    async reach(page, request) {
      await signedUpToPhone(page, request, 'fault-phone-code');
      const national = freshMobile();
      await portal(page).locator('input[type="tel"]').pressSequentially(national);
      await portal(page).getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(portal(page).getByRole('heading', { name: 'Confirme seu telefone' })).toBeVisible();
      await portal(page).locator('input[name="code"]').fill(await latestCode(request, `+55${national}`, 'VERIFY_PHONE'));
    },
    submit: click('Continuar'),
    async kept(page) {
      await expect(portal(page).locator('input[name="code"]')).not.toHaveValue('');
    },
    succeeded: (page) => expect(page).toHaveURL(/\/signup\/profile/),
  },
  {
    call: 'save personal data',
    method: 'PATCH',
    path: '/users/me/',
    readsAnswer: false, // any 2xx: spec §7 shows no answer, or a body that is no user is read back (issue 19.4)
    async reach(page, request) {
      await signedInAt(page, request, 'fault-personal', '/profile', true);
      await portal(page).locator('form').getByLabel('Nome completo').fill('Maria Nova');
      await portal(page).locator('form').getByLabel('Gênero').selectOption('FEMALE');
    },
    submit: click('Salvar alterações'),
    async kept(page) {
      await expect(portal(page).locator('form').getByLabel('Nome completo')).toHaveValue('Maria Nova');
    },
    succeeded: (page) => expect(portal(page).getByText('Alterações salvas!')).toBeVisible(),
  },
  {
    call: 'save the address',
    method: 'PUT',
    path: '/users/me/address/',
    readsAnswer: true,
    async reach(page, request) {
      await signedInAt(page, request, 'fault-address', '/address', true);
      const form = portal(page).locator('form');
      await fillLisbonAddress(form);
    },
    submit: click('Salvar alterações'),
    async kept(page) {
      await expect(portal(page).locator('form').getByLabel('Endereço')).toHaveValue('Rua Augusta, 1');
      await expect(portal(page).locator('form').getByLabel('Cidade')).toHaveValue('Lisboa');
    },
    succeeded: (page) => expect(portal(page).getByText('Alterações salvas!').first()).toBeVisible(),
  },
  {
    call: 'change password',
    passwords: ['senha123', 'nova1234'],
    method: 'POST',
    path: '/auth/password/reset/',
    readsAnswer: false,
    async reach(page, request) {
      await signedInAt(page, request, 'fault-password', '/password', true);
      const form = portal(page).locator('form');
      await form.getByLabel('Senha atual').fill('senha123');
      await form.getByLabel('Nova senha', { exact: true }).fill('nova1234');
      await form.getByLabel('Confirme a nova senha').fill('nova1234');
    },
    submit: click('Alterar senha'),
    async kept(page) {
      await expect(portal(page).locator('form').getByLabel('Nova senha', { exact: true })).toHaveValue('nova1234');
    },
    succeeded: (page) => expect(portal(page).getByText('Senha alterada!')).toBeVisible(),
  },
  {
    call: 'activate: create the password',
    passwords: ['nova1234'],
    method: 'PATCH',
    path: '/auth/activate/password/',
    readsAnswer: false,
    messages: { '500': 'Não foi possível criar sua senha. Tente novamente.' },
    async reach(page, request) {
      const email = await devAccount(request, 'fault-activate', 'unactivated');
      activating = email;
      await page.goto(`/signin/`);
      await portal(page).locator('input[name="email"]').fill(email);
      await portal(page).locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/activate\?email=/);
      await typeNewPassword(page);
    },
    submit: click('Ativar conta'),
    async kept(page) {
      await expect(portal(page).getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
      await expect(passwords(page).nth(0)).toHaveValue('nova1234');
    },
    // The reference API asks for the code it emailed (issue 25), which proves the address: the
    // automatic sign-in then completes at home.
    async succeeded(page) {
      await expect(portal(page).getByRole('heading', { name: 'Confirme seu email' })).toBeVisible();
      await typeCode(page, await latestCode(page.request, activating, 'ACTIVATION'));
      await click('Ativar conta')(page);
      await expect(page).toHaveURL(HOME);
    },
  },
  {
    call: 'provisional password: complete',
    passwords: ['Temp1234', 'nova1234'],
    method: 'POST',
    path: '/auth/password/complete/',
    readsAnswer: true,
    async reach(page, request) {
      await signIn(page, await devAccount(request, 'fault-provisional', 'provisional'), 'Temp1234');
      await expect(page).toHaveURL(/\/signin\/provisional-password/);
      await typeNewPassword(page);
    },
    submit: click('Salvar nova senha'),
    async kept(page) {
      await expect(page).toHaveURL(/\/signin\/provisional-password/);
      await expect(passwords(page).nth(1)).toHaveValue('nova1234');
    },
    async succeeded(page) {
      await expect(page).toHaveURL(/\/signin\/\?email=fault-provisional-/);
      await expect(portal(page).getByText('Senha definida. Entre com a sua nova senha.')).toBeVisible();
    },
  },
  {
    call: 'validate email: resend the code',
    method: 'POST',
    path: '/users/me/verify-code/email/',
    readsAnswer: false,
    async reach(page, request) {
      await page.clock.install(); // the resend button waits 30 s first: jump over it, not wait it out
      await signIn(page, await createAccount(request, 'fault-resend'));
      await expect(page).toHaveURL(/\/signup\/validate-email/);
      await typeCode(page, 'AB12');
      await page.clock.fastForward(31_000);
      await expect(portal(page).getByRole('button', { name: 'Reenviar código', exact: true })).toBeEnabled();
    },
    submit: click('Reenviar código'),
    async kept(page) {
      await expect.poll(() => codeIn(portal(page)), { message: 'the code typed so far' }).toBe('AB12');
      // A failure does not start the countdown: the user can ask again at once.
      await expect(portal(page).getByRole('button', { name: 'Reenviar código', exact: true })).toBeEnabled();
    },
    // The API allows one code per 30 s: move its clock past the sign-up's code (and back).
    async beforeRetry(_page, request) {
      await shiftServerClock(request, 31);
      return () => shiftServerClock(request, -31);
    },
    succeeded: (page) => expect(portal(page).getByText('Código reenviado com sucesso.')).toBeVisible(),
  },
  {
    call: 'settings contact: send a code to the new phone',
    method: 'POST',
    path: '/users/verify',
    readsAnswer: false, // a code send: spec §7 shows no answer, any 2xx is success (issue 19.4)
    async reach(page, request) {
      await signedInAt(page, request, 'fault-contact', '/contact');
      await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
      await portal(page).getByLabel('Novo número de telefone').pressSequentially(freshMobile());
    },
    submit: click('Enviar código'),
    async kept(page) {
      await expect(portal(page).getByRole('dialog', { name: 'Alterar telefone' })).toBeVisible();
      await expect(portal(page).getByLabel('Novo número de telefone')).toHaveValue(/^\(11\) 9/);
    },
    succeeded: (page) => expect(portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' })).toBeVisible(),
  },
  {
    call: 'settings contact: resend the code to the new phone',
    method: 'POST',
    path: '/users/me/verify-code/phone-number/',
    when: (body) => !body.includes('phone_number'), // the settings form: delivery_by only (spec §7)
    readsAnswer: false, // a code send: spec §7 shows no answer, any 2xx is success (issue 19.4)
    async reach(page, request) {
      await page.clock.install(); // the resend button waits 30 s first: jump over it, not wait it out
      await signedInAt(page, request, 'fault-contact-resend', '/contact');
      await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
      await portal(page).getByLabel('Novo número de telefone').pressSequentially(freshMobile());
      await portal(page).getByRole('button', { name: 'Enviar código', exact: true }).click();
      await expect(portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' })).toBeVisible();
      await typeCode(page, 'AB12');
      await page.clock.fastForward(31_000);
      await expect(portal(page).getByRole('button', { name: 'Reenviar código', exact: true })).toBeEnabled();
    },
    submit: click('Reenviar código'),
    async kept(page) {
      await expect(portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' })).toBeVisible();
      await expect.poll(() => codeIn(portal(page)), { message: 'the code typed so far' }).toBe('AB12');
    },
    // The API allows one code per 30 s: move its clock past the first one (and back).
    async beforeRetry(_page, request) {
      await shiftServerClock(request, 31);
      return () => shiftServerClock(request, -31);
    },
    succeeded: (page) => expect(portal(page).getByText('Código reenviado com sucesso.')).toBeVisible(),
  },
  {
    call: 'settings contact: confirm the new phone with the code',
    method: 'PUT',
    path: '/users/me/verify/phone-number/',
    readsAnswer: true,
    async reach(page, request) {
      await signedInAt(page, request, 'fault-contact-code', '/contact');
      await portal(page).getByRole('button', { name: 'Alterar telefone' }).click();
      const national = freshMobile();
      await portal(page).getByLabel('Novo número de telefone').pressSequentially(national);
      await portal(page).getByRole('button', { name: 'Enviar código', exact: true }).click();
      const dialog = portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' });
      await expect(dialog).toBeVisible();
      phoneCode = await latestCode(request, `+55${national}`, 'VERIFY_PHONE');
      // Typing the sixth character submits by itself: type five here, the last one with a fault on.
      await dialog.getByRole('textbox').first().focus();
      await page.keyboard.type(phoneCode.slice(0, 5));
    },
    async submit(page) {
      const dialog = portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' });
      if ((await codeIn(dialog)).length < 6) await page.keyboard.type(phoneCode.slice(5));
      else await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
    },
    async kept(page) {
      const dialog = portal(page).getByRole('dialog', { name: 'Confirme o novo telefone' });
      await expect(dialog).toBeVisible();
      await expect.poll(() => codeIn(dialog), { message: 'the code typed' }).toBe(phoneCode);
    },
    succeeded: (page) => expect(portal(page).getByText('Telefone alterado com sucesso')).toBeVisible(),
  },
  {
    call: 'settings: upload the cropped avatar',
    method: 'PATCH',
    path: '/users/me/',
    readsAnswer: false, // any 2xx: spec §7 shows no answer, or a body that is no user is read back (issue 19.4)
    async reach(page, request) {
      await signedInAt(page, request, 'fault-avatar', '/profile');
      await portal(page).locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(400, 300) });
      await expect(portal(page).getByRole('dialog', { name: 'Ajuste sua foto' }).getByRole('slider', { name: 'Zoom' })).toBeEnabled();
    },
    submit: click('Salvar foto'),
    async kept(page) {
      // The dialog stays open with the picture: the user may save again.
      await expect(portal(page).getByRole('dialog', { name: 'Ajuste sua foto' }).getByRole('slider', { name: 'Zoom' })).toBeEnabled();
    },
    async succeeded(page) {
      await expect(portal(page).getByText('Foto atualizada!')).toBeVisible();
      await expect(portal(page).locator('[part="avatar-card"] img')).toBeVisible();
    },
  },
];

test.describe('each fault on one page per call: message, input kept, settled, sent once, then the retry succeeds', () => {
  for (const c of CASES) {
    // A case that moves the API's clock (beforeRetry) runs with the others that do, alone.
    test(`${c.call} (${c.method} ${c.path})`, { tag: c.beforeRetry ? [API_CLOCK] : [] }, async ({ page, request }) => {
      const watch = await watchSecrets(page);
      await c.reach(page, request);
      for (const fault of ORDER) {
        if (fault === 'malformed' && !c.readsAnswer) continue; // a 200 whose body is never read is a success
        await test.step(fault, async () => {
          const f = await injectFault(page, `${c.path}**`, fault, c.method, c.when);
          await c.submit(page);
          await expect(portal(page).getByText(c.messages?.[fault] ?? MESSAGE[fault], { exact: true }).first()).toBeVisible();
          await c.kept(page);
          await expectSettled(page);
          expect(f.count(), 'a write is sent once, never retried by itself').toBe(1);
          await f.clear();
          await dismissAlerts(page);
          await c.retype?.(page);
        });
      }
      const undo = await c.beforeRetry?.(page, request);
      try {
        await c.submit(page);
        await c.succeeded(page);
      } finally {
        await undo?.();
      }
      await expectSettled(page);
      for (const password of c.passwords ?? []) await expectNoSecret(page, watch, password);
    });
  }
});
