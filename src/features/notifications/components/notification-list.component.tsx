import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import type { AppNotification, NotificationFilter, NotificationsState } from '../notifications.slice';
import { useNow } from '../use-notifications.hook';
import { NotificationItem } from './notification-item.component';

export interface NotificationListProps {
  items: AppNotification[];
  status: NotificationsState['status'];
  filter: NotificationFilter;
  onMarkRead: (id: string) => void;
  onRetry: () => void;
  onNavigate?: () => void;
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 5 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {notificationTexts.loading}
      </Typography>
    </Box>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {notificationTexts.retry}
          </Button>
        }
      >
        {notificationTexts.loadFailed}
      </Alert>
    </Box>
  );
}

/** SPEC §2 empty state; the Unread filter with nothing unread says so instead. */
function Empty({ filter }: { filter: NotificationFilter }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 5 }}>
      <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {filter === 'unread' ? notificationTexts.noUnread : notificationTexts.emptyTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {notificationTexts.emptyBody}
      </Typography>
    </Box>
  );
}

/** The list with its loading, error (with retry) and empty states; used by the panel and the page. */
export function NotificationList({ items, status, filter, onMarkRead, onRetry, onNavigate }: NotificationListProps) {
  const now = useNow();
  const region = useRef<HTMLDivElement>(null);
  const retry = () => {
    // The Retry button goes away with the error: focus stays in the list instead of falling to the page.
    region.current?.focus();
    onRetry();
  };

  let body;
  if (items.length > 0) {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={onMarkRead} onNavigate={onNavigate} />
        ))}
      </Box>
    );
  } else if (status === 'failed') body = <Failed onRetry={retry} />;
  else if (status === 'loaded') body = <Empty filter={filter} />;
  else body = <Loading />;

  return (
    <Box ref={region} tabIndex={-1} sx={{ outline: 'none' }}>
      {body}
    </Box>
  );
}
