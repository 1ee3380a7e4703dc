import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PerformanceFigures, PerformanceRow } from '../../api/generated/api';
import { combineProvenance } from '../../domain/analytics/analytics-rules';
import { formatDay } from '../../domain/format/display-format';
import { analyticsTexts as t } from './analytics.texts';
import { amount, count, groupLabel, percent, type FigureName, type Grouping, type Provenance } from './performance-format';
import { ProvenanceLabel } from './provenance-label.component';

const shown: FigureName[] = ['views', 'engagements', 'engagement_rate', 'reach', 'spend', 'cpm', 'delivered_placements'];

/** The source of a row: estimated when one of its shown figures is. */
export const rowProvenance = (figures: PerformanceFigures): Provenance | null =>
  shown.reduce<Provenance | null>((all, name) => combineProvenance(all, figures.provenance[name]), null);

const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const groupHeaders: Record<Grouping, string> = { day: 'Day', platform: 'Platform', placement: 'Placement type', influencer: 'Influencer', campaign: 'Campaign' };

/** One breakdown of a report (days, platforms, placement types, influencers or campaigns) as a table that scrolls in its card. */
export function BreakdownTable({ grouping, rows, currency, title }: { grouping: Grouping; rows: readonly PerformanceRow[]; currency: string; title: string }) {
  if (!rows.length) return <Typography variant="body2" color="text.secondary">{t.noRows}</Typography>;
  const perDay = grouping === 'day';
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${title}, table`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{groupHeaders[grouping]}</TableCell>
            <TableCell sx={num}>{t.columns.views}</TableCell>
            <TableCell sx={num}>{t.columns.engagements}</TableCell>
            <TableCell sx={num}>{t.columns.rate}</TableCell>
            <TableCell sx={num}>{t.columns.reach}</TableCell>
            <TableCell sx={num}>{t.columns.spend}</TableCell>
            <TableCell sx={num}>{t.columns.cpm}</TableCell>
            {perDay ? null : <TableCell sx={num}>{t.columns.placements}</TableCell>}
            <TableCell>{t.columns.source}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, label, figures: f }) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {perDay ? formatDay(key) : groupLabel(grouping, key, label)}
              </TableCell>
              <TableCell sx={num}>{count(f.views)}</TableCell>
              <TableCell sx={num}>{count(f.engagements)}</TableCell>
              <TableCell sx={num}>{percent(f.engagement_rate)}</TableCell>
              <TableCell sx={num}>{count(f.reach)}</TableCell>
              <TableCell sx={num}>{amount(f.spend, currency)}</TableCell>
              <TableCell sx={num}>{amount(f.cpm, currency)}</TableCell>
              {perDay ? null : <TableCell sx={num}>{`${count(f.delivered_placements)} / ${count(f.planned_placements)}`}</TableCell>}
              <TableCell><ProvenanceLabel provenance={rowProvenance(f)} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
