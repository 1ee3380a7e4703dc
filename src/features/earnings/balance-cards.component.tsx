import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { EarningsBalance } from '../../api/generated/api';
import { formatMoney } from '../../domain/format/display-format';
import { earningsTexts as t } from '../../domain/payments/earnings.texts';

const figures = ['available', 'pending', 'processing', 'paid'] as const;

/** Before the first line there is no balance: the four figures at ₹0, so the creator sees what each one means. */
const noBalances: EarningsBalance[] = [{ currency: 'INR', available: '0', pending: '0', processing: '0', paid: '0' }];

function CurrencyBalances({ balance, heading }: { balance: EarningsBalance; heading: string | null }) {
  return (
    <Box>
      {heading ? <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>{heading}</Typography> : null}
      <Box component="ul" aria-label={t.balancesIn(balance.currency)} sx={{
        p: 0, m: 0, display: 'grid', gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}>
        {figures.map((figure) => (
          <Card key={figure} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Typography variant="body2" color="text.secondary" component="h3">{t.balances[figure].label}</Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5, overflowWrap: 'anywhere' }}>
                {formatMoney(balance[figure], balance.currency)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">{t.balances[figure].hint}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** Available, pending approval, processing and paid, per currency (GET influencers/me/earnings/ balances). */
export function BalanceCards({ balances }: { balances: readonly EarningsBalance[] }) {
  const shown = balances.length ? balances : noBalances;
  return (
    <Box component="section" aria-labelledby="earnings-balances" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="earnings-balances" variant="h6" component="h2">{t.balancesHeading}</Typography>
      {shown.map((balance) => (
        <CurrencyBalances key={balance.currency} balance={balance} heading={shown.length > 1 ? balance.currency : null} />
      ))}
    </Box>
  );
}
