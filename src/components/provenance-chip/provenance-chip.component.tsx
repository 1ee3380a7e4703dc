import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Chip from '@mui/material/Chip';
import { formatDateTime } from '../../domain/format/display-format';
import type { CombinedProvenance, SocialPlatform } from '../../domain/social/social-connect.rules';
import { provenanceTexts as t } from '../../domain/social/social-connect.texts';

export interface ProvenanceChipProps {
  provenance: CombinedProvenance;
  /** Names the platform in the hint of verified numbers. */
  platform?: SocialPlatform;
  /** When verified numbers were read (shown in the hint). */
  verifiedAt?: string | null;
  size?: 'small' | 'medium';
}

/**
 * Where follower and engagement numbers come from, next to them wherever they are shown: 'Verified' (read from the
 * platform, with the time read) or 'Self-reported' (typed in by the influencer). The word carries the meaning; the
 * colour and icon only repeat it.
 */
export function ProvenanceChip({ provenance, platform, verifiedAt, size = 'small' }: ProvenanceChipProps) {
  if (provenance === 'verified') {
    const read = formatDateTime(verifiedAt);
    const hint = [platform ? t.verifiedHint(platform) : null, read ? t.readAt(read) : null].filter(Boolean).join(' · ');
    return <Chip size={size} color="success" variant="outlined" icon={<VerifiedOutlined />} label={t.verified} title={hint || undefined} />;
  }
  return <Chip size={size} variant="outlined" label={provenance === 'mixed' ? t.mixed : t.selfReported} title={t.selfReportedHint} />;
}
