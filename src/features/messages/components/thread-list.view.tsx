import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageThread } from '../../../api/generated/api';
import { formatRelativeTime } from '../../../domain/notifications/relative-time';
import { messagesTexts as t } from '../messages.texts';

export interface ThreadListViewProps {
  status: 'loading' | 'error' | 'ready';
  threads: MessageThread[];
  selectedId?: string;
  search: string;
  onSearch: (text: string) => void;
  onSelect: (thread: MessageThread) => void;
  onRetry: () => void;
  side: 'brand' | 'influencer';
  now?: number;
}

/** The counterpart's name: the creator for a brand, the brand for a creator. */
export const counterpartName = (thread: MessageThread) => (thread.my_side === 'brand' ? thread.influencer.display_name : thread.brand.name);

/** The conversations with search and unread badges (the left column, or the whole phone screen). */
export function ThreadListView({ status, threads, selectedId, search, onSearch, onSelect, onRetry, side, now = Date.now() }: ThreadListViewProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <TextField
        size="small"
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ m: 1.5 }}
      />
      {status === 'loading' ? <Typography sx={{ p: 2 }}>{t.loading}</Typography> : null}
      {status === 'error' ? (
        <Alert severity="error" sx={{ m: 1.5 }} action={<Button color="inherit" onClick={onRetry}>{t.retry}</Button>}>
          {t.loadFailed}
        </Alert>
      ) : null}
      {status === 'ready' && threads.length === 0 ? (
        <Box sx={{ p: 2 }}>
          {search.trim() ? (
            <Typography>{t.noMatches}</Typography>
          ) : (
            <>
              <Typography variant="subtitle1" component="h2">{t.emptyTitle}</Typography>
              <Typography variant="body2" color="text.secondary">{side === 'brand' ? t.emptyBrand : t.emptyInfluencer}</Typography>
            </>
          )}
        </Box>
      ) : null}
      {threads.length > 0 ? (
        <List aria-label={t.pageTitle} disablePadding>
          {threads.map((thread) => {
            const name = counterpartName(thread);
            const picture = thread.my_side === 'brand' ? thread.influencer.profile_picture : thread.brand.logo_url;
            return (
              // A list holds list items: the button sits inside one (a bare ListItemButton is a div, which screen
              // readers cannot count as one of the list's entries).
              <ListItem key={thread.id} disablePadding>
                <ListItemButton
                  selected={thread.id === selectedId}
                  aria-current={thread.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(thread)}
                  sx={{ alignItems: 'flex-start' }}
                >
                  <ListItemAvatar>
                    <Badge color="error" badgeContent={thread.unread_count} invisible={thread.unread_count === 0} overlap="circular">
                      <Avatar alt="" src={picture ?? undefined}>{name.slice(0, 1).toUpperCase()}</Avatar>
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', minWidth: 0 }}>
                        <Box component="span" sx={{ fontWeight: thread.unread_count > 0 ? 700 : 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {name}
                        </Box>
                        {thread.last_message_at ? (
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                            {formatRelativeTime(thread.last_message_at, now)}
                          </Typography>
                        ) : null}
                      </Box>
                    }
                    secondary={
                      <>
                        {thread.campaign ? <Box component="span" sx={{ display: 'block' }}>{t.about(thread.campaign.name)}</Box> : null}
                        {/* The preview ends in '…' by design: the whole message is in the thread. */}
                        <Box component="span" data-truncation="allowed" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {thread.unread_count > 0 ? <Box component="span" sx={{ position: 'absolute', left: -10000 }}>{t.unreadBadge(thread.unread_count)}: </Box> : null}
                          {thread.last_message_preview ?? ''}
                        </Box>
                      </>
                    }
                    slotProps={{ primary: { component: 'span' }, secondary: { component: 'span' } }}
                    sx={{ minWidth: 0 }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </Box>
  );
}
