import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EmailRecord, ListOutboxMessagesApiResponse } from '../../api/generated/api';
import { formatDateTime } from '../../domain/format/display-format';
import { LinkifiedText } from './linkified-text.component';
import { operatorOutboxTexts as t } from './operator-outbox.texts';

export type OutboxMessage = ListOutboxMessagesApiResponse['results'][number];
export type OutboxTab = 'messages' | 'records';

export interface OperatorOutboxViewProps {
  tab: OutboxTab;
  onTab: (tab: OutboxTab) => void;
  /** smtp: SMTP_URL is set, so nothing is kept (the endpoint answers 404). */
  messagesStatus: 'loading' | 'error' | 'smtp' | 'ready';
  messages?: OutboxMessage[];
  messagesPaging: { hasPrevious: boolean; hasNext: boolean };
  onMessagesPage: (direction: -1 | 1) => void;
  onRetryMessages: () => void;
  recordsStatus: 'loading' | 'error' | 'ready';
  records?: EmailRecord[];
  recordsPaging: { hasPrevious: boolean; hasNext: boolean };
  onRecordsPage: (direction: -1 | 1) => void;
  onRetryRecords: () => void;
}

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={48} />
    </Box>
  );
}

function Paging({ paging, onPage, newerLabel, olderLabel }: { paging: { hasPrevious: boolean; hasNext: boolean }; onPage: (d: -1 | 1) => void; newerLabel: string; olderLabel: string }) {
  if (!paging.hasPrevious && !paging.hasNext) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button disabled={!paging.hasPrevious} onClick={() => onPage(-1)}>{newerLabel}</Button>
      <Button disabled={!paging.hasNext} onClick={() => onPage(1)}>{olderLabel}</Button>
    </Stack>
  );
}

function MessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const headers = Object.entries(message.headers ?? {});
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="outbox-message-title">
      <DialogTitle id="outbox-message-title" sx={{ overflowWrap: 'anywhere' }}>{message.subject}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t.to}: {message.to} · {formatDateTime(message.created_at)}
        </Typography>
        <LinkifiedText text={message.text} />
        {headers.length > 0 && (
          <Box component="section" aria-label={t.headers} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">{t.headers}</Typography>
            {headers.map(([name, value]) => (
              <Typography key={name} variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{name}: {value}</Typography>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t.close}</Button></DialogActions>
    </Dialog>
  );
}

/**
 * The operator's e-mail page: the development outbox (what the product kept instead of sending, readable with its
 * links clickable) and the tracking records of outreach e-mails (GET email-tracking/admin/records/).
 */
export function OperatorOutboxView(props: OperatorOutboxViewProps) {
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Tabs value={props.tab} onChange={(_, value: OutboxTab) => props.onTab(value)} aria-label={t.tabsLabel} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="messages" label={t.messagesTab} />
        <Tab value="records" label={t.recordsTab} />
      </Tabs>
      {props.tab === 'messages' && (
        <Box>
          {props.messagesStatus === 'loading' && <Loading label={t.loading} />}
          {props.messagesStatus === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={props.onRetryMessages}>{t.retry}</Button>}>{t.loadFailed}</Alert>}
          {props.messagesStatus === 'smtp' && <Alert severity="info">{t.smtpOn}</Alert>}
          {props.messagesStatus === 'ready' && !props.messages?.length && <Typography color="text.secondary">{t.empty}</Typography>}
          {props.messagesStatus === 'ready' && Boolean(props.messages?.length) && (
            <TableContainer>
              <Table size="small" aria-label={t.messagesLabel}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.subject}</TableCell>
                    <TableCell>{t.to}</TableCell>
                    <TableCell sx={wide}>{t.time}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {props.messages!.map((message) => (
                    <TableRow key={message.id} hover>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        <Button size="small" onClick={() => setOpen(message)} aria-label={t.open(message.subject)} sx={{ textAlign: 'left', textTransform: 'none', p: 0, minWidth: 0 }}>
                          {message.subject}
                        </Button>
                      </TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{message.to}</TableCell>
                      <TableCell sx={wide}>{formatDateTime(message.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Paging paging={props.messagesPaging} onPage={props.onMessagesPage} newerLabel={t.newer} olderLabel={t.older} />
        </Box>
      )}
      {props.tab === 'records' && (
        <Box>
          {props.recordsStatus === 'loading' && <Loading label={t.recordsLoading} />}
          {props.recordsStatus === 'error' && <Alert severity="error" action={<Button color="inherit" size="small" onClick={props.onRetryRecords}>{t.retry}</Button>}>{t.recordsLoadFailed}</Alert>}
          {props.recordsStatus === 'ready' && !props.records?.length && <Typography color="text.secondary">{t.recordsEmpty}</Typography>}
          {props.recordsStatus === 'ready' && Boolean(props.records?.length) && (
            <TableContainer>
              <Table size="small" aria-label={t.recordsLabel}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.to}</TableCell>
                    <TableCell>{t.status}</TableCell>
                    <TableCell sx={wide}>{t.campaign}</TableCell>
                    <TableCell align="right">{t.opens}</TableCell>
                    <TableCell align="right">{t.clicks}</TableCell>
                    <TableCell sx={wide}>{t.time}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {props.records!.map((record) => (
                    <TableRow key={record.id}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {record.to}
                        <Typography variant="caption" color="text.secondary" component="p">{t.kindLabels[record.kind]} · {record.influencer_name}</Typography>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={t.statusLabels[record.status]} color={record.status === 'sent' ? 'success' : record.status === 'bounced' ? 'error' : 'default'} />
                        {record.unsubscribed && <Typography variant="caption" component="p">{t.unsubscribed}</Typography>}
                        {record.detail && <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{record.detail}</Typography>}
                      </TableCell>
                      <TableCell sx={wide}>{record.campaign_name}<Typography variant="caption" color="text.secondary" component="p">{record.brand_name}</Typography></TableCell>
                      <TableCell align="right">{record.opens_human} / {record.opens_machine}</TableCell>
                      <TableCell align="right">{record.clicks}</TableCell>
                      <TableCell sx={wide}>{formatDateTime(record.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Paging paging={props.recordsPaging} onPage={props.onRecordsPage} newerLabel={t.newer} olderLabel={t.older} />
        </Box>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
