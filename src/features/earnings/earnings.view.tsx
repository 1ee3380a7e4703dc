import { visuallyHidden } from '@mui/utils';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Earnings } from '../../api/generated/api';
import { earningsTexts as t } from '../../domain/payments/earnings.texts';
import { BalanceCards } from './balance-cards.component';
import { EarningLine } from './earning-line.component';
import { PanPrompt, PayoutMethodPrompt } from './payout-method-prompt.component';

export interface EarningsViewProps {
  status: 'loading' | 'error' | 'ready';
  earnings?: Earnings;
  onRetry?: () => void;
}

function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label={t.loading}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={128} />)}
      </Box>
      {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={112} />)}
    </Stack>
  );
}

function NoEarningsYet() {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}><PaymentsOutlined /></Box>
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>{t.emptyTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>{t.emptyBody}</Typography>
    </Box>
  );
}

/** /earnings: the payout-details prompt, the balances per currency and the lines, newest first. */
export function EarningsView({ status, earnings, onRetry }: EarningsViewProps) {
  if (status === 'loading') return <Loading />;
  if (status === 'error' || !earnings) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {earnings.payout_details.has_payout_method ? null : <PayoutMethodPrompt />}
      {earnings.payout_details.has_pan ? null : <PanPrompt />}
      <BalanceCards balances={earnings.balances} />
      <Box component="section" aria-labelledby="earnings-lines">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
          <Typography id="earnings-lines" variant="h6" component="h2">{t.linesHeading}</Typography>
          {earnings.lines.length ? <Typography variant="body2" color="text.secondary">{t.linesCount(earnings.lines.length)}</Typography> : null}
        </Stack>
        {earnings.lines.length === 0 ? <NoEarningsYet /> : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {earnings.lines.map((line) => <EarningLine key={line.id} line={line} />)}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
