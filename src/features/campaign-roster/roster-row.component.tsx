import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRosterEntry } from '../../api/generated/api';
import { platformLabels } from '../../domain/constants';
import { inviteStatusLabels, inviteStatusTone } from '../../domain/marketplace/invite-status';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { rosterTexts as t } from './campaign-roster.texts';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { provenanceLabel, provenanceTexts } from '../../domain/social/social-connect.texts';
import { FitScore } from './fit-score.component';
import { embeddedImageUrl } from '../assets/display-image-url';

export interface RosterRowProps {
  entry: CampaignRosterEntry;
  currency: string;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  readOnly?: boolean;
  onRemove?: () => void;
  onRestore?: () => void;
  /** The influencer's details in this campaign (profile, accounts, work). */
  profileHref?: string;
}

/** One influencer of the roster: who, where, how well they fit, where their invite stands and what it pays. */
export function RosterRow({ entry, currency, selectable, selected, onToggle, readOnly, onRemove, onRestore, profileHref }: RosterRowProps) {
  const offered = entry.offered_amount ?? null;
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        {selectable ? <Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-label': t.selectRow(entry.display_name) } }} /> : null}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={embeddedImageUrl(entry.profile_picture)} alt="" sx={{ width: 32, height: 32 }}>{entry.display_name.slice(0, 1)}</Avatar>
          <Stack>
            {profileHref
              ? <Link component={RouterLink} to={profileHref} variant="body2" sx={{ fontWeight: 600 }}>{entry.display_name}</Link>
              : <Typography variant="body2" sx={{ fontWeight: 600 }}>{entry.display_name}</Typography>}
            {entry.source === 'manual' ? <Typography variant="caption" color="text.secondary">{t.manual}</Typography> : null}
          </Stack>
        </Stack>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {entry.accounts.map((account) => (
            // Where the number comes from, next to it: verified (read from the platform) or self-reported.
            <Chip key={`${account.platform}-${account.handle}`} size="small" variant="outlined"
              color={account.metrics_provenance === 'verified' ? 'success' : 'default'}
              icon={account.metrics_provenance === 'verified' ? <VerifiedOutlined /> : undefined}
              label={`${platformLabels[account.platform]} ${t.followers(account.followers)} · ${provenanceLabel(account.metrics_provenance)}`}
              title={`@${account.handle}${account.metrics_provenance === 'verified' ? '' : ` · ${provenanceTexts.selfReportedHint}`}`} />
          ))}
        </Stack>
      </TableCell>
      <TableCell><FitScore score={entry.fit_score} fit={entry.fit} /></TableCell>
      <TableCell>
        <Chip size="small" color={inviteStatusTone[entry.status]} label={inviteStatusLabels[entry.status]} aria-label={`Status: ${inviteStatusLabels[entry.status]}`} />
        {entry.expires_at && entry.status === 'invited' ? <Typography variant="caption" sx={{ display: "block" }} color="text.secondary">until {formatDay(entry.expires_at)}</Typography> : null}
      </TableCell>
      <TableCell align="right">
        {offered !== null ? (
          <Typography variant="body2">{formatMoney(offered, currency)}</Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">{formatMoney(entry.projected_amount, currency)} <Typography component="span" variant="caption">{t.projected}</Typography></Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {!readOnly && entry.status === 'candidate' && onRemove ? <Button size="small" onClick={onRemove} aria-label={`${t.remove} ${entry.display_name}`}>{t.remove}</Button> : null}
        {!readOnly && entry.status === 'removed' && onRestore ? <Button size="small" onClick={onRestore} aria-label={`${t.restore} ${entry.display_name}`}>{t.restore}</Button> : null}
      </TableCell>
    </TableRow>
  );
}
