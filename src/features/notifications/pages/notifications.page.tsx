import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { PageTitle } from '../../../components/page-title/page-title.component';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import { NotificationActions } from '../components/notification-actions.component';
import { NotificationList } from '../components/notification-list.component';
import { useNotifications } from '../use-notifications.hook';

/** /notifications (title 'Notifications'): every notification, All or Unread, 'Load more', the panel's actions. */
export default function NotificationsPage() {
  const notifications = useNotifications();
  const { refresh } = notifications;
  // The saga keeps the list fresh; arriving on the page asks for anything newer at once.
  useEffect(() => {
    refresh();
  }, [refresh]);
  return (
    <>
      <PageTitle />
      <Paper variant="outlined" sx={{ maxWidth: 760 }}>
        <Box sx={{ px: 2, py: 1.5 }}>
          <NotificationActions
            filter={notifications.filter}
            unreadCount={notifications.unreadCount}
            canClear={notifications.items.length > 0 || notifications.filter === 'unread'}
            onFilter={notifications.setFilter}
            onMarkAllRead={notifications.markAllRead}
            onClearAll={notifications.clearAll}
          />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <NotificationList
            items={notifications.items}
            status={notifications.status}
            filter={notifications.filter}
            onMarkRead={notifications.markRead}
            onRetry={notifications.retry}
          />
        </Box>
        {notifications.hasMore ? (
          <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
            <Button onClick={notifications.loadMore} disabled={notifications.loadingMore}>
              {notifications.loadingMore ? notificationTexts.loading : notificationTexts.loadMore}
            </Button>
          </Box>
        ) : null}
      </Paper>
    </>
  );
}
