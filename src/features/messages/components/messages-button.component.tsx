import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMessageUnreadCountQuery } from '../../../api/generated/api';
import { formatBadgeCount } from '../../notifications/notifications.slice';
import { useShellUser } from '../../shell/use-shell-user.hook';
import { messagesEntryTexts as t } from '../messages-entry.texts';
import { useVisiblePolling } from '../use-visible-polling.hook';

/** The badge and name alone (stories and tests): '99+' above 99, nothing at 0; the name carries the badge. */
export function MessagesButtonView({ unread }: { unread: number }) {
  const badge = formatBadgeCount(unread);
  return (
    <IconButton component={RouterLink} to="/messages" aria-label={t.buttonName(badge)}>
      <Badge badgeContent={badge} color="error" invisible={badge === null}>
        <ChatBubbleOutline />
      </Badge>
    </IconButton>
  );
}

/** The top bar's messages button beside the bell, for brands and creators; polls the unread count while visible. */
export function MessagesButton() {
  const user = useShellUser();
  const participant = !user.isStaff && (user.persona === 'brand' || user.persona === 'influencer');
  const pollingInterval = useVisiblePolling();
  const { data } = useGetMessageUnreadCountQuery(undefined, { skip: !participant, pollingInterval });
  if (!participant) return null;
  return <MessagesButtonView unread={data?.unread_count ?? 0} />;
}
