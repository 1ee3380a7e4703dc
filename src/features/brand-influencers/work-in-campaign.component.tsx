import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandInfluencerDetails } from '../../api/generated/api';
import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { influencerDetailTexts as t } from './brand-influencers.texts';
import { formatDay, formatMoney } from './influencer-format';
import { stepsFromSubmissionEvents } from '../../components/review-thread/review-step.adapters';
import { ReviewThread } from '../../components/review-thread/review-thread.component';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';
import { OwnershipLabel } from '../../components/ownership-label/ownership-label.component';

const placementLabel = (type: string | null) => (type && type in placementTypeInfo ? placementTypeInfo[type as PlacementType].label : type ?? '');

/** The offered placements, each with the status of its newest submission. */
export function PlacementList({ placements, currency }: { placements: BrandInfluencerDetails['placements']; currency: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="placements-heading">
      <CardContent>
        <Typography id="placements-heading" variant="h6" component="h2" sx={{ mb: 1 }}>{t.placements}</Typography>
        {placements.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noPlacements}</Typography> : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {placements.map((placement) => (
              <Box component="li" key={placement.placement_id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 200 }}>{placement.quantity} × {placementLabel(placement.type)}</Typography>
                <Typography variant="body2">{formatMoney(placement.amount, currency)}</Typography>
                {placement.latest_status ? <VerificationStatusChip status={placement.latest_status} /> : <Typography variant="body2" color="text.secondary">{t.notSubmitted}</Typography>}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Every submission of this influencer in this campaign, newest first, with its review history. */
export function SubmissionList({ submissions }: { submissions: BrandInfluencerDetails['submissions'] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="submissions-heading">
      <CardContent>
        <Typography id="submissions-heading" variant="h6" component="h2" sx={{ mb: 1 }}>{t.submissions}</Typography>
        {submissions.length === 0 ? <Typography variant="body2" color="text.secondary">{t.noSubmissions}</Typography> : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
            {submissions.map((submission) => (
              <Box component="li" key={submission.id} aria-label={`${placementLabel(submission.placement_type)}: submission`} sx={{ display: 'grid', gap: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h3">{placementLabel(submission.placement_type)}</Typography>
                  <VerificationStatusChip status={submission.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">{t.submittedAt} {formatDay(submission.submitted_at)}</Typography>
                {submission.content_url ? <Link href={submission.content_url} target="_blank" rel="noopener noreferrer">{t.openContent}</Link>
                  : submission.asset_id && <Typography variant="body2">{t.uploadedFile}</Typography>}
                {submission.content_url ? <OwnershipLabel checked={submission.ownership_checked} platform={submission.platform} /> : null}
                {submission.note && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{submission.note}</Typography>}
                {submission.events.length > 0 && <ReviewThread steps={stepsFromSubmissionEvents(submission.events)} label={`${t.thread}: ${placementLabel(submission.placement_type)}`} />}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
