import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PerformanceReport } from '../../api/generated/api';
import { analyticsTexts as t, cardTexts as c } from './analytics.texts';
import { amount, count, percent, type FigureName, type Provenance } from './performance-format';
import { ProvenanceLabel } from './provenance-label.component';

interface Metric {
  id: string;
  label: string;
  value: string;
  provenance: Provenance | null;
  /** A second line: the formula, the plan it is compared with, the full count. */
  caption?: string;
}

function MetricCard({ metric }: { metric: Metric }) {
  return (
    <Card variant="outlined" component="li" aria-label={metric.label} sx={{ listStyle: 'none', minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary" component="h3">{metric.label}</Typography>
          <ProvenanceLabel provenance={metric.provenance} />
        </Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5, fontSize: { xs: '1.2rem', sm: '1.5rem' }, overflowWrap: 'break-word' }}>{metric.value}</Typography>
        {metric.caption ? <Typography variant="caption" color="text.secondary" component="p">{metric.caption}</Typography> : null}
      </CardContent>
    </Card>
  );
}

/**
 * The report's totals as cards, each with its source (first-party or estimated). The engagement rate shows the formula
 * the API publishes; effective CPM is set against the planned CPM, delivered placements against planned ones. An
 * influencer sees what they are owed instead of the brand's spend and cost ratios.
 */
export function PerformanceTotals({ report, audience = 'brand' }: { report: PerformanceReport; audience?: 'brand' | 'influencer' }) {
  const { totals, currency } = report;
  const p = (name: FigureName) => totals.provenance[name];
  const money = (value: string | null, exact = false) => amount(value, currency, exact);
  const metrics: Metric[] = [
    { id: 'views', label: c.views, value: count(totals.views, true), provenance: p('views'), caption: totals.views !== null ? count(totals.views) : t.notReported },
    { id: 'reach', label: c.reach, value: count(totals.reach, true), provenance: p('reach'), caption: totals.reach !== null ? count(totals.reach) : t.notReported },
    {
      id: 'engagement_rate', label: c.engagementRate, value: percent(totals.engagement_rate), provenance: p('engagement_rate'),
      caption: `${t.formulaPrefix}: ${report.formulas.engagement_rate}`,
    },
  ];
  if (audience === 'brand') {
    metrics.push(
      { id: 'spend', label: c.spend, value: money(totals.spend), provenance: p('spend') },
      {
        id: 'cpm', label: c.cpm, value: money(totals.cpm), provenance: p('cpm'),
        caption: totals.planned_cpm !== null ? t.versusPlanned(money(totals.planned_cpm)) : t.noPlan,
      },
      { id: 'cpv', label: c.cpv, value: money(totals.cpv, true), provenance: p('cpv') },
      { id: 'cpe', label: c.cpe, value: money(totals.cpe, true), provenance: p('cpe') },
    );
  } else {
    metrics.push({ id: 'owed', label: t.owed, value: money(totals.spend), provenance: p('spend'), caption: t.owedHint });
  }
  metrics.push({
    id: 'placements', label: c.placements, provenance: p('delivered_placements'),
    value: t.placementsOf(count(totals.delivered_placements ?? 0), count(totals.planned_placements ?? 0)),
  });
  return (
    <Box component="ul" aria-label={t.totals}
      sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {metrics.map((metric) => <MetricCard key={metric.id} metric={metric} />)}
    </Box>
  );
}
