import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BrandDashboard, BrandSpend } from '../../api/generated/api';
import { formatCompact, formatMoney, formatNumber } from '../../domain/format/display-format';
import { dashboardTexts as t } from './brand-dashboard.texts';

function MetricCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>{value}</Typography>
        <Typography variant="caption" color="text.secondary">{hint}</Typography>
      </CardContent>
    </Card>
  );
}

function SpendLine({ spend }: { spend: BrandSpend }) {
  const budget = Number(spend.budget);
  const committed = Number(spend.committed);
  const share = budget > 0 ? (committed / budget) * 100 : committed > 0 ? 100 : 0;
  const over = committed > budget;
  return (
    <Box sx={{ mb: 2, '&:last-child': { mb: 0 } }}>
      <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <span>{t.committedOf(formatMoney(spend.committed, spend.currency), formatMoney(spend.budget, spend.currency))}</span>
        {over ? <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>{t.overBudget}</Typography> : null}
      </Typography>
      <LinearProgress variant="determinate" value={Math.min(100, share)} color={over ? 'error' : 'primary'}
        aria-label={t.spendBar(spend.currency)} aria-valuetext={`${Math.round(share)}%`} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
    </Box>
  );
}

/** SPEC §3's statistics summary (active campaigns, influencers, reach) and the spend per currency. */
export function DashboardMetrics({ dashboard }: { dashboard: BrandDashboard }) {
  return (
    <Box component="section" aria-label={t.metrics}>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <MetricCard label={t.activeCampaigns} value={formatNumber(dashboard.active_campaigns)} hint={t.activeHint} />
        <MetricCard label={t.influencers} value={formatNumber(dashboard.total_influencers)} hint={t.influencersHint} />
        <MetricCard label={t.reach} value={formatCompact(dashboard.total_reach)} hint={t.reachHint} />
        <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h3" sx={{ mb: 1 }}>{t.spend}</Typography>
            {dashboard.spend.length === 0 ? (
              <Typography variant="body2" color="text.secondary">{t.noSpend}</Typography>
            ) : (
              dashboard.spend.map((spend) => <SpendLine key={spend.currency} spend={spend} />)
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
