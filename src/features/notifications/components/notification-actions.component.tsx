import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { notificationTexts } from '../../../domain/notifications/notifications.texts';
import type { NotificationFilter } from '../notifications.slice';

export interface NotificationActionsProps {
  filter: NotificationFilter;
  unreadCount: number;
  canClear: boolean;
  onFilter: (filter: NotificationFilter) => void;
  onMarkAllRead: () => void;
  onClearAll: () => void;
}

/** All / Unread, 'Mark all read' and 'Clear all' (SPEC §2), for the panel's header and the page. */
export function NotificationActions({ filter, unreadCount, canClear, onFilter, onMarkAllRead, onClearAll }: NotificationActionsProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        aria-label={notificationTexts.filterLabel}
        onChange={(_event, value: NotificationFilter | null) => {
          if (value) onFilter(value);
        }}
      >
        <ToggleButton value="all" sx={{ py: 0.25, px: 1.25 }}>
          {notificationTexts.filterAll}
        </ToggleButton>
        <ToggleButton value="unread" sx={{ py: 0.25, px: 1.25 }}>
          {notificationTexts.filterUnread}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      {/* Never disabled: disabling the button just pressed would drop keyboard focus out of the panel. */}
      <Button size="small" onClick={() => unreadCount > 0 && onMarkAllRead()}>
        {notificationTexts.markAllRead}
      </Button>
      <Button size="small" color="inherit" onClick={() => canClear && onClearAll()}>
        {notificationTexts.clearAll}
      </Button>
    </Box>
  );
}
