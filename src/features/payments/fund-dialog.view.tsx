import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CampaignEscrow } from '../../api/generated/api';
import { FormTextField } from '../../components/form-text-field/form-text-field.component';
import { formatMoney } from '../../domain/format/display-format';
import { fundingAmountProblem, fundingState } from '../../domain/payments/funding-rules';
import { minorToDecimal, parseAmountToMinor } from '../../domain/payments/money-amount';
import { paymentPageTexts as t } from '../../domain/payments/payment.texts';
import { formModes } from '../auth/components/form-field-props';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import type { FundingFailure } from './funding-failure';

export interface FundDialogViewProps {
  open: boolean;
  /** The campaign to fund; kept while the dialog closes so its content does not vanish mid-animation. */
  campaign: CampaignEscrow | null;
  /** provider_mode 'sandbox': say that no real money moves. */
  sandbox: boolean;
  onClose: () => void;
  /** Starts the checkout with the amount as a decimal string; answers nothing when the browser is leaving for it. */
  onSubmit: (amount: string) => Promise<FundingFailure | void>;
}

/**
 * Fund a campaign: the amount (prefilled with what is left to reach the budget), checked like the server on submit
 * and then on every change (SPEC §5). The form lives inside the Dialog, so closing unmounts it: the next opening
 * starts afresh (SPEC §4).
 */
export function FundDialogView({ open, campaign, sandbox, onClose, onSubmit }: FundDialogViewProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open && campaign !== null} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="fund-dialog-title">
      {campaign ? <FundForm campaign={campaign} sandbox={sandbox} onClose={onClose} onSubmit={onSubmit} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}

interface FundFormProps extends Omit<FundDialogViewProps, 'open' | 'campaign'> {
  campaign: CampaignEscrow;
  onBusyChange: (busy: boolean) => void;
}

function FundForm({ campaign, sandbox, onClose, onSubmit, onBusyChange }: FundFormProps) {
  const prefill = campaign.fund_up_to !== null && fundingState(campaign) === 'open' ? campaign.fund_up_to : '';
  const form = useForm<{ amount: string }>({ defaultValues: { amount: prefill }, ...formModes });
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async ({ amount }) => {
    setFailure(null);
    onBusyChange(true);
    const parsed = parseAmountToMinor(amount);
    const result = await onSubmit(parsed.ok ? minorToDecimal(parsed.minor) : amount);
    if (!result) {
      // The browser is on its way to the checkout: stay busy until the page goes.
      setLeaving(true);
      return;
    }
    onBusyChange(false);
    if (result.amount) form.setError('amount', { message: result.amount }, { shouldFocus: true });
    if (result.form) setFailure(result.form);
  });

  const { ref, ...registered } = form.register('amount', { validate: (value) => fundingAmountProblem(value, campaign) ?? true });
  const message = form.formState.errors.amount?.message;
  const hint = campaign.fund_up_to !== null && fundingState(campaign) === 'open' ? t.upTo(formatMoney(campaign.fund_up_to, campaign.currency)) : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="fund-dialog-title">
      <DialogTitle id="fund-dialog-title">{t.dialogTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">{t.campaign}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{campaign.campaign_name}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">{t.currency}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{campaign.currency}</Typography>
        </Box>
        <Box sx={{ pt: 1 }}>
          <FormTextField
            {...registered}
            inputRef={ref}
            label={t.amount(campaign.currency)}
            error={Boolean(message)}
            helperText={message ?? hint}
            autoComplete="off"
            autoFocus
            required
            fullWidth
            disabled={leaving}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">{t.checkoutNote}</Typography>
        {sandbox ? <Alert severity="info" role="note">{t.sandboxNote}</Alert> : null}
        <RefusalAlert message={failure} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>{t.cancel}</Button>
        <Button type="submit" variant="contained" loading={busy}>{t.continue}</Button>
      </DialogActions>
    </Box>
  );
}
