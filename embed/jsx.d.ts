// Generated from embed/contract.ts by `node scripts/gen-custom-elements.mjs`: edit the contract, not this file.
// JSX for React 19 (shipped as dist/embed/accounts-jsx.d.ts): the elements as intrinsic
// elements with their attributes and `on<event-name>` listeners, which React 19 attaches with
// addEventListener on custom elements. Unknown plain attributes are type errors (TypeScript lets
// any hyphenated name through, as it does data-*; the declared hyphenated ones are checked).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  AccountsEventDetailMap,
  AccountsSigninAttributes,
  AccountsSigninElement,
  AccountsSignupAttributes,
  AccountsSignupElement,
  AccountsHubAttributes,
  AccountsHubElement,
  AccountsSettingsAttributes,
  AccountsSettingsElement,
  AccountsPortalAttributes,
  AccountsPortalElement,
} from './types';

/** `onaccounts-ready={(e) => e.detail.source}` and the rest of the catalogue. */
export type AccountsEventProps = {
  [N in keyof AccountsEventDetailMap as `on${N}`]?: (event: CustomEvent<AccountsEventDetailMap[N]>) => void;
};

type Props<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A & AccountsEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'accounts-signin': Props<AccountsSigninElement, AccountsSigninAttributes>;
      'accounts-signup': Props<AccountsSignupElement, AccountsSignupAttributes>;
      'accounts-hub': Props<AccountsHubElement, AccountsHubAttributes>;
      'accounts-settings': Props<AccountsSettingsElement, AccountsSettingsAttributes>;
      'accounts-portal': Props<AccountsPortalElement, AccountsPortalAttributes>;
    }
  }
}
