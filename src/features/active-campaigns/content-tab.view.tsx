import UploadOutlined from '@mui/icons-material/UploadOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActiveSubmission } from '../../api/generated/api';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { allowedVerificationActions } from '../../domain/marketplace/verification-status';
import { EmptyState } from '../brand-campaigns/campaign-list-states.component';
import { formatDateTime } from '../../domain/format/display-format';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { activeCampaignTexts as t } from './active-campaigns.texts';
import { VerificationStatusChip } from '../../components/status-chip/status-chip.component';
import { stepsFromActiveEvents } from '../../components/review-thread/review-step.adapters';
import { ReviewThread } from '../../components/review-thread/review-thread.component';
import { PageNumbers } from '../../components/pager/page-numbers.component';
import { OwnershipLabel } from '../../components/ownership-label/ownership-label.component';

export const contentPageSize = 10;

export interface ContentTabViewProps {
  submissions: ActiveSubmission[];
  count: number;
  page: number;
  onPageChange?: (page: number) => void;
  /** The slot for the submit-content dialog (features/content-submission): the button shows only when given. */
  onSubmitContent?: () => void;
  /** Disputes a rejection (once per submission): the button shows on rejected content only when given. */
  onDispute?: (submission: ActiveSubmission) => void;
}

function SubmissionCard({ submission, onDispute }: { submission: ActiveSubmission; onDispute?: (submission: ActiveSubmission) => void }) {
  const canDispute = onDispute && allowedVerificationActions(submission.status, 'influencer').includes('dispute');
  const label = placementTypeInfo[submission.placement_type]?.label ?? submission.placement_type;
  const historyId = `history-${submission.id}`;
  const timeZone = useTimeZone();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3">{label}</Typography>
          <VerificationStatusChip status={submission.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">{t.submittedOn(formatDateTime(submission.submitted_at, timeZone))}</Typography>
        {submission.content_url ? (
          <Link href={submission.content_url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>{submission.content_url}</Link>
        ) : <Typography variant="body2">{t.uploadedFile}</Typography>}
        {submission.content_url ? <Box sx={{ mt: 0.5 }}><OwnershipLabel checked={submission.ownership_checked} platform={submission.platform} audience="influencer" /></Box> : null}
        {submission.note ? <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{submission.note}</Typography> : null}
        {canDispute ? (
          <Box sx={{ mt: 1.5 }}>
            <Button variant="outlined" size="small" onClick={() => onDispute(submission)}>{t.disputeRejection}</Button>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>{t.disputeHint}</Typography>
          </Box>
        ) : null}
        <Box component="section" aria-labelledby={historyId} sx={{ mt: 1.5 }}>
          <Typography id={historyId} variant="subtitle2" component="h4">{t.history}</Typography>
          <ReviewThread steps={stepsFromActiveEvents(submission.events)} label={`${t.history}: ${label}`} emptyText={t.noHistory} ownRole="influencer" />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Content tab: my submissions with their status and review thread, newest first, and the Submit content action. */
export function ContentTabView({ submissions, count, page, onPageChange, onSubmitContent, onDispute }: ContentTabViewProps) {
  const pages = Math.max(1, Math.ceil(count / contentPageSize));
  const submit = onSubmitContent ? <Button variant="contained" startIcon={<UploadOutlined />} onClick={onSubmitContent}>{t.submitContent}</Button> : undefined;
  if (submissions.length === 0) return <EmptyState icon={<VideoLibraryOutlined />} title={t.noContentTitle} body={t.noContentBody} action={submit} />;
  return (
    <Box>
      {submit ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>{submit}</Box> : null}
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {submissions.map((submission) => <SubmissionCard key={submission.id} submission={submission} onDispute={onDispute} />)}
      </Box>
      <PageNumbers pages={pages} page={page} label={t.contentPagination} onChange={(next) => onPageChange?.(next)} />
    </Box>
  );
}
