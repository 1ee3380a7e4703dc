import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReconciliationRunDetail } from '../../api/generated/api';
import { formatDateTime } from '../../domain/format/display-format';
import { ReconciliationDifferences } from './reconciliation-differences.component';
import { ReconciliationStatusChip } from './reconciliation-status-chip.component';
import { checkedSummary } from './reconciliation-runs.component';
import { reconciliationPageTexts as t } from './reconciliation.texts';

export interface ReconciliationRunPanelProps {
  run?: ReconciliationRunDetail;
  runStatus: 'loading' | 'error' | 'ready' | 'none';
  onRetryRun: () => void;
}

/** One run opened: what it compared and, by outcome, its differences, its error, or that all agreed. */
export function ReconciliationRunPanel({ run, runStatus, onRetryRun }: ReconciliationRunPanelProps) {
  if (runStatus === 'none') return null;
  if (runStatus === 'loading') return <Skeleton variant="rounded" height={160} role="status" aria-label={t.runLoading} />;
  if (runStatus === 'error' || !run) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetryRun}>{t.retry}</Button>}>{t.runLoadFailed}</Alert>;
  }
  const title = t.runTitle(formatDateTime(run.started_at));
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <ReconciliationStatusChip status={run.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">{t.checked}: {checkedSummary(run.checked)}</Typography>
      {run.status === 'running' && <Typography variant="body2">{t.stillRunning}</Typography>}
      {run.status === 'clean' && (
        <Alert severity="success"><AlertTitle>{t.cleanTitle}</AlertTitle>{t.cleanBody}</Alert>
      )}
      {run.status === 'failed' && (
        <Alert severity="error"><AlertTitle>{t.failedTitle}</AlertTitle>{run.error}</Alert>
      )}
      {run.differences.length > 0 && <ReconciliationDifferences differences={run.differences} />}
    </Box>
  );
}
