// The one switch from route to screen. Only the sign-in email step ships in the
// entry; every other screen is a chunk loaded when its route is first reached.
import { lazy, Suspense } from 'react';
import type { RouteName } from '../core/routes';
import { SignInScreen } from './signin/SignInScreen';
import { NotFound } from './common/NotFound';
import { RedirectSpinner } from './common/RedirectSpinner';

const SignUpScreen = lazy(() => import('./signup/SignUpScreen'));
const HubScreen = lazy(() => import('./hub/HubScreen'));
const SettingsScreen = lazy(() => import('./settings/SettingsScreen'));

function assertNever(x: never): never {
  throw new Error(`unhandled route ${String(x)}`);
}

function screenFor(route: RouteName) {
  switch (route) {
    case 'signin':
      return <SignInScreen />;
    case 'signup':
      return <SignUpScreen />;
    case 'hub':
      return <HubScreen />;
    case 'profile':
    case 'password':
    case 'address':
    case 'contact':
      return <SettingsScreen section={route} />;
    // Built by the flow issues (#4, #5, #7); until then these paths answer as unknown pages.
    case 'provisional':
    case 'forgot':
    case 'forgotReset':
    case 'forgotEmail':
    case 'forgotEmailList':
    case 'validateEmail':
    case 'validatePhone':
    case 'signupProfile':
    case 'activate':
    case 'langCreate':
    case 'notFound':
      return <NotFound />;
    case 'signout':
      return <RedirectSpinner />;
    default:
      return assertNever(route);
  }
}

export function Routes({ route }: { route: RouteName }) {
  return <Suspense fallback={<RedirectSpinner />}>{screenFor(route)}</Suspense>;
}
