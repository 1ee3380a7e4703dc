import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../api/enhanced-api';
import {
  useBlockMessageThreadMutation,
  useGetMessageThreadQuery,
  useListThreadMessagesQuery,
  useMarkMessageThreadReadMutation,
  useReportMessageThreadMutation,
  useUnblockMessageThreadMutation,
  type Message,
} from '../../../api/generated/api';
import { downloadAuthorized } from '../../../components/download/authorized-download';
import { messagePageDefault } from '../../../domain/messages/messages.rules';
import { errorMessages } from '../../../domain/messages';
import { uploadAsset } from '../../assets/upload-asset';
import { BlockDialog, ReportDialog } from '../components/thread-dialogs.component';
import { ThreadView, type PendingMessage } from '../components/thread.view';
import { useSendThreadMessageMutation } from '../messages.api';
import { messagesTexts as t } from '../messages.texts';
import { useVisiblePolling } from '../use-visible-polling.hook';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
const detailOf = (error: unknown) => {
  const data = (error as { data?: { detail?: string; errors?: Record<string, string[]> } } | undefined)?.data;
  return (data?.errors ? Object.values(data.errors)[0]?.[0] : undefined) ?? data?.detail ?? errorMessages.generic;
};

/** One thread with its data: the newest page polled, earlier pages on demand, sends with retry, read marker. */
export function ThreadContainer({ threadId, onBack }: { threadId: string; onBack?: () => void }) {
  const pollingInterval = useVisiblePolling();
  const thread = useGetMessageThreadQuery({ id: threadId });
  const latest = useListThreadMessagesQuery({ id: threadId, limit: messagePageDefault }, { pollingInterval });
  const [loadEarlier, earlierState] = api.endpoints.listThreadMessages.useLazyQuery();
  const [earlier, setEarlier] = useState<Message[]>([]);
  const [earlierMore, setEarlierMore] = useState<boolean | null>(null);
  const [pending, setPending] = useState<Array<PendingMessage & { key: string; attachmentIds: string[] }>>([]);
  const [send] = useSendThreadMessageMutation();
  const [markRead] = useMarkMessageThreadReadMutation();
  const [block] = useBlockMessageThreadMutation();
  const [unblock] = useUnblockMessageThreadMutation();
  const [report] = useReportMessageThreadMutation();
  const [blockOpen, setBlockOpen] = useState(false);
  const [reporting, setReporting] = useState<{ messageId: string | null } | null>(null);
  const marked = useRef(0);

  useEffect(() => {
    setEarlier([]);
    setEarlierMore(null);
    setPending([]);
    marked.current = 0;
  }, [threadId]);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    return [...earlier, ...(latest.data?.results ?? [])].filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)));
  }, [earlier, latest.data]);

  // Read receipts: the newest message of the other side moves my marker once.
  const newestTheirs = [...(latest.data?.results ?? [])].reverse().find((message) => !message.mine)?.seq ?? 0;
  useEffect(() => {
    if (newestTheirs > marked.current) {
      marked.current = newestTheirs;
      void markRead({ id: threadId });
    }
  }, [newestTheirs, threadId, markRead]);

  const attempt = useCallback(async (item: PendingMessage & { key: string; attachmentIds: string[] }) => {
    setPending((list) => list.map((entry) => (entry.localId === item.localId ? { ...entry, status: 'sending', error: undefined } : entry)));
    const arg = { id: threadId, sendMessage: { body: item.body, attachment_ids: item.attachmentIds }, idempotencyKey: item.key };
    try {
      await send(arg).unwrap();
      setPending((list) => list.filter((entry) => entry.localId !== item.localId));
    } catch (error) {
      setPending((list) => list.map((entry) => (entry.localId === item.localId ? { ...entry, status: 'failed', error: detailOf(error) } : entry)));
    }
  }, [send, threadId]);

  if (!thread.data) {
    return <ThreadViewPlaceholder status={thread.isError ? 'error' : 'loading'} onRetry={() => void thread.refetch()} />;
  }
  const hasEarlier = earlierMore ?? latest.data?.has_earlier ?? false;
  return (
    <>
      <ThreadView
        thread={thread.data}
        status={latest.data ? 'ready' : latest.isError ? 'error' : 'loading'}
        messages={messages}
        pending={pending}
        hasEarlier={hasEarlier}
        loadingEarlier={earlierState.isFetching}
        onLoadEarlier={async () => {
          const first = messages[0];
          if (!first) return;
          const page = await loadEarlier({ id: threadId, before: first.seq, limit: messagePageDefault }).unwrap().catch(() => null);
          if (!page) return;
          setEarlier((list) => [...page.results, ...list]);
          setEarlierMore(page.has_earlier ?? false);
        }}
        onRetryLoad={() => void latest.refetch()}
        onSend={(body, attachments) => {
          const item = { localId: newKey(), key: newKey(), body, attachments, attachmentIds: attachments.map((file) => file.id), status: 'sending' as const };
          setPending((list) => [...list, item]);
          void attempt(item);
        }}
        onAttach={async (file) => {
          const stored = await uploadAsset(file, { purpose: 'other' });
          return { id: stored.id, file_name: stored.file_name };
        }}
        onRetrySend={(localId) => {
          const item = pending.find((entry) => entry.localId === localId);
          if (item) void attempt(item);
        }}
        onBlock={() => setBlockOpen(true)}
        onUnblock={() => void unblock({ id: threadId })}
        onReport={(messageId) => setReporting({ messageId })}
        onDownload={(attachment) =>
          void downloadAuthorized(`/api/v1/assets/${attachment.asset_id}/download/`, { fileName: attachment.file_name, fallbackName: attachment.file_name }).catch(() => undefined)}
        onBack={onBack}
      />
      <BlockDialog
        open={blockOpen}
        brandName={thread.data.brand.name}
        onClose={() => setBlockOpen(false)}
        onConfirm={() => {
          setBlockOpen(false);
          void block({ id: threadId });
        }}
      />
      <ReportDialog
        open={reporting !== null}
        messageReport={reporting?.messageId != null}
        onClose={() => setReporting(null)}
        onSubmit={(reason) => {
          const messageId = reporting?.messageId ?? null;
          setReporting(null);
          void report({ id: threadId, messageReportBody: { reason, message_id: messageId } });
        }}
      />
    </>
  );
}

/** Before the thread answers: its loading text, or the failure with Retry (a thread not mine is a 404 here too). */
function ThreadViewPlaceholder({ status, onRetry }: { status: 'loading' | 'error'; onRetry: () => void }) {
  if (status === 'loading') return <Typography sx={{ p: 2 }}>{t.loadingMessages}</Typography>;
  return (
    <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" onClick={onRetry}>{t.retry}</Button>}>
      {t.messagesFailed}
    </Alert>
  );
}
