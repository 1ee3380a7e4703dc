import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivePlacementList } from '../../api/generated/api';
import { platformLabels } from '../../domain/campaigns/campaign-labels';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { activeCampaignTexts as t } from './active-campaigns.texts';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';

export interface PlacementsTabViewProps {
  placements: ActivePlacementList;
  /** Today as YYYY-MM-DD (fixed in stories and tests); a past deadline of an unverified placement reads Overdue. */
  today?: string;
}

/** Placements tab: what I deliver, what each pays, its deadline and where its latest content stands. */
export function PlacementsTabView({ placements, today = new Date().toISOString().slice(0, 10) }: PlacementsTabViewProps) {
  if (placements.results.length === 0) return <Typography color="text.secondary">{t.noPlacements}</Typography>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a phone (axe scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-label={t.tabPlacements} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={t.tabPlacements}>
        <TableHead>
          <TableRow>
            <TableCell>{t.placement}</TableCell>
            <TableCell>{t.platform}</TableCell>
            <TableCell align="right">{t.quantity}</TableCell>
            <TableCell align="right">{t.amount}</TableCell>
            <TableCell>{t.deadline}</TableCell>
            <TableCell>{t.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {placements.results.map((line) => {
            const overdue = !line.verified && line.deadline !== null && line.deadline < today;
            return (
              <TableRow key={line.placement_id}>
                <TableCell component="th" scope="row">{line.label}</TableCell>
                <TableCell>{line.platform ? platformLabels[line.platform] : ''}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatMoney(line.amount, placements.currency)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {formatDay(line.deadline)}
                    {overdue ? <Chip size="small" color="error" variant="outlined" label={t.overdue} /> : null}
                  </Box>
                </TableCell>
                <TableCell>
                  {line.latest_submission ? <VerificationStatusChip status={line.latest_submission.status} /> : <Typography variant="body2" color="text.secondary">{t.notSubmitted}</Typography>}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
