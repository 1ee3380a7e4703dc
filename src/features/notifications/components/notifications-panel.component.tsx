import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import { useNotifications } from '../use-notifications.hook';
import { NotificationActions } from './notification-actions.component';
import { NotificationList } from './notification-list.component';

export interface NotificationsPanelProps {
  anchor: HTMLElement | null;
  panelId: string;
  titleId: string;
  onClose: () => void;
}

/** The open notifications panel (its own chunk, loaded on the first open): header actions, list, 'View all'. */
export default function NotificationsPanel({ anchor, panelId, titleId, onClose }: NotificationsPanelProps) {
  const notifications = useNotifications();
  const open = Boolean(anchor);
  const { refresh } = notifications;
  // Opening shows what is there at once and asks the server for anything newer.
  useEffect(() => {
    if (open) refresh();
  }, [open, refresh]);

  return (
    <Popover
      id={panelId}
      anchorEl={anchor}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 400, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(600px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {notificationTexts.panelTitle}
        </Typography>
        <NotificationActions
          filter={notifications.filter}
          unreadCount={notifications.unreadCount}
          canClear={notifications.items.length > 0 || notifications.filter === 'unread'}
          onFilter={notifications.setFilter}
          onMarkAllRead={notifications.markAllRead}
          onClearAll={notifications.clearAll}
        />
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <NotificationList
          items={notifications.items}
          status={notifications.status}
          filter={notifications.filter}
          onMarkRead={notifications.markRead}
          onRetry={notifications.retry}
          onNavigate={onClose}
        />
      </Box>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button component={RouterLink} to="/notifications" size="small" onClick={onClose} fullWidth>
          {notificationTexts.viewAll}
        </Button>
      </Box>
    </Popover>
  );
}
