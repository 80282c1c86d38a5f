// Signed-out screens around sign-in, loaded on demand (the email step is in the entry).
import ProvisionalPasswordScreen from './ProvisionalPasswordScreen';
import ForgotEmailScreen from './ForgotEmailScreen';
import ForgotEmailListScreen from './ForgotEmailListScreen';
import ForgotPasswordScreen from '../recovery/ForgotPasswordScreen';
import ResetPasswordScreen from '../recovery/ResetPasswordScreen';
import ActivateScreen from '../activate/ActivateScreen';

export type SignInRoute = 'provisional' | 'forgot' | 'forgotReset' | 'forgotEmail' | 'forgotEmailList' | 'activate';

export default function SignInRoutes({ route }: { route: SignInRoute }) {
  switch (route) {
    case 'provisional':
      return <ProvisionalPasswordScreen />;
    case 'forgot':
      return <ForgotPasswordScreen />;
    case 'forgotReset':
      return <ResetPasswordScreen />;
    case 'forgotEmail':
      return <ForgotEmailScreen />;
    case 'forgotEmailList':
      return <ForgotEmailListScreen />;
    case 'activate':
      return <ActivateScreen />;
  }
}
