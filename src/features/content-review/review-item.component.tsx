import OpenInNew from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ContentSubmission } from '../../api/generated/api';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { formatDateTime } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { verificationReasonSchema } from '../../domain/marketplace/campaign-application.schema';
import { LazyReasonDialog as ReasonDialog } from '../../components/reason-dialog/lazy-reason-dialog';
import type { ReasonSubmitResult } from '../../components/reason-dialog/reason-dialog.component';
import { ReviewThread } from '../../components/review-thread/review-thread.component';
import { stepsFromSubmissionEvents } from '../../components/review-thread/review-step.adapters';
import { reasonDialogTexts, reviewItemTexts as t, type ReasonAction } from './content-review.texts';
import { OwnershipLabel } from '../../components/ownership-label/ownership-label.component';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';
import { embeddedImageUrl } from '../assets/display-image-url';

/** The steps a review item offers, for whichever side is looking (the API's allowed_actions). */
export type ReviewStep = 'verify' | 'reject' | 'respond' | 'dispute';
const stepOrder: ReviewStep[] = ['verify', 'reject', 'respond', 'dispute'];

export interface ReviewItemProps {
  submission: ContentSubmission;
  /** Runs a step; reason is set for every step but verify. Resolves with server messages to show, or nothing. */
  onStep?: (step: ReviewStep, reason?: string) => Promise<ReasonSubmitResult>;
  /** Hide the step buttons (viewers, the operator's read-only copy). */
  readOnly?: boolean;
}

/** One submission: who, which placement, the content link or file, its status, the next steps and the thread. */
export function ReviewItem({ submission, onStep, readOnly = false }: ReviewItemProps) {
  const [dialog, setDialog] = useState<ReasonAction | null>(null);
  const timeZone = useTimeZone();
  const [verifying, setVerifying] = useState(false);
  const steps = readOnly || !onStep ? [] : stepOrder.filter((step) => submission.allowed_actions.includes(step));
  const placement = placementTypeInfo[submission.placement_type].label;
  const verify = async () => {
    setVerifying(true);
    try {
      await onStep?.('verify');
    } finally {
      setVerifying(false);
    }
  };
  return (
    <Card variant="outlined" component="article" aria-label={`${submission.influencer.display_name}: ${placement}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Avatar src={embeddedImageUrl(submission.influencer.profile_picture)} alt="">{submission.influencer.display_name.slice(0, 1)}</Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{submission.influencer.display_name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {placement} · <time dateTime={submission.submitted_at}>{t.submittedAt(formatDateTime(submission.submitted_at, timeZone))}</time>
              </Typography>
            </Box>
          </Stack>
          <VerificationStatusChip status={submission.status} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {submission.content_url ? (
            <Link href={submission.content_url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {t.openContent}<OpenInNew fontSize="inherit" aria-hidden />
            </Link>
          ) : (
            <Typography variant="body2">{submission.asset?.file_name ? t.file(submission.asset.file_name) : t.fileFallback}</Typography>
          )}
          {submission.content_url ? <OwnershipLabel checked={submission.ownership_checked} platform={submission.platform} /> : null}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Typography variant="overline" component="h4" color="text.secondary">{t.showThread}</Typography>
          <ReviewThread steps={stepsFromSubmissionEvents(submission.events)} label={`${t.showThread}: ${submission.influencer.display_name}, ${placement}`} />
        </Box>
        {steps.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {steps.includes('verify') ? <Button variant="contained" color="success" onClick={verify} disabled={verifying}>{t.verify}</Button> : null}
            {steps.includes('reject') ? <Button variant="outlined" color="error" onClick={() => setDialog('reject')} disabled={verifying}>{t.reject}</Button> : null}
            {steps.includes('respond') ? <Button variant="contained" onClick={() => setDialog('respond')}>{t.respond}</Button> : null}
            {steps.includes('dispute') ? <Button variant="contained" onClick={() => setDialog('dispute')}>{t.dispute}</Button> : null}
          </Stack>
        ) : null}
      </CardContent>
      {dialog ? (
        <ReasonDialog {...reasonDialogTexts[dialog]} schema={verificationReasonSchema} open onClose={() => setDialog(null)}
          onSubmit={async (reason) => {
            const result = await onStep?.(dialog as ReviewStep, reason);
            if (!result) setDialog(null);
            return result;
          }} />
      ) : null}
    </Card>
  );
}
