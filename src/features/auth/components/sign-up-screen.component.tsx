import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../../auth/auth-context';
import { authErrorText } from '../../../auth/auth-error';
import type { Persona } from '../../../domain/constants';
import { errorMessages } from '../../../domain/messages';
import type { SignUpFormValues } from '../../../domain/validation/auth-form.rules';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';
import { takeReturnTo } from '../return-to';
import { AuthCardLayout } from './auth-card-layout.component';
import { SignUpForm } from './sign-up-form.component';
import { enqueueToast } from '../../../components/toast/toast-queue';

const wording: Record<Persona, { title: string; subtitle: string }> = {
  influencer: { title: authTexts.influencerSignupHeading, subtitle: authTexts.influencerSignupSubtitle },
  brand: { title: authTexts.brandSignupHeading, subtitle: authTexts.brandSignupSubtitle },
};

/** The sign-up page for one persona: creates the account, then /dashboard (the guard takes it from there). */
export function SignUpScreen({ persona }: { persona: Persona }) {
  const auth = useAuth();
  const { navigate, Link: RouterLink } = useAuthNavigation();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'verify'>('idle');
  const [sentTo, setSentTo] = useState('');

  const signUp = async ({ name, email, password }: SignUpFormValues) => {
    setStatus('submitting');
    try {
      const outcome = await auth.signUpWithPassword({ name, email, password, persona });
      if (outcome === 'verificationRequired') {
        // The same answer whether or not the address already has an account: the e-mail tells which.
        setSentTo(email.trim().toLowerCase());
        setStatus('verify');
        return;
      }
      navigate(takeReturnTo(), { replace: true, toast: { message: authTexts.accountCreated, variant: 'success' } });
    } catch (error) {
      setStatus('idle');
      enqueueToast(authErrorText(error, errorMessages.signUpFailed), { variant: 'error' });
    }
  };

  return (
    <AuthCardLayout
      title={status === 'verify' ? authTexts.checkInboxHeading : wording[persona].title}
      subtitle={status === 'verify' ? undefined : wording[persona].subtitle}
    >
      {status === 'verify' ? (
        <>
          <Alert severity="info" role="status">
            {authTexts.checkInbox(sentTo)}
          </Alert>
          <Button component={RouterLink} to={`/verify-email?email=${encodeURIComponent(sentTo)}`} variant="outlined" fullWidth>
            {authTexts.enterCode}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {authTexts.checkInboxSpam}
          </Typography>
        </>
      ) : (
        <SignUpForm onSubmit={signUp} submitting={status === 'submitting'} />
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {authTexts.alreadyHaveAccount}{' '}
        <Link component={RouterLink} to="/login">
          {authTexts.signInLink}
        </Link>
      </Typography>
    </AuthCardLayout>
  );
}
