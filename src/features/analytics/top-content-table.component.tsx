import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TopContentItem } from '../../api/generated/api';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { platformLabels } from '../../domain/campaigns/campaign-labels';
import { formatDay } from '../../domain/format/display-format';
import { analyticsTexts as t } from './analytics.texts';
import { count, percent } from './performance-format';
import { ProvenanceLabel } from './provenance-label.component';
import { rowProvenance } from './breakdown-table.component';

const num = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The report's best content by views: who, where, when verified, views and engagement rate, with a link to the post. */
export function TopContentTable({ items }: { items: readonly TopContentItem[] }) {
  if (!items.length) return <Typography variant="body2" color="text.secondary">{t.noRows}</Typography>;
  const c = t.topColumns;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${t.topContent}, table`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.topContent}>
        <TableHead>
          <TableRow>
            <TableCell>{c.influencer}</TableCell>
            <TableCell>{c.placement}</TableCell>
            <TableCell>{c.verified}</TableCell>
            <TableCell sx={num}>{c.views}</TableCell>
            <TableCell sx={num}>{c.rate}</TableCell>
            <TableCell>{t.columns.source}</TableCell>
            <TableCell>{c.content}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.submission_id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{item.influencer.display_name}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {[item.platform ? platformLabels[item.platform] : null, placementTypeInfo[item.placement_type]?.label].filter(Boolean).join(' · ')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(item.verified_on)}</TableCell>
              <TableCell sx={num}>{count(item.figures.views)}</TableCell>
              <TableCell sx={num}>{percent(item.figures.engagement_rate)}</TableCell>
              <TableCell><ProvenanceLabel provenance={rowProvenance(item.figures)} /></TableCell>
              <TableCell>
                {item.content_url ? (
                  <Link href={item.content_url} target="_blank" rel="noopener noreferrer"
                    aria-label={`${t.openContent}: ${item.influencer.display_name}`}>{t.openContent}</Link>
                ) : t.none}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
