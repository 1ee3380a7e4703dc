import { visuallyHidden } from '@mui/utils';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentSubmission } from '../../api/generated/api';
import { contentVerificationStatuses, verificationStatusLabels, type VerificationStatus } from '../../domain/marketplace/verification-status';
import { EmptyState, LoadFailed } from '../brand-campaigns/campaign-list-states.component';
import { reviewQueueTexts as t } from './content-review.texts';
import type { ReasonSubmitResult } from '../../components/reason-dialog/reason-dialog.component';
import { ReviewItem, type ReviewStep } from './review-item.component';
import { MultiSelectFilter } from '../../components/multi-select-filter/multi-select-filter.component';
import { PageNumbers } from '../../components/pager/page-numbers.component';

export interface ReviewQueueFilters {
  statuses: VerificationStatus[];
  placementId: string;
}

export interface ReviewQueueViewProps {
  status: 'loading' | 'error' | 'ready';
  submissions?: ContentSubmission[];
  count?: number;
  page: number;
  pageSize: number;
  filters: ReviewQueueFilters;
  placements: Array<{ id: string; label: string }>;
  onFiltersChange: (filters: ReviewQueueFilters) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  onStep?: (submission: ContentSubmission, step: ReviewStep, reason?: string) => Promise<ReasonSubmitResult>;
  /** Viewers read the queue without the step buttons. */
  readOnly?: boolean;
}

/** The brand's review queue of one campaign: filters, the submissions with their threads, pages. */
export function ReviewQueueView(props: ReviewQueueViewProps) {
  const { status, submissions = [], count = 0, filters, placements } = props;
  const filtered = filters.statuses.length > 0 || filters.placementId !== '';
  const pages = Math.max(1, Math.ceil(count / props.pageSize));
  const clear = () => props.onFiltersChange({ statuses: [], placementId: '' });
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">{t.heading}</Typography>
        <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MultiSelectFilter label={t.statusFilter} options={contentVerificationStatuses} labels={verificationStatusLabels} value={filters.statuses}
          onChange={(statuses) => props.onFiltersChange({ ...filters, statuses })} minWidth={220} />
        <TextField select label={t.placementFilter} size="small" sx={{ minWidth: 220 }} value={filters.placementId}
          onChange={(event) => props.onFiltersChange({ ...filters, placementId: event.target.value })}>
          <MenuItem value="">{t.allPlacements}</MenuItem>
          {placements.map((p) => <MenuItem key={p.id} value={p.id}>{p.label}</MenuItem>)}
        </TextField>
      </Stack>
      {status === 'loading' ? (
        <Stack spacing={2} role="status" aria-label={t.loading}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          {[0, 1, 2].map((key) => <Skeleton key={key} variant="rounded" height={160} />)}
        </Stack>
      ) : null}
      {status === 'error' ? <LoadFailed message={t.loadFailed} onRetry={props.onRetry} /> : null}
      {status === 'ready' && submissions.length === 0 && !filtered ? (
        <EmptyState icon={<RateReviewOutlined />} title={t.emptyTitle} body={t.emptyBody} />
      ) : null}
      {status === 'ready' && submissions.length === 0 && filtered ? (
        <EmptyState icon={<SearchOffOutlined />} title={t.emptyFilteredTitle} body={t.emptyFilteredBody}
          action={<Button variant="outlined" onClick={clear}>{t.clearFilters}</Button>} />
      ) : null}
      {status === 'ready' && submissions.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">{t.count(count)}</Typography>
          <Stack spacing={2}>
            {submissions.map((submission) => (
              <ReviewItem key={submission.id} submission={submission} readOnly={props.readOnly}
                onStep={props.onStep ? (step, reason) => props.onStep!(submission, step, reason) : undefined} />
            ))}
          </Stack>
          <PageNumbers pages={pages} page={props.page} label={t.pageLabel} onChange={props.onPageChange} flush />
        </>
      ) : null}
    </Stack>
  );
}
