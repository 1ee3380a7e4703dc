import MailOutlined from '@mui/icons-material/MailOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { visuallyHidden } from '@mui/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { inviteListTexts as t } from './campaign-invites.texts';

export const inviteGridSx = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, p: 0, m: 0 } as const;

export function InviteListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box role="status" aria-label={t.loading} sx={inviteGridSx}>
      <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
      {Array.from({ length: count }, (_, index) => <Skeleton key={index} variant="rounded" height={148} />)}
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

function EmptyState({ icon, title, body, action }: { icon: ReactNode; title: string; body: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>{icon}</Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: action ? 2 : 0, maxWidth: 480, mx: 'auto' }}>{body}</Typography>
      {action}
    </Box>
  );
}

/**
 * Nothing to show without a search: on All, nothing was ever sent, so say how invites come (a matching profile); on
 * Pending (the default tab) the influencer may have answered every invite, so point at the other tabs too.
 */
export const NoInvitesYet = ({ pendingOnly = false }: { pendingOnly?: boolean }) => (
  <EmptyState icon={<MailOutlined />} title={pendingOnly ? t.noPendingTitle : t.emptyTitle} body={pendingOnly ? t.noPendingBody : t.emptyBody}
    action={<Button variant="outlined" component={RouterLink} to="/profile">{t.emptyAction}</Button>} />
);

export const NoMatches = ({ onClear }: { onClear?: () => void }) => (
  <EmptyState icon={<SearchOffOutlined />} title={t.noMatchTitle} body={t.noMatchBody}
    action={onClear ? <Button variant="outlined" onClick={onClear}>{t.clearSearch}</Button> : undefined} />
);
