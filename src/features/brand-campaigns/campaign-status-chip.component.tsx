import Chip from '@mui/material/Chip';
import { campaignStatusLabels, campaignStatusTone } from '../../domain/campaigns/campaign-labels';
import type { CampaignStatus } from '../../domain/campaigns/campaign-status';

/** A status as a chip: the label carries the meaning, the tone only repeats it (never colour alone). */
export function CampaignStatusChip({ status, size = 'small' }: { status: CampaignStatus; size?: 'small' | 'medium' }) {
  const tone = campaignStatusTone[status];
  return (
    <Chip
      size={size}
      label={campaignStatusLabels[status]}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      aria-label={`Status: ${campaignStatusLabels[status]}`}
      // Beside a name in a row, the name wraps and the status stays whole.
      sx={{ flexShrink: 0 }}
    />
  );
}
