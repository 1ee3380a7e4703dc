import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { earningsTexts as t } from '../../domain/payments/earnings.texts';

/** A warning that something in Settings holds payouts back, with the way there under the text (a phone keeps the icon by the title). */
function SettingsPrompt({ title, body, action, to }: { title: string; body: string; action: string; to: string }) {
  return (
    <Alert severity="warning">
      <AlertTitle>{title}</AlertTitle>
      {body}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small">{action}</Button>
      </Box>
    </Alert>
  );
}

/** Shown while the creator has no UPI ID or bank account: payouts cannot be sent until they add one. */
export const PayoutMethodPrompt = () => <SettingsPrompt title={t.noPayoutMethodTitle} body={t.noPayoutMethodBody} action={t.goToSettings} to="/settings" />;

/** Shown while the creator has no PAN on file: payouts wait for it (docs/payments.md "Payouts"). */
export const PanPrompt = () => <SettingsPrompt title={t.noPanTitle} body={t.noPanBody} action={t.goToTaxDetails} to="/settings#tax-details" />;
