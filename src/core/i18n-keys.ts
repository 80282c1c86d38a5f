// Translation keys typed from locales/pt (the source language and fallback): a key that is not
// there fails `npm run typecheck`. Types only: nothing here reaches a bundle.
type Pt = {
  account: typeof import('../../locales/pt/account.json');
  common: typeof import('../../locales/pt/common.json');
  errors: typeof import('../../locales/pt/errors.json');
  hub: typeof import('../../locales/pt/hub.json');
  passkeys: typeof import('../../locales/pt/passkeys.json');
  portal: typeof import('../../locales/pt/portal.json');
  recovery: typeof import('../../locales/pt/recovery.json');
  settings: typeof import('../../locales/pt/settings.json');
  shared: typeof import('../../locales/pt/shared.json');
  side: typeof import('../../locales/pt/side.json');
  signin: typeof import('../../locales/pt/signin.json');
  signup: typeof import('../../locales/pt/signup.json');
  translator: typeof import('../../locales/pt/translator.json');
  verify: typeof import('../../locales/pt/verify.json');
};

/** Dotted paths to every string of `T`. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** Every key locales/pt defines, e.g. 'common.continue'. */
export type TKey = Leaves<Pt>;
