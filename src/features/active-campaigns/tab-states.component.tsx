import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { LoadFailed } from '../brand-campaigns/campaign-list-states.component';

export type TabStatus = 'loading' | 'error' | 'ready';

/** Loading and error states shared by the per-campaign tabs; null when the tab is ready to show its data. */
export function TabState({ status, label, failed, onRetry }: { status: TabStatus; label: string; failed: string; onRetry?: () => void }) {
  if (status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-label={label}>
        <Box component="span" sx={visuallyHidden}>{label}</Box>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (status === 'error') return <LoadFailed message={failed} onRetry={onRetry} />;
  return null;
}
