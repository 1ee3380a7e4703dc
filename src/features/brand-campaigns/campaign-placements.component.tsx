import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Campaign } from '../../api/generated/api';
import { platformLabels } from '../../domain/campaigns/campaign-labels';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { detailTexts as t } from './brand-campaigns.texts';
import { formatMoney, formatNumber } from '../../domain/format/display-format';
import { SectionCard } from './detail-list.component';

/** What each placement costs: CPM is priced per 1,000 views (capped or not), fixed per placement. */
export function CampaignPlacements({ campaign }: { campaign: Campaign }) {
  const money = (amount: string) => formatMoney(amount, campaign.currency);
  return (
    <SectionCard title={t.placements}>
      {campaign.placements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t.noPlacements}</Typography>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a phone (axe scrollable-region-focusable).
        <TableContainer tabIndex={0} role="region" aria-label={t.placements} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.placements}>
            <TableHead>
              <TableRow>
                <TableCell>{t.placementType}</TableCell>
                <TableCell>{t.platforms}</TableCell>
                <TableCell align="right">{t.quantity}</TableCell>
                <TableCell>{t.pricing}</TableCell>
                <TableCell align="right">{t.rate}</TableCell>
                <TableCell align="right">{t.cost}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {campaign.placements.map((p) => (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">{placementTypeInfo[p.type]?.label ?? p.type}</TableCell>
                  <TableCell>{platformLabels[p.platform]}</TableCell>
                  <TableCell align="right">{p.quantity}</TableCell>
                  <TableCell>{p.pricing_type === 'cpm' ? 'CPM' : 'Fixed'}</TableCell>
                  <TableCell align="right">
                    {money(p.rate)} {p.pricing_type === 'cpm' ? t.perThousand : t.perPlacement}
                    {p.view_cap ? <Typography variant="caption" component="div" color="text.secondary">{t.viewCap(formatNumber(p.view_cap))}</Typography> : null}
                  </TableCell>
                  <TableCell align="right">{money(p.cost)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={5} sx={{ fontWeight: 600 }}>{t.total}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>{money(campaign.placements_total)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {campaign.uncapped_cpm_placements > 0 ? <Alert severity="info" sx={{ mt: 2 }}>{t.uncapped(campaign.uncapped_cpm_placements)}</Alert> : null}
      {campaign.over_budget ? <Alert severity="warning" sx={{ mt: 2 }}>{t.overBudget}</Alert> : null}
    </SectionCard>
  );
}
