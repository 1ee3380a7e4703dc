import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReconciliationRun } from '../../api/generated/api';
import { formatDateTime } from '../../domain/format/display-format';
import { ReconciliationStatusChip } from './reconciliation-status-chip.component';
import { checkedLabels, reconciliationPageTexts as t } from './reconciliation.texts';

/** "12 Razorpay orders · 30 RazorpayX payouts · …" (what a run compared). */
export function checkedSummary(checked: Record<string, number>): string {
  const parts = Object.entries(checked).map(([key, count]) => `${count} ${checkedLabels[key] ?? key.replace(/_/g, ' ')}`);
  return parts.length > 0 ? parts.join(' · ') : t.nothingChecked;
}

export interface ReconciliationRunsProps {
  runs: ReconciliationRun[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The runs, newest first: when, status, what was compared, how many differences; one is opened below. */
export function ReconciliationRuns({ runs, selectedId, onSelect }: ReconciliationRunsProps) {
  return (
    <Box component="ul" aria-label={t.runsLabel} sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {runs.map((run) => {
        const when = formatDateTime(run.started_at);
        const selected = run.id === selectedId;
        return (
          <Box
            component="li"
            key={run.id}
            aria-current={selected ? 'true' : undefined}
            sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, bgcolor: selected ? 'action.selected' : undefined }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, columnGap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>{when}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t.checked}: {checkedSummary(run.checked)}
                </Typography>
              </Box>
              <ReconciliationStatusChip status={run.status} />
              <Typography variant="body2" sx={{ minWidth: '7rem' }}>
                {t.differences}: <Box component="span" sx={{ fontWeight: 600 }}>{run.status === 'running' ? t.none : run.difference_count}</Box>
              </Typography>
              <Button size="small" onClick={() => onSelect(run.id)} aria-label={t.viewRun(when)} disabled={selected}>{t.view}</Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
