import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CampaignPlatform } from '../../domain/campaigns/campaign-options';
import { contentOwnershipLabels as t } from '../../domain/marketplace/content-ownership.texts';

export interface OwnershipLabelProps {
  /** `ownership_checked` of the submission: the platform confirmed it through a connected account. */
  checked: boolean;
  /** The submission's platform (null for an uploaded file: nothing to check, so the label shows nothing). */
  platform: CampaignPlatform | null;
  /** Who reads it: the brand reviewing it, or the influencer who submitted it (what the brand sees). */
  audience?: 'brand' | 'influencer';
}

/**
 * Whether a submitted link was verified with its platform through the influencer's connected account ('Account
 * verified') or not ('Account not verified': unconnected account, or the platform did not answer). The same two
 * words wherever a submission is shown (docs/marketplace.md "Content ownership"). Each says what it means in visible
 * text, not only in a tooltip: a tooltip is out of reach on a phone and easy to miss with a mouse (issue 13).
 */
export function OwnershipLabel({ checked, platform, audience = 'brand' }: OwnershipLabelProps) {
  const hintId = useId();
  if (!platform) return null;
  const hint = audience === 'brand'
    ? (checked ? t.verifiedHint(platform) : t.notVerifiedHint)
    : (checked ? t.ownVerifiedHint(platform) : t.ownNotVerifiedHint(platform));
  return (
    <Box sx={{ flexBasis: '100%', minWidth: 0 }}>
      {/* The words in the text colour (orange or green caption text fails WCAG AA contrast); the icon carries the colour. */}
      <Typography variant="caption" aria-describedby={hintId}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'text.primary' }}>
        {checked
          ? <CheckCircleOutlined fontSize="inherit" aria-hidden sx={{ color: 'success.main' }} />
          : <InfoOutlined fontSize="inherit" aria-hidden sx={{ color: 'warning.dark' }} />}
        {checked ? t.verified : t.notVerified}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block' }}>{hint}</Typography>
    </Box>
  );
}
