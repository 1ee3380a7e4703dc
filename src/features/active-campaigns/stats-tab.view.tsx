import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ActiveCampaignStats } from '../../api/generated/api';
import { contentVerificationStatuses, verificationStatusLabels } from '../../domain/marketplace/verification-status';
import { formatMoney } from '../../domain/format/display-format';
import { DetailList, SectionCard } from '../brand-campaigns/detail-list.component';
import { activeCampaignTexts as t } from './active-campaigns.texts';

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">{label}</Typography>
        <Typography variant="h5" component="p">{value}</Typography>
      </CardContent>
    </Card>
  );
}

/** Stats tab: earned, pending and agreed money, verified placements, and submissions per verification status. */
export function StatsTabView({ stats }: { stats: ActiveCampaignStats }) {
  const money = (amount: string) => formatMoney(amount, stats.earnings.currency);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <Metric label={t.earned} value={money(stats.earnings.earned)} />
        <Metric label={t.pending} value={money(stats.earnings.pending)} />
        <Metric label={t.agreed} value={money(stats.earnings.agreed)} />
        <Metric label={t.placementsVerified} value={`${stats.placements_verified} / ${stats.placements_total}`} />
      </Box>
      <SectionCard title={t.byStatus}>
        <DetailList items={[
          [t.submissions, String(stats.submissions.total)],
          ...contentVerificationStatuses.map((status): [string, string] => [verificationStatusLabels[status], String(stats.submissions.by_status[status])]),
        ]} />
      </SectionCard>
    </Box>
  );
}
