import { useReducer, useState } from 'react';
import type { TwoFactorChallenge } from '../../../auth/auth-client.types';
import { signInCodeTexts } from '../auth-codes.texts';
import { TwoFactorStep } from '../components/two-factor-step.component';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText } from '../../../auth/auth-error';
import { errorMessages, uiTexts } from '../../../domain/messages';
import type { LoginFormValues } from '../../../domain/validation/auth-form.rules';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';
import { AuthCardLayout } from '../components/auth-card-layout.component';
import { GoogleSignInButton } from '../components/google-sign-in-button.component';
import { LoginForm } from '../components/login-form.component';
import { OrDivider } from '../components/or-divider.component';
import { SignUpLinks } from '../components/sign-up-links.component';
import { googleTransition, loginTransition } from '../login.machine';
import { redirectTarget } from '../redirect-target';
import { enqueueToast } from '../../../components/toast/toast-queue';

/** /login (SPEC §2 login screen). */
export default function LoginPage() {
  const auth = useAuth();
  const { navigate, state } = useAuthNavigation();
  const [status, sendLogin] = useReducer(loginTransition, 'idle');
  const [google, sendGoogle] = useReducer(googleTransition, 'idle');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const signIn = async ({ email, password }: LoginFormValues) => {
    sendLogin('submit');
    try {
      const outcome = await auth.signInWithPassword(email, password);
      if (outcome && 'twoFactor' in outcome) {
        // The password was right; the session starts after the code (SPEC §5 two-factor step).
        sendLogin('failed');
        setChallenge(outcome);
        return;
      }
      sendLogin('succeeded');
      navigate(redirectTarget(state), { replace: true });
    } catch (error) {
      sendLogin('failed');
      enqueueToast(authErrorText(error, errorMessages.signInFailed), { variant: 'error' });
    }
  };

  const continueWithGoogle = async () => {
    sendGoogle('start');
    try {
      // On success the browser leaves for Google; the button keeps saying 'Processing...' until then.
      await auth.startGoogleSignIn();
    } catch (error) {
      sendGoogle('failed');
      enqueueToast(authErrorText(error, errorMessages.googleSignInFailed), { variant: 'error' });
    }
  };

  if (challenge && auth.verifySecondFactor) {
    const verify = auth.verifySecondFactor;
    return (
      <AuthCardLayout title={signInCodeTexts.heading}>
        <TwoFactorStep
          methods={challenge.twoFactor.methods}
          onVerify={async (input) => {
            try {
              await verify(input);
            } catch (error) {
              throw new Error(authErrorText(error, errorMessages.signInFailed));
            }
            navigate(redirectTarget(state), { replace: true });
          }}
          onSendEmail={async () => {
            try {
              await auth.sendSecondFactorEmail?.();
            } catch (error) {
              throw new Error(authErrorText(error, errorMessages.generic));
            }
          }}
          onCancel={() => setChallenge(null)}
        />
      </AuthCardLayout>
    );
  }

  const busy = status === 'submitting' || status === 'complete' || google === 'processing';
  return (
    <AuthCardLayout title={uiTexts.loginHeading}>
      <GoogleSignInButton
        enabled={auth.googleEnabled}
        processing={google === 'processing'}
        disabled={busy}
        onClick={continueWithGoogle}
      />
      <OrDivider>{authTexts.or}</OrDivider>
      <LoginForm onSubmit={signIn} submitting={status === 'submitting'} disabled={busy} />
      <SignUpLinks />
    </AuthCardLayout>
  );
}
