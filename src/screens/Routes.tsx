// The one switch from route to screen. Only the sign-in email step ships in the
// entry; each other group of screens is a chunk loaded with its strings.
import { Suspense } from 'react';
import type { RouteName } from '../core/routes';
import { SignInScreen } from './signin/SignInScreen';
import { RedirectSpinner } from './common/RedirectSpinner';
import { lazyScreen } from './lazy-screen';

const NotFound = lazyScreen(() => import('./common/NotFound'), []);
const RecoveryAndActivationRoutes = lazyScreen(() => import('./RecoveryAndActivationRoutes'), ['signin', 'recovery']);
const SignUpRoutes = lazyScreen(() => import('./signup/SignUpRoutes'), ['signup', 'verify']);
const HubScreen = lazyScreen(() => import('./hub/HubScreen'), ['hub']);
const SettingsScreen = lazyScreen(() => import('./settings/SettingsScreen'), ['hub', 'settings', 'verify']);
const TranslatorScreen = lazyScreen(() => import('./translator/TranslatorScreen'), ['translator']);

function assertNever(x: never): never {
  throw new Error(`unhandled route ${String(x)}`);
}

function screenFor(route: RouteName) {
  switch (route) {
    case 'signin':
      return <SignInScreen />;
    case 'provisional':
    case 'forgot':
    case 'forgotReset':
    case 'forgotEmail':
    case 'forgotEmailList':
    case 'activate':
      return <RecoveryAndActivationRoutes route={route} />;
    case 'signup':
    case 'validateEmail':
    case 'validatePhone':
    case 'signupProfile':
      return <SignUpRoutes route={route} />;
    case 'hub':
      return <HubScreen />;
    case 'profile':
    case 'password':
    case 'address':
    case 'contact':
      return <SettingsScreen section={route} />;
    case 'langCreate':
      return <TranslatorScreen />;
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
