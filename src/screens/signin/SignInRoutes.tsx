// Signed-out screens around sign-in, loaded on demand (the email step is in the entry).
import NotFound from '../common/NotFound';

export type SignInRoute = 'provisional' | 'forgot' | 'forgotReset' | 'forgotEmail' | 'forgotEmailList' | 'activate';

export default function SignInRoutes({ route }: { route: SignInRoute }) {
  switch (route) {
    // Built by issue #4; until then these paths answer as unknown pages.
    case 'provisional':
    case 'forgot':
    case 'forgotReset':
    case 'forgotEmail':
    case 'forgotEmailList':
    case 'activate':
      return <NotFound />;
  }
}
