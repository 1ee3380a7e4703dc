import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRosterBudget, CampaignRosterEntry } from '../../api/generated/api';
import { fromCents } from '../../domain/campaigns/campaign-money';
import { marketplaceLimits, marketplaceMessages } from '../../domain/marketplace/marketplace.texts';
import { formatMoney } from '../../domain/format/display-format';
import { inviteDialogTexts as t } from './campaign-roster.texts';

export interface InviteDialogProps {
  open: boolean;
  entries: CampaignRosterEntry[];
  budget?: CampaignRosterBudget;
  onClose: () => void;
  /** Sends the batch; resolves with the server's refusal text, or nothing when it went out. */
  onSubmit: (message: string) => Promise<string | undefined>;
  /** Stories: a refusal already on screen. */
  initialError?: string;
  /** Where the brand funds this campaign (the payments page opens its Fund dialog). */
  fundHref?: string;
}

/** Display only (the server decides): '-1200.50' -> -120050n. */
const cents = (amount: string | null | undefined) => (amount && Number.isFinite(Number(amount)) ? BigInt(Math.round(Number(amount) * 100)) : 0n);

/** "Invite selected": an optional message, the total offer against the budget left, and the server's refusal. */
export function InviteDialog({ open, entries, budget, onClose, onSubmit, initialError, fundHref }: InviteDialogProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>(initialError);
  const [sending, setSending] = useState(false);
  const currency = budget?.currency ?? 'INR';
  const totalCents = entries.reduce((sum, e) => sum + cents(e.projected_amount), 0n);
  const leftCents = budget?.left == null ? null : cents(budget.left);
  const over = leftCents !== null && totalCents > leftCents;
  // Funded money, not the budget, pays creators: the server refuses invites beyond it (docs/payments.md).
  const roomCents = budget ? cents(budget.funded_room) : null;
  const overFunds = roomCents !== null && totalCents > roomCents;
  const tooLong = message.length > marketplaceLimits.inviteMessageMax;
  const submit = async () => {
    setSending(true);
    setError(undefined);
    const refusal = await onSubmit(message.trim());
    setSending(false);
    if (refusal) setError(refusal);
    else setMessage('');
  };
  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="invite-dialog-title">
      <DialogTitle id="invite-dialog-title">{t.title(entries.length)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, mb: 2 }}>
          <Typography component="dt">{t.total}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{formatMoney(fromCents(totalCents), currency)}</Typography>
          {leftCents !== null ? (
            <>
              <Typography component="dt">{t.left}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{formatMoney(fromCents(leftCents), currency)}</Typography>
              <Typography component="dt">{t.after}</Typography>
              <Typography component="dd" sx={{ m: 0 }} color={over ? 'error' : undefined}>{formatMoney(fromCents(leftCents - totalCents), currency)}</Typography>
            </>
          ) : null}
          {roomCents !== null ? (
            <>
              <Typography component="dt">{t.fundedRoom}</Typography>
              <Typography component="dd" sx={{ m: 0 }} color={overFunds ? 'error' : undefined}>{formatMoney(fromCents(roomCents), currency)}</Typography>
            </>
          ) : null}
        </Box>
        {over && !error ? <Alert severity="warning" sx={{ mb: 2 }}>{t.overBudget}</Alert> : null}
        {overFunds && !over && !error ? (
          <Alert severity="warning" sx={{ mb: 2 }}
            action={fundHref ? <Button color="inherit" size="small" component={RouterLink} to={fundHref}>{t.fund}</Button> : undefined}>
            {t.overFunds(formatMoney(fromCents(totalCents - roomCents), currency))}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}
            action={overFunds && fundHref ? <Button color="inherit" size="small" component={RouterLink} to={fundHref}>{t.fund}</Button> : undefined}>
            {error}
          </Alert>
        ) : null}
        <TextField label={t.message} value={message} onChange={(event) => setMessage(event.target.value)} multiline minRows={3} fullWidth
          error={tooLong} helperText={tooLong ? marketplaceMessages.inviteMessageLength : t.messageHelp(marketplaceLimits.inviteMessageMax)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>{t.cancel}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending || tooLong || entries.length === 0}>{sending ? t.sending : t.send}</Button>
      </DialogActions>
    </Dialog>
  );
}
