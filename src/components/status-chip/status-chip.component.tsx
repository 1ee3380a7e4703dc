import Chip from '@mui/material/Chip';
import { inviteStatusLabels, inviteStatusTone, type InviteStatus } from '../../domain/marketplace/invite-status';
import { verificationStatusLabels, verificationStatusTone, type VerificationStatus } from '../../domain/marketplace/verification-status';

type Tone = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary';
type Size = 'small' | 'medium';

/** A status as a chip: the label carries the meaning, the tone only repeats it (never colour alone). */
export function StatusChip({ label, tone, size = 'small' }: { label: string; tone: Tone; size?: Size }) {
  return <Chip size={size} label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} aria-label={`Status: ${label}`} />;
}

/** Where an invite stands (src/domain/marketplace/invite-status.ts). */
export const InviteStatusChip = ({ status, size }: { status: InviteStatus; size?: Size }) => (
  <StatusChip label={inviteStatusLabels[status]} tone={inviteStatusTone[status]} size={size} />
);

/** Where a content submission's review stands (src/domain/marketplace/verification-status.ts). */
export const VerificationStatusChip = ({ status, size }: { status: VerificationStatus; size?: Size }) => (
  <StatusChip label={verificationStatusLabels[status]} tone={verificationStatusTone[status]} size={size} />
);
