// Where sign-in sends the user after a submit (spec §4). Loaded with the flow (it acts only after
// a submit), so the email step's first render doesn't carry it; the steps' ends are signup/finish.ts's.
import type { SignInExit, SignInFlow } from '../../flows/signin-flow';
import { createLiveSignInFlow } from '../../flows/signin-live';
import type { Query } from '../../core/router';
import { finishWith, toValidateEmail, type FinishContext } from '../signup/finish';

/**
 * SignInScreen's live flow, ending where signInExits says: made here, in the chunk that comes with
 * the first use, so the screen carries only the import. `branding` is read at each submit.
 */
export function liveSignIn(ctx: FinishContext, query: Query): SignInFlow {
  return createLiveSignInFlow(() => ctx.branding().id, signInExits(ctx), query.email ?? '', () => ctx.branding().callbackUrl, query.next);
}

export function signInExits(ctx: FinishContext): (x: SignInExit) => void {
  const productQuery = (): Query => {
    const id = ctx.branding().id;
    return id ? { product: id } : {};
  };
  return (x) => {
    switch (x.to) {
      case 'activate':
        ctx.router.navigate('/activate', { query: { email: x.email, ...productQuery() }, state: { activationChecked: true } });
        break;
      case 'validate-email':
        toValidateEmail(ctx, x);
        break;
      case 'provisional':
        ctx.router.navigate('/signin/provisional-password/', { query: productQuery() });
        break;
      case 'done':
        finishWith(ctx).done({ email: x.email }, x.target);
        break;
    }
  };
}
