import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OperatorDispute } from '../../api/generated/api';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';
import { stepsFromSubmissionEvents } from '../../components/review-thread/review-step.adapters';
import { ReviewThread } from '../../components/review-thread/review-thread.component';
import type { DisputeDecisionKind } from './decide-dialog.component';
import { disputeTexts as t } from './operator.texts';

/** One open dispute: who and what, the content link, the whole review thread, and the two decisions. */
export function DisputeCard({ dispute, onDecide }: { dispute: OperatorDispute; onDecide: (decision: DisputeDecisionKind) => void }) {
  const { submission } = dispute;
  const placement = placementTypeInfo[submission.placement_type].label;
  const heading = `${submission.influencer.display_name}: ${placement}`;
  const canDecide = submission.allowed_actions.includes('approve_rebuttal') || submission.allowed_actions.includes('reject_rebuttal');
  return (
    <Card variant="outlined" component="article" aria-label={heading}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">{heading}</Typography>
          <VerificationStatusChip status={submission.status} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">{t.campaign}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{dispute.campaign.name}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">{t.brand}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{dispute.brand.name}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">{t.influencer}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{submission.influencer.display_name}</Typography>
        </Box>
        {submission.content_url ? (
          <Link href={submission.content_url} target="_blank" rel="noopener noreferrer">{t.openContent}</Link>
        ) : (
          <Typography variant="body2">{t.uploadedFile}</Typography>
        )}
        {submission.status === 'rebuttal_requested' && <Typography variant="body2" color="text.secondary">{t.awaitingBrand}</Typography>}
        <Typography variant="subtitle2" component="h3">{t.thread}</Typography>
        <ReviewThread steps={stepsFromSubmissionEvents(submission.events)} label={`${t.thread}: ${heading}`} />
      </CardContent>
      {canDecide && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" variant="outlined" onClick={() => onDecide('reject')} aria-label={`${t.reject}: ${heading}`}>{t.reject}</Button>
          <Button color="success" variant="contained" onClick={() => onDecide('approve')} aria-label={`${t.approve}: ${heading}`}>{t.approve}</Button>
        </CardActions>
      )}
    </Card>
  );
}
