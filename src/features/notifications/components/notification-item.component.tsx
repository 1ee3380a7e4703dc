import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../../domain/format/display-format';
import { isInternalActionUrl, isSafeActionUrl } from '../../../domain/notifications/notification-types';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import { formatRelativeTime } from '../../../domain/notifications/relative-time';
import { useTimeZone } from '../../settings/use-time-zone.hook';
import type { AppNotification } from '../notifications.slice';
import { NotificationTypeIcon } from './notification-type-icon.component';
import { visuallyHidden } from './visually-hidden';

export interface NotificationItemProps {
  notification: AppNotification;
  now: number;
  onMarkRead: (id: string) => void;
  /** Following the action link: the panel closes. */
  onNavigate?: () => void;
}

/** One notification (SPEC §2): type, title, message, relative time, optional action link, per-item mark read. */
export function NotificationItem({ notification, now, onMarkRead, onNavigate }: NotificationItemProps) {
  const { id, type, title, message, createdAt, read, actionUrl, actionLabel } = notification;
  const timeZone = useTimeZone();
  const follow = () => {
    if (!read) onMarkRead(id);
    onNavigate?.();
  };
  // The server only stores safe links; checked again so a bad one can never become a javascript: href.
  const action = actionUrl && isSafeActionUrl(actionUrl) ? actionUrl : null;
  const label = actionLabel ?? notificationTexts.defaultActionLabel;
  const row = useRef<HTMLLIElement>(null);
  const markRead = () => {
    // The button goes away once read: focus moves to the notification rather than out of the panel.
    row.current?.focus();
    onMarkRead(id);
  };

  return (
    <Box
      component="li"
      ref={row}
      tabIndex={-1}
      sx={{
        outline: 'none',
        display: 'flex', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider',
        bgcolor: read ? 'transparent' : 'action.hover', '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ pt: 0.25 }}>
        <NotificationTypeIcon type={type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: read ? 500 : 700, overflowWrap: 'anywhere' }}>
          {read ? null : <Box component="span" sx={visuallyHidden}>{`${notificationTexts.unread}: `}</Box>}
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mt: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={createdAt} title={formatDateTime(createdAt, timeZone)}>
            {formatRelativeTime(createdAt, now)}
          </Typography>
          {action && isInternalActionUrl(action) ? (
            <Link component={RouterLink} to={action} variant="caption" onClick={follow} sx={{ fontWeight: 600 }}>
              {label}
            </Link>
          ) : action ? (
            <Link href={action} target="_blank" rel="noopener noreferrer" variant="caption" onClick={follow} sx={{ fontWeight: 600 }}>
              {label}
            </Link>
          ) : null}
        </Box>
      </Box>
      {read ? null : (
        <IconButton size="small" onClick={markRead} aria-label={`${notificationTexts.markRead}: ${title}`} title={notificationTexts.markRead} sx={{ alignSelf: 'flex-start' }}>
          <DoneIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
