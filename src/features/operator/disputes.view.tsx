import { visuallyHidden } from '@mui/utils';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OperatorDispute } from '../../api/generated/api';
import { DecideDialog, type DecideDialogProps, type DisputeDecisionKind } from './decide-dialog.component';
import { DisputeCard } from './dispute-card.component';
import { disputeTexts as t } from './operator.texts';
import { Pager } from '../../components/pager/pager.component';

export interface DisputesViewProps {
  status: 'loading' | 'error' | 'ready';
  disputes?: OperatorDispute[];
  hasPrevious?: boolean;
  hasNext?: boolean;
  onPage?: (direction: -1 | 1) => void;
  onRetry: () => void;
  onDecide: (submissionId: string, decision: DisputeDecisionKind, reason: string) => Promise<string | undefined>;
}

/** The operator's queue of open disputes (rebuttal_requested and rebuttal_responsed), oldest first. */
export function DisputesView({ status, disputes, hasPrevious, hasNext, onPage, onRetry, onDecide }: DisputesViewProps) {
  const [open, setOpen] = useState<{ submissionId: string; decision: DisputeDecisionKind } | null>(null);
  const submit: DecideDialogProps['onSubmit'] = (decision, reason) => (open ? onDecide(open.submissionId, decision, reason) : Promise.resolve(undefined));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">{t.intro}</Typography>
      {status === 'loading' && (
        <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 2 }}>
          <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      )}
      {status === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>}
      {status === 'ready' && (disputes?.length ?? 0) === 0 && (
        <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
          <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}><GavelOutlined /></Box>
          <Typography variant="h6" component="h2">{t.emptyTitle}</Typography>
          <Typography variant="body2" color="text.secondary">{t.emptyBody}</Typography>
        </Box>
      )}
      {status === 'ready' && disputes && disputes.length > 0 && (
        <Box component="section" aria-label={t.listLabel} sx={{ display: 'grid', gap: 2 }}>
          {disputes.map((dispute) => (
            <DisputeCard key={dispute.submission.id} dispute={dispute} onDecide={(decision) => setOpen({ submissionId: dispute.submission.id, decision })} />
          ))}
        </Box>
      )}
      <Pager hasPrevious={Boolean(hasPrevious)} hasNext={Boolean(hasNext)} onPage={onPage} />
      <DecideDialog decision={open?.decision ?? null} onClose={() => setOpen(null)} onSubmit={submit} />
    </Box>
  );
}
