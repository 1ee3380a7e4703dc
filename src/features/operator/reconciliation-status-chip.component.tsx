import { StatusChip } from '../../components/status-chip/status-chip.component';
import { reconciliationStatusLabels, type ReconciliationRunStatus } from '../../domain/payments/reconciliation.texts';

const tone = { running: 'info', clean: 'success', differences: 'warning', failed: 'error' } as const;

/** A reconciliation run's status (Running, Clean, Differences, Failed): the label carries the meaning. */
export const ReconciliationStatusChip = ({ status }: { status: ReconciliationRunStatus }) => (
  <StatusChip label={reconciliationStatusLabels[status]} tone={tone[status]} />
);
