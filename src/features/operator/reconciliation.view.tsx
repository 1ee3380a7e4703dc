import { visuallyHidden } from '@mui/utils';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReconciliationRun } from '../../api/generated/api';
import { Pager } from '../../components/pager/pager.component';
import { ReconciliationRunPanel, type ReconciliationRunPanelProps } from './reconciliation-run-panel.component';
import { ReconciliationRuns } from './reconciliation-runs.component';
import { reconciliationPageTexts as t } from './reconciliation.texts';

export interface ReconciliationViewProps extends ReconciliationRunPanelProps {
  status: 'loading' | 'error' | 'ready';
  runs?: ReconciliationRun[];
  hasPrevious?: boolean;
  hasNext?: boolean;
  onPage?: (direction: -1 | 1) => void;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRunNow: () => void;
  /** The start request is on its way. */
  starting?: boolean;
  /** Why the last start was refused (409: one is running). */
  startError?: string | null;
}

/** The operator's reconciliation page: Run now, the runs, and the selected run's differences. */
export function ReconciliationView(props: ReconciliationViewProps) {
  const { status, runs, hasPrevious, hasNext, onPage, onRetry, selectedId, onSelect, onRunNow, starting, startError } = props;
  const running = Boolean(starting) || Boolean(runs?.some((run) => run.status === 'running'));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onRunNow} disabled={running || status !== 'ready'}>{starting ? t.starting : t.runNow}</Button>
        {running && !starting && <Typography variant="body2" color="text.secondary">{t.runningHint}</Typography>}
      </Box>
      {running && <LinearProgress aria-label={t.running} />}
      {startError && <Alert severity="error">{startError}</Alert>}
      {status === 'loading' && (
        <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 1 }}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      )}
      {status === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>}
      {status === 'ready' && (runs?.length ?? 0) === 0 && (
        <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
          <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}><PlaylistAddCheckOutlined /></Box>
          <Typography variant="h6" component="h2">{t.emptyTitle}</Typography>
          <Typography variant="body2" color="text.secondary">{t.emptyBody}</Typography>
        </Box>
      )}
      {status === 'ready' && runs && runs.length > 0 && (
        <>
          <ReconciliationRuns runs={runs} selectedId={selectedId} onSelect={onSelect} />
          <Pager hasPrevious={Boolean(hasPrevious)} hasNext={Boolean(hasNext)} onPage={onPage} />
          <ReconciliationRunPanel run={props.run} runStatus={props.runStatus} onRetryRun={props.onRetryRun} />
        </>
      )}
    </Box>
  );
}
