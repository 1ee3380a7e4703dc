import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentFigures, MyPerformance } from '../../api/generated/api';
import { figureLabels } from '../../domain/analytics/analytics.texts';
import { verifiedNumbersTexts as t } from '../../domain/analytics/verified-numbers.texts';
import { formatDateRange } from '../../domain/format/display-format';
import { activeCampaignHref } from '../active-campaigns/active-list-query';
import { analyticsTexts, cardTexts } from '../analytics/analytics.texts';
import { count, percent } from '../analytics/performance-format';
import { ProvenanceLabel } from '../analytics/provenance-label.component';
import { tileGridSx, VerifiedNumbersFrame, VerifiedNumbersSkeleton } from './verified-numbers-frame.component';

export interface VerifiedNumbersCardViewProps {
  status: 'loading' | 'error' | 'ready';
  report?: MyPerformance;
  onRetry?: () => void;
}

type TileFigure = 'views' | 'reach' | 'engagements' | 'engagement_rate' | 'likes' | 'comments' | 'shares' | 'saves';
// Eight tiles: two rows of four on a laptop, four rows of two on a phone, every label on one line.
const tiles: readonly TileFigure[] = ['views', 'reach', 'engagements', 'engagement_rate', 'likes', 'comments', 'shares', 'saves'];
const tileLabel = (figure: TileFigure) => (figure === 'engagement_rate' ? cardTexts.engagementRate : figureLabels[figure]);
const tileValue = (figures: ContentFigures, figure: TileFigure) =>
  figure === 'engagement_rate' ? percent(figures.engagement_rate) : count(figures[figure]);
const anyEstimated = (figures: readonly ContentFigures[]) => figures.some((f) => Object.values(f.provenance).includes('estimated'));

function Totals({ figures }: { figures: ContentFigures }) {
  return (
    <Box component="ul" aria-label={analyticsTexts.totals} sx={{ m: 0, p: 0, listStyle: 'none', ...tileGridSx }}>
      {tiles.map((figure) => (
        <Box component="li" key={figure} aria-label={tileLabel(figure)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, px: 1.5, py: 1.25, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>{tileLabel(figure)}</Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>{tileValue(figures, figure)}</Typography>
          <Box sx={{ minHeight: 20 }}><ProvenanceLabel provenance={figures.provenance[figure]} /></Box>
        </Box>
      ))}
    </Box>
  );
}

function Campaigns({ campaigns }: { campaigns: MyPerformance['campaigns'] }) {
  return (
    <Box component="section" aria-labelledby="verified-numbers-campaigns" sx={{ mt: 3 }}>
      <Typography id="verified-numbers-campaigns" variant="subtitle2" component="h3" sx={{ mb: 1 }}>{t.byCampaign}</Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {campaigns.map((c) => (
          <Box component="li" key={c.campaign_id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Link component={RouterLink} to={activeCampaignHref(c.roster_id, 'stats')} title={t.openStats(c.name)}
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Link>
              <Typography variant="body2" color="text.secondary">{c.brand_name} · {t.contentCount(c.figures.verified_content)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', columnGap: 2, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              {/* The label beside the figure it describes, so a narrow screen wraps them together. */}
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
                <Typography variant="body2" component="span">{figureLabels.views}: <strong>{count(c.figures.views)}</strong></Typography>
                <ProvenanceLabel provenance={c.figures.provenance.views} />
              </Box>
              <Typography variant="body2" component="span">
                {analyticsTexts.columns.rate}: <strong>{percent(c.figures.engagement_rate)}</strong>
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Empty() {
  return (
    <Box sx={{ textAlign: 'center', px: 2, py: 3, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t.emptyTitle}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 560, mx: 'auto' }}>{t.emptyBody}</Typography>
      <Button variant="outlined" component={RouterLink} to={t.connectHref} startIcon={<LinkOutlined />}>{t.connectAccounts}</Button>
    </Box>
  );
}

/**
 * The influencer dashboard's "Your verified numbers" (GET analytics/my-performance/): the last 30 days of their own
 * verified content in total, each figure labelled first-party or estimated, and each campaign with a link to its
 * Stats tab. Empty until a brand verified their content: then how to get first-party numbers (connect an account).
 */
export function VerifiedNumbersCardView({ status, report, onRetry }: VerifiedNumbersCardViewProps) {
  const hint = report ? t.dashboardHint(formatDateRange(report.from, report.to)) : undefined;
  if (status === 'loading' || (status === 'ready' && !report)) return <VerifiedNumbersFrame><VerifiedNumbersSkeleton /></VerifiedNumbersFrame>;
  if (status === 'error' || !report) {
    return (
      <VerifiedNumbersFrame>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>
      </VerifiedNumbersFrame>
    );
  }
  if (report.totals.verified_content === 0) return <VerifiedNumbersFrame hint={hint}><Empty /></VerifiedNumbersFrame>;
  const figures = [report.totals, ...report.campaigns.map((c) => c.figures)];
  return (
    <VerifiedNumbersFrame hint={hint}>
      <Totals figures={report.totals} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>{t.formula(report.formulas.engagement_rate)}</Typography>
      {report.totals.views === null ? <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t.noReadings}</Typography> : null}
      {anyEstimated(figures) ? <Typography variant="caption" color="text.secondary" component="p">{analyticsTexts.estimatedNote}</Typography> : null}
      <Campaigns campaigns={report.campaigns} />
    </VerifiedNumbersFrame>
  );
}
