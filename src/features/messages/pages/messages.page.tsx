import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListMessageThreadsQuery } from '../../../api/generated/api';
import { useShellUser } from '../../shell/use-shell-user.hook';
import { ThreadListView } from '../components/thread-list.view';
import { messagesTexts as t } from '../messages.texts';
import { useVisiblePolling } from '../use-visible-polling.hook';
import { ThreadContainer } from './thread.container';

/** The search text after the person stopped typing for a moment (one request, not one per key). */
function useSettled(value: string, delayMs = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * /messages and /messages/:threadId for brands and creators: the list beside the open thread; on a phone the list,
 * then the thread full screen with a back button.
 */
export default function MessagesPage() {
  const { threadId } = useParams();
  const navigate = useNavigate();
  const user = useShellUser();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const settled = useSettled(search);
  const pollingInterval = useVisiblePolling();
  const list = useListMessageThreadsQuery({ search: settled.trim() || undefined, pageSize: 100 }, { pollingInterval });
  const side = user.persona === 'brand' ? 'brand' : 'influencer';

  const listView = (
    <ThreadListView
      status={list.data ? 'ready' : list.isError ? 'error' : 'loading'}
      threads={list.data?.results ?? []}
      selectedId={threadId}
      search={search}
      onSearch={setSearch}
      onSelect={(thread) => navigate(`/messages/${thread.id}`)}
      onRetry={() => void list.refetch()}
      side={side}
    />
  );
  const threadView = threadId ? (
    <ThreadContainer key={threadId} threadId={threadId} onBack={phone ? () => navigate('/messages') : undefined} />
  ) : (
    <Typography color="text.secondary" sx={{ p: 3 }}>{t.chooseThread}</Typography>
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 3, ...(phone && threadId ? { position: 'absolute', left: -10000 } : {}) }}>
        {t.pageTitle}
      </Typography>
      <Paper variant="outlined" sx={{ display: 'flex', minWidth: 0, overflow: 'hidden', height: phone ? 'auto' : 'calc(100vh - 200px)', minHeight: 480 }}>
        {phone ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>{threadId ? threadView : listView}</Box>
        ) : (
          <>
            <Box sx={{ width: 340, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}>{listView}</Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{threadView}</Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
