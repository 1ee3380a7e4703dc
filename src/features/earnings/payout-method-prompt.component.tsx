import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { earningsTexts as t } from '../../domain/payments/earnings.texts';

/**
 * Shown while the creator has no UPI ID or bank account: payouts cannot be sent until they add one. The link sits
 * under the text (not in the Alert's action slot), so a phone keeps the icon beside the title.
 */
export function PayoutMethodPrompt() {
  return (
    <Alert severity="warning">
      <AlertTitle>{t.noPayoutMethodTitle}</AlertTitle>
      {t.noPayoutMethodBody}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to="/settings" variant="outlined" color="inherit" size="small">{t.goToSettings}</Button>
      </Box>
    </Alert>
  );
}

/** Shown while the creator has no PAN on file: payouts wait for it (docs/payments.md "Payouts"). */
export function PanPrompt() {
  return (
    <Alert severity="warning">
      <AlertTitle>{t.noPanTitle}</AlertTitle>
      {t.noPanBody}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to="/settings#tax-details" variant="outlined" color="inherit" size="small">{t.goToTaxDetails}</Button>
      </Box>
    </Alert>
  );
}
