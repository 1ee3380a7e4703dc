import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { visuallyHidden } from '@mui/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OperatorMessageReport } from '../../api/generated/api';
import { Pager } from '../../components/pager/pager.component';
import type { MessageReportDecision } from '../../domain/messages/message-reports.rules';
import { MessageReportCard } from './message-report-card.component';
import { messageReportsTexts as t } from './message-reports.texts';
import { ResolveReportDialog } from './resolve-report-dialog.component';

export interface MessageReportsViewProps {
  status: 'loading' | 'error' | 'ready';
  reports?: OperatorMessageReport[];
  hasPrevious?: boolean;
  hasNext?: boolean;
  onPage?: (direction: -1 | 1) => void;
  onRetry: () => void;
  /** Resolves to the server's refusal, or undefined when the report was resolved. */
  onResolve: (reportId: string, decision: MessageReportDecision) => Promise<string | undefined>;
}

/** The operator's queue of reported conversations and messages, newest first, a page at a time. */
export function MessageReportsView({ status, reports, hasPrevious, hasNext, onPage, onRetry, onResolve }: MessageReportsViewProps) {
  const [open, setOpen] = useState<OperatorMessageReport | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      {status === 'loading' && (
        <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 2 }}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={200} />
        </Box>
      )}
      {status === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>}
      {status === 'ready' && (reports?.length ?? 0) === 0 && (
        <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
          <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}><FlagOutlined /></Box>
          <Typography variant="h6" component="h2">{t.emptyTitle}</Typography>
          <Typography variant="body2" color="text.secondary">{t.emptyBody}</Typography>
        </Box>
      )}
      {status === 'ready' && reports && reports.length > 0 && (
        <Box component="section" aria-label={t.listLabel} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {reports.map((report) => <MessageReportCard key={report.id} report={report} onResolve={() => setOpen(report)} />)}
        </Box>
      )}
      <Pager hasPrevious={Boolean(hasPrevious)} hasNext={Boolean(hasNext)} onPage={onPage} />
      <ResolveReportDialog report={open} onClose={() => setOpen(null)} onSubmit={(decision) => (open ? onResolve(open.id, decision) : Promise.resolve(undefined))} />
    </Box>
  );
}
