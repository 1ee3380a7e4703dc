import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { uiTexts } from '../../../domain/messages';
import { authTexts } from '../auth-texts';

export interface GoogleSignInButtonProps {
  /** false when the server has no Google credentials: the button is disabled and says why. */
  enabled: boolean;
  processing: boolean;
  disabled?: boolean;
  onClick: () => void;
}

const hintId = 'google-sign-in-hint';

/** 'Continue with Google', 'Processing...' while the redirect is being prepared (SPEC §2, §4). */
export function GoogleSignInButton({ enabled, processing, disabled = false, onClick }: GoogleSignInButtonProps) {
  return (
    <Stack spacing={0.5}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        disabled={!enabled || processing || disabled}
        onClick={onClick}
        aria-describedby={enabled ? undefined : hintId}
      >
        {processing ? uiTexts.processing : uiTexts.continueWithGoogle}
      </Button>
      {enabled ? null : (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {authTexts.googleNotConfiguredHint}
        </Typography>
      )}
    </Stack>
  );
}
