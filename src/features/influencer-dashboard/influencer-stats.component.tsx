import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InfluencerDashboardStats, MoneyByCurrency } from '../../api/generated/api';
import { defaultCurrency } from '../../domain/campaigns/campaign-options';
import { formatMoney, formatMonth, formatNumber } from '../../domain/format/display-format';
import { influencerDashboardTexts as t } from './influencer-dashboard.texts';

/** Amounts in several currencies side by side ('₹50,000 + $200'); nothing yet reads as zero in the default currency. */
export const formatMoneyList = (amounts: MoneyByCurrency[]) =>
  amounts.length ? amounts.map((a) => formatMoney(a.amount, a.currency)).join(' + ') : formatMoney(0, defaultCurrency);

function Metric({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>{value}</Typography>
        <Typography variant="caption" color="text.secondary">{hint}</Typography>
      </CardContent>
    </Card>
  );
}

const monthLabel = formatMonth;

/** Earnings per month as bars (in the first currency earned; the numbers are in each bar's label). */
function MonthlyEarnings({ months }: { months: InfluencerDashboardStats['monthly_earnings'] }) {
  const currency = months.flatMap((m) => m.earned)[0]?.currency;
  const value = (m: (typeof months)[number]) => Number(m.earned.find((e) => e.currency === currency)?.amount ?? 0);
  const max = Math.max(1, ...months.map(value));
  return (
    <Box component="ol" aria-label={t.monthly} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-end', height: 96 }}>
      {months.map((m) => (
        <Box component="li" key={m.month} aria-label={`${monthLabel(m.month)}: ${formatMoneyList(m.earned)}`}
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
          <Box sx={{ width: '100%', bgcolor: 'primary.main', borderRadius: 1, height: `${Math.max(2, (value(m) / max) * 72)}px` }} />
          <Typography variant="caption" color="text.secondary" aria-hidden>{monthLabel(m.month)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The stats row: earnings to date and pending, campaigns, acceptance rate, content verified, and the last 6 months. */
export function InfluencerStats({ stats, earned, pending }: { stats?: InfluencerDashboardStats; earned: MoneyByCurrency[]; pending: MoneyByCurrency[] }) {
  const rate = stats?.invites.acceptance_rate;
  return (
    <Box component="section" aria-label={t.metrics} sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <Metric label={t.earned} value={formatMoneyList(earned)} hint={t.earnedHint} />
        <Metric label={t.pending} value={formatMoneyList(pending)} hint={t.pendingHint} />
        <Metric label={t.activeCampaigns} value={stats ? formatNumber(stats.campaigns.active) : t.none} hint={stats ? t.activeHint(stats.campaigns.completed) : ''} />
        <Metric label={t.acceptance} value={rate === null || rate === undefined ? t.none : `${Math.round(rate * 100)}%`} hint={stats ? t.acceptanceHint(stats.invites.received) : ''} />
      </Box>
      {stats && stats.monthly_earnings.some((m) => m.earned.length) ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{t.monthly}</Typography>
            <MonthlyEarnings months={stats.monthly_earnings} />
          </CardContent>
        </Card>
      ) : null}
      {stats ? <Typography variant="body2" color="text.secondary">{t.contentLine(stats.content)}</Typography> : null}
    </Box>
  );
}
