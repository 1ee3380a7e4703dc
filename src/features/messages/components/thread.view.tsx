import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Message, MessageThread } from '../../../api/generated/api';
import { formatDateTime } from '../../../domain/format/display-format';
import { moderationNotices } from '../../../domain/messages/message-reports.texts';
import { messagesTexts as t } from '../messages.texts';
import { Composer, type ComposerProps } from './composer.component';
import { MessageBody } from './message-body.component';
import { counterpartName } from './thread-list.view';

/** A message typed here that the server has not confirmed yet, or refused. */
export interface PendingMessage {
  localId: string;
  body: string;
  attachments: Array<{ id: string; file_name: string }>;
  status: 'sending' | 'failed';
  error?: string;
}

export interface ThreadViewProps {
  thread: MessageThread;
  status: 'loading' | 'error' | 'ready';
  messages: Message[];
  pending: PendingMessage[];
  hasEarlier: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier: () => void;
  onRetryLoad: () => void;
  onSend: ComposerProps['onSend'];
  onAttach?: ComposerProps['onAttach'];
  onRetrySend: (localId: string) => void;
  onBlock: () => void;
  onUnblock: () => void;
  onReport: (messageId: string | null) => void;
  onDownload: (attachment: Message['attachments'][number]) => void;
  /** Phone layout: the thread covers the list, with a back button. */
  onBack?: () => void;
}

function Bubble({ mine, children }: { mine: boolean; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: 'min(36rem, 85%)', px: 1.5, py: 1, borderRadius: 2, minWidth: 0,
          bgcolor: mine ? 'primary.main' : 'action.hover', color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** One conversation: messages oldest first, "Seen" under my last read message, the composer, block and report. */
export function ThreadView(props: ThreadViewProps) {
  const { thread, messages, pending } = props;
  const end = useRef<HTMLDivElement>(null);
  const name = counterpartName(thread);
  const lastSeen = [...messages].reverse().find((message) => message.mine && message.seen)?.id;
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, pending.length]);

  // The operators' closing outlasts a block: the creator's unblock does not reopen the conversation.
  const closedText = thread.closed ? moderationNotices.conversationClosed : null;
  const blockedText = closedText ?? (thread.blocked ? (thread.my_side === 'brand' ? t.blockedForBrand : t.blockedForInfluencer) : null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
        {props.onBack ? (
          <IconButton aria-label={t.back} onClick={props.onBack}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" noWrap>{name}</Typography>
          {thread.campaign ? <Typography variant="caption" color="text.secondary" noWrap component="p">{t.about(thread.campaign.name)}</Typography> : null}
        </Box>
        {thread.can_block ? (
          <Button size="small" color={thread.blocked ? 'primary' : 'error'} onClick={thread.blocked ? props.onUnblock : props.onBlock}>
            {thread.blocked ? t.unblock : t.block}
          </Button>
        ) : null}
        {props.onBack ? (
          // Phone: the icon alone leaves the counterpart's name room.
          <IconButton aria-label={t.report} onClick={() => props.onReport(null)}><FlagOutlined /></IconButton>
        ) : (
          <Button size="small" startIcon={<FlagOutlined />} onClick={() => props.onReport(null)}>{t.report}</Button>
        )}
      </Box>
      <Box role="log" aria-label={t.pageTitle} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minHeight: 240 }}>
        {props.hasEarlier ? (
          <Button onClick={props.onLoadEarlier} disabled={props.loadingEarlier} sx={{ alignSelf: 'center' }}>{t.loadEarlier}</Button>
        ) : null}
        {props.status === 'loading' ? <Typography>{t.loadingMessages}</Typography> : null}
        {props.status === 'error' ? (
          <Alert severity="error" action={<Button color="inherit" onClick={props.onRetryLoad}>{t.retry}</Button>}>{t.messagesFailed}</Alert>
        ) : null}
        {props.status === 'ready' && messages.length === 0 && pending.length === 0 ? (
          <Typography color="text.secondary">{t.noMessages}</Typography>
        ) : null}
        {messages.map((message) => (
          <Box key={message.id}>
            <Bubble mine={message.mine}>
              <Typography variant="caption" component="p" sx={{ position: 'absolute', left: -10000 }}>{message.mine ? t.you : name}:</Typography>
              {message.removed ? (
                <Typography variant="body2" sx={{ fontStyle: 'italic', opacity: 0.85 }}>{moderationNotices.messageRemoved}</Typography>
              ) : null}
              {message.body ? <MessageBody body={message.body} /> : null}
              {message.attachments.map((attachment) => (
                <Button
                  key={attachment.asset_id}
                  size="small"
                  color="inherit"
                  startIcon={<AttachFileOutlined />}
                  onClick={() => props.onDownload(attachment)}
                  aria-label={t.attachment(attachment.file_name)}
                  sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
                >
                  {attachment.file_name}
                </Button>
              ))}
            </Bubble>
            <Box sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start', gap: 1, alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">{formatDateTime(message.created_at)}</Typography>
              {message.id === lastSeen ? <Typography variant="caption" color="text.secondary">· {t.seen}</Typography> : null}
              {!message.mine && !message.removed ? (
                <IconButton size="small" aria-label={t.reportMessageTitle} onClick={() => props.onReport(message.id)}>
                  <FlagOutlined fontSize="inherit" />
                </IconButton>
              ) : null}
            </Box>
          </Box>
        ))}
        {pending.map((message) => (
          <Box key={message.localId}>
            <Bubble mine>
              <MessageBody body={message.body} />
              {message.attachments.map((attachment) => <Typography key={attachment.id} variant="caption" component="p">{attachment.file_name}</Typography>)}
            </Bubble>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, alignItems: 'center' }}>
              {message.status === 'sending' ? (
                <Typography variant="caption" color="text.secondary">{t.sending}</Typography>
              ) : (
                <>
                  <Typography variant="caption" color="error">{message.error ?? t.notSent}</Typography>
                  <Button size="small" onClick={() => props.onRetrySend(message.localId)}>{t.retrySend}</Button>
                </>
              )}
            </Box>
          </Box>
        ))}
        <div ref={end} />
      </Box>
      {blockedText ? <Alert severity={closedText ? 'info' : 'warning'} sx={{ m: 1.5 }}>{blockedText}</Alert> : null}
      {!blockedText && !thread.can_send ? <Alert severity="info" sx={{ m: 1.5 }}>{t.cannotSend}</Alert> : null}
      {thread.can_send ? <Composer onSend={props.onSend} onAttach={props.onAttach} /> : null}
    </Box>
  );
}
