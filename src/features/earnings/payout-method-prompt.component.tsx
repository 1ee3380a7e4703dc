import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { earningsTexts as t } from '../../domain/payments/earnings.texts';

/** Shown while the creator has no UPI ID or bank account: payouts cannot be sent until they add one. */
export function PayoutMethodPrompt() {
  return (
    <Alert severity="warning" action={<Button component={RouterLink} to="/settings" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>{t.goToSettings}</Button>}
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}>
      <AlertTitle>{t.noPayoutMethodTitle}</AlertTitle>
      {t.noPayoutMethodBody}
    </Alert>
  );
}
