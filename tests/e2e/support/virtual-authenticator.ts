// Chromium's virtual authenticator through the CDP WebAuthn domain: a platform authenticator with
// user verification that holds discoverable credentials (passkeys), answering without a person.
// WebAuthn refuses IP addresses, so passkey tests open the portal as http://localhost:<port>.
import type { CDPSession, Page } from '@playwright/test';

/** The portal of this e2e slot on a name WebAuthn accepts (the same server as baseURL's 127.0.0.1). */
export const PORTAL_LOCAL = `http://localhost:${5173 + 10 * Number(process.env.E2E_SLOT ?? 0)}`;
export const HOME_LOCAL = new RegExp(`^${PORTAL_LOCAL.replace(/[.:/]/g, '\\$&')}/$`);

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
  credentials(): Promise<{ credentialId: string; rpId?: string; signCount: number }[]>;
  /** false: the person declines the fingerprint/face/PIN check (the browser then refuses, as for a cancel). */
  setUserVerified(verified: boolean): Promise<void>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId: id } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    cdp, id,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials,
    setUserVerified: async (isUserVerified) => { await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified }); },
  };
}

/**
 * A password sign-in (en screens) where the email step also has "Sign in with a passkey" (a second
 * submit button): the buttons are picked by name.
 */
export async function signInWithPassword(page: Page, email: string, password = 'senha123', path = '/signin/'): Promise<void> {
  // A gate once in a while ends here with the email step on screen and Continue idle: the page
  // says whether the click and the submit reached it (printed by fixtures.ts when a test fails).
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      root.addEventListener('submit', (e) => console.debug(`e2e: submit of form ${(e.target as HTMLFormElement).name || '(unnamed)'}`), true);
      return root;
    };
    window.addEventListener('click', (e) => {
      const target = e.composedPath()[0] as Element | undefined;
      console.debug(`e2e: click on ${target?.localName ?? '?'} "${target?.textContent?.trim().slice(0, 30) ?? ''}"`);
    }, true);
  });
  await page.goto(path);
  const el = page.locator('accounts-portal');
  await el.locator('input[name="email"]').fill(email);
  await el.getByRole('button', { name: 'Continue', exact: true }).click();
  await el.locator('input[name="password"]').fill(password);
  await el.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Records the mediation of every navigator.credentials.get() in `window.__mediations`; with
 * `autofill: false` the browser says it has no passkey autofill (conditional mediation), as some do.
 */
export async function watchCredentials(page: Page, { autofill = true }: { autofill?: boolean } = {}): Promise<void> {
  await page.addInitScript((withAutofill) => {
    const w = window as unknown as { __mediations: string[] };
    w.__mediations = [];
    if (!navigator.credentials) return;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      w.__mediations.push(options?.mediation ?? 'optional');
      return get(options);
    };
    if (!withAutofill && typeof PublicKeyCredential === 'function') {
      (PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    }
  }, autofill);
}

export const mediations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __mediations: string[] }).__mediations);
