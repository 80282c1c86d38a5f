// Sign-up and the verification steps that follow it, loaded on demand.
import NotFound from '../common/NotFound';
import SignUpForm from './SignUpForm';

export type SignUpRoute = 'signup' | 'validateEmail' | 'validatePhone' | 'signupProfile';

export default function SignUpRoutes({ route }: { route: SignUpRoute }) {
  switch (route) {
    case 'signup':
      return <SignUpForm />;
    // Built by issue #4; until then these paths answer as unknown pages.
    case 'validateEmail':
    case 'validatePhone':
    case 'signupProfile':
      return <NotFound />;
  }
}
