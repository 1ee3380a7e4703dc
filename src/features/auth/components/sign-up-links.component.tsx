import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uiTexts } from '../../../domain/messages';
import { authTexts } from '../auth-texts';
import { useAuthNavigation } from '../auth-navigation';

const brandHintId = 'brand-signup-disabled-hint';

/**
 * 'Sign up as Influencer' -> /influencer-signup, and 'Sign up as Brand', which points to /brand-signup
 * but is disabled with the hint 'Brand signup temporarily disabled' (SPEC §2). The hint is a visible
 * caption under the button, which describes both the button and its wrapper (`aria-describedby`); the
 * wrapper also carries it as a native hover hint (`title`), since a disabled control gets no pointer
 * events itself. (No MUI Tooltip: it would bring Popper into /login for one sentence already on screen.)
 */
export function SignUpLinks() {
  const { Link: RouterLink } = useAuthNavigation();
  return (
    <Stack spacing={1} component="nav" aria-label="Create an account">
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {authTexts.newHere}
      </Typography>
      <Button component={RouterLink} to="/influencer-signup" variant="text" fullWidth>
        {uiTexts.signUpAsInfluencer}
      </Button>
      <span
        data-testid="brand-signup-wrapper"
        title={uiTexts.brandSignupDisabled}
        aria-describedby={brandHintId}
        style={{ display: 'block' }}
      >
        <Button
          component={RouterLink}
          to="/brand-signup"
          variant="text"
          fullWidth
          disabled
          aria-describedby={brandHintId}
          onClick={(event: MouseEvent) => event.preventDefault()}
        >
          {uiTexts.signUpAsBrand}
        </Button>
      </span>
      <Typography id={brandHintId} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {uiTexts.brandSignupDisabled}
      </Typography>
    </Stack>
  );
}
