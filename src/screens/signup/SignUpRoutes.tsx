// Sign-up and the verification steps that follow it, loaded on demand.
import CompleteProfile from './CompleteProfile';
import SignUpForm from './SignUpForm';
import ValidateEmail from './ValidateEmail';
import ValidatePhone from './ValidatePhone';

export type SignUpRoute = 'signup' | 'validateEmail' | 'validatePhone' | 'signupProfile';

export default function SignUpRoutes({ route }: { route: SignUpRoute }) {
  switch (route) {
    case 'signup':
      return <SignUpForm />;
    case 'validateEmail':
      return <ValidateEmail />;
    case 'validatePhone':
      return <ValidatePhone />;
    case 'signupProfile':
      return <CompleteProfile />;
  }
}
