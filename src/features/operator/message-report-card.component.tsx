import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { OperatorMessageReport } from '../../api/generated/api';
import { StatusChip } from '../../components/status-chip/status-chip.component';
import { formatDateTime } from '../../domain/format/display-format';
import { messageReportStatusLabels } from '../../domain/messages/message-reports.texts';
import { MessageBody } from '../messages/components/message-body.component';
import { messageReportsTexts as t } from './message-reports.texts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
    </>
  );
}

/** The reported message as /messages shows it (links with the host they really lead to), or why there is none. */
function ReportedMessage({ report }: { report: OperatorMessageReport }) {
  if (!report.message_id) return <Typography variant="body2" color="text.secondary">{t.wholeConversation}</Typography>;
  if (report.message_body === null) return <Typography variant="body2" color="text.secondary">{t.messageGone}</Typography>;
  const side = t.sides[report.message_sender_side ?? ''] ?? '';
  return (
    <Box component="section" aria-label={t.message} sx={{ borderLeft: 3, borderColor: report.message_removed ? 'divider' : 'warning.main', pl: 1.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t.from(report.message_sender_name || t.unknownSender, side)}
        {report.message_created_at ? ` · ${formatDateTime(report.message_created_at)}` : ''}
      </Typography>
      {report.message_body ? <MessageBody body={report.message_body} /> : null}
      {report.message_attachments.length > 0 && (
        <Typography variant="caption" component="p">{t.attachments}: {report.message_attachments.join(', ')}</Typography>
      )}
      {report.message_removed && <Typography variant="caption" color="text.secondary" component="p">{t.messageRemoved}</Typography>}
    </Box>
  );
}

/** One report: who reported what in which conversation, why, its status, and Resolve while it is open. */
export function MessageReportCard({ report, onResolve }: { report: OperatorMessageReport; onResolve: () => void }) {
  const heading = t.heading(report.reporter_name || t.unknownSender);
  return (
    <Card variant="outlined" component="article" aria-label={`${heading}: ${report.reason}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>{heading}</Typography>
          <StatusChip label={messageReportStatusLabels[report.status]} tone={t.statusTone[report.status]} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Row label={t.reporter}>{`${report.reporter_name || t.unknownSender} (${t.sides[report.reporter_side]})`}</Row>
          <Row label={t.conversation}>{t.between(report.brand_name, report.influencer_name)}</Row>
          <Row label={t.reason}>{report.reason}</Row>
          <Row label={t.reported}>{formatDateTime(report.created_at)}</Row>
        </Box>
        <ReportedMessage report={report} />
        {report.conversation_closed && <Typography variant="body2" color="text.secondary">{t.conversationClosed}</Typography>}
        {report.resolved_at && (
          <Typography variant="body2" color="text.secondary">{t.resolvedBy(formatDateTime(report.resolved_at), report.resolved_by_name)}</Typography>
        )}
      </CardContent>
      {report.allowed_decisions.length > 0 && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onResolve} aria-label={t.resolveLabel(report.reporter_name || t.unknownSender)}>{t.resolve}</Button>
        </CardActions>
      )}
    </Card>
  );
}
