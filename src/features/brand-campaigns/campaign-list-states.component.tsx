import { visuallyHidden } from '@mui/utils';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { listTexts as t } from './brand-campaigns.texts';

export function CampaignListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-label={t.loading} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      {Array.from({ length: count }, (_, index) => <Skeleton key={index} variant="rounded" height={132} />)}
    </Box>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>
      {message}
    </Alert>
  );
}

export function EmptyState({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>{icon}</Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: action ? 2 : 0 }}>{body}</Typography>
      {action}
    </Box>
  );
}

export const NoCampaignsYet = ({ action }: { action?: ReactNode }) => (
  <EmptyState icon={<CampaignOutlined />} title={t.emptyTitle} body={t.emptyBody} action={action} />
);

export const NoMatches = ({ onClear }: { onClear?: () => void }) => (
  <EmptyState icon={<SearchOffOutlined />} title={t.noMatchTitle} body={t.noMatchBody}
    action={<Button variant="outlined" onClick={onClear}>{t.clearFilters}</Button>} />
);
