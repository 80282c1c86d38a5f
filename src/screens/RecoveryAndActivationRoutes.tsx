// Signed-out screens besides the sign-in steps, one chunk loaded on demand (the email step is in
// the entry): recovering a password or an email, and activating an account (its provisional
// password or its activation link).
import ProvisionalPasswordScreen from './signin/ProvisionalPasswordScreen';
import ForgotEmailScreen from './signin/ForgotEmailScreen';
import ForgotEmailListScreen from './signin/ForgotEmailListScreen';
import ForgotPasswordScreen from './recovery/ForgotPasswordScreen';
import ResetPasswordScreen from './recovery/ResetPasswordScreen';
import ActivateScreen from './activate/ActivateScreen';

export type RecoveryAndActivationRoute = 'provisional' | 'forgot' | 'forgotReset' | 'forgotEmail' | 'forgotEmailList' | 'activate';

export default function RecoveryAndActivationRoutes({ route }: { route: RecoveryAndActivationRoute }) {
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
