import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  verificationActorLabels, verificationStepPhrases, verificationStatusLabels, type VerificationStatus,
} from '../../domain/marketplace/verification-status';
import { formatDateTime } from '../../domain/format/display-format';
import { useTimeZone } from '../../features/settings/use-time-zone.hook';
import { reviewThreadTexts as t } from './review-thread.texts';

/** One step of a submission's review, whichever API list it came from (review-step.adapters.ts). */
export interface ReviewThreadStep {
  id: string;
  /** submit, verify, reject, dispute, respond, approve_rebuttal, reject_rebuttal. */
  action: string;
  actorRole: string;
  actorName: string | null;
  toStatus: VerificationStatus;
  /** ISO date-time. */
  at: string;
  message: string | null;
}

export interface ReviewThreadProps {
  /** In any order: the thread reads oldest first, like a conversation. */
  steps: ReviewThreadStep[];
  /** Labels the list, e.g. "Review history: Glow Creator, Dedicated video". */
  label?: string;
  emptyText?: string;
  /** The reader's own role: their steps read "You …" (the influencer on their Content tab). */
  ownRole?: string;
}

// The API types actions and roles as plain strings: one the domain does not know yet shows as sent rather than blank.
const lookup = (labels: Record<string, string>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : key);

const dotColor = (role: string) => (role === 'brand' ? 'secondary.main' : role === 'operator' ? 'warning.main' : 'primary.main');

function Step({ step, own }: { step: ReviewThreadStep; own: boolean }) {
  const timeZone = useTimeZone();
  const who = own ? t.you : (step.actorName ?? t.unknownActor);
  const role = own ? '' : ` (${lookup(verificationActorLabels, step.actorRole)})`;
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 1.5, '&::before': { content: '""', position: 'absolute', left: 6, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: dotColor(step.actorRole) }, '&:not(:last-child)::after': { content: '""', position: 'absolute', left: 9.5, top: 16, bottom: 0, width: '1px', bgcolor: 'divider' } }}>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>{who}</Box>
        {`${role} ${lookup(verificationStepPhrases, step.action)}`}
        <Typography component="span" variant="body2" color="text.secondary">{` · ${verificationStatusLabels[step.toStatus]}`}</Typography>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        <time dateTime={step.at}>{formatDateTime(step.at, timeZone)}</time>
      </Typography>
      {step.message ? <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>“{step.message}”</Typography> : null}
    </Box>
  );
}

/** The review thread of one submission: who did what, when and why. Shown to the brand, the influencer and operators alike. */
export function ReviewThread({ steps, label = t.label, emptyText = t.empty, ownRole }: ReviewThreadProps) {
  if (steps.length === 0) return <Typography variant="body2" color="text.secondary">{emptyText}</Typography>;
  // The influencer's list arrives newest first; one order for every reader.
  const ordered = [...steps].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {ordered.map((step) => <Step key={step.id} step={step} own={ownRole !== undefined && step.actorRole === ownRole} />)}
    </Box>
  );
}
