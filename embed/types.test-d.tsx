// Type test (compiled by `tsc -p embed/tsconfig.types.json`, no emit): what partners write must
// type-check and mistakes must not. Each @ts-expect-error fails the build if the line compiles.
import type { AccountsSettingsElement, SignedInDetail } from './types';
import './jsx';

export const ok = (
  <accounts-signin
    product="talks"
    brand-color="#7c3aed"
    callback-url="https://talks.lingora.example/"
    locale="en"
    email="ana@example.com"
    onaccounts-signed-in={(e) => e.detail.email.toLowerCase()}
    onaccounts-step-change={(e) => e.detail.step}
  />
);
export const settings = <accounts-settings product="talks" section="password" />;
export const others = [<accounts-signup key="s" />, <accounts-hub key="h" />, <accounts-portal key="p" />];

// @ts-expect-error an unknown attribute
export const unknownAttribute = <accounts-signin produkt="talks" />;
// @ts-expect-error locale is pt, en or es
export const badLocale = <accounts-signin locale="fr" />;
// @ts-expect-error section is one of the four settings sections
export const badSection = <accounts-settings section="billing" />;
// @ts-expect-error email belongs to accounts-signin only
export const emailOnSignup = <accounts-signup email="ana@example.com" />;
// @ts-expect-error the signed-in detail has no token
export const noToken = <accounts-signin onaccounts-signed-in={(e) => e.detail.token} />;

// DOM typings: the tag map and the event map.
const signin = document.createElement('accounts-signin');
signin.product = 'talks';
signin.email = 'ana@example.com';
// @ts-expect-error properties are strings
signin.brandColor = 42;
const s: AccountsSettingsElement | null = document.querySelector('accounts-settings');
if (s) s.section = 'address';
signin.addEventListener('accounts-signed-in', (e) => {
  const d: SignedInDetail = e.detail;
  return d.product;
});
document.addEventListener('accounts-locale-change', (e) => e.detail.locale.toUpperCase());
