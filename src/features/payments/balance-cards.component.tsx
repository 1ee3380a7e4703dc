import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaymentBalance } from '../../api/generated/api';
import { formatMoney } from '../../domain/format/display-format';
import { paymentPageTexts as t } from '../../domain/payments/payment.texts';
import { EmptyState } from '../brand-campaigns/campaign-list-states.component';

/** One card per currency: held in total, available to commit, committed; an explanation when nothing is funded. */
export function BalanceCards({ balances }: { balances: PaymentBalance[] }) {
  if (balances.length === 0) {
    return <EmptyState icon={<AccountBalanceWalletOutlined />} title={t.nothingFundedTitle} body={t.nothingFundedBody} />;
  }
  return (
    <Box component="section" aria-label={t.balances} sx={{ display: 'grid', gap: 2 }}>
      {balances.map((balance) => (
        <Box key={balance.currency} component="article" aria-labelledby={`balance-${balance.currency}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
          <Typography id={`balance-${balance.currency}`} variant="h6" component="h2" sx={{ mb: 2 }}>{t.balanceIn(balance.currency)}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <Figure label={t.held} help={t.heldHelp} value={formatMoney(balance.held, balance.currency)} />
            <Figure label={t.available} help={t.availableHelp} value={formatMoney(balance.available, balance.currency)} />
            <Figure label={t.committed} help={t.committedHelp} value={formatMoney(balance.committed, balance.currency)} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Figure({ label, value, help }: { label: string; value: string; help: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>{value}</Typography>
      <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>{help}</Typography>
    </Box>
  );
}
