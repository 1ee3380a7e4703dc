import {
  allowedReportDecisions, reportStatusOf, type MessageReportDecision, type MessageReportStatus,
} from '../../../src/domain/messages/message-reports.rules';
import {
  messageReportErrors as m, messageReportNotificationTexts as texts, messageReportStatusLabels, moderationNotices,
} from '../../../src/domain/messages/message-reports.texts';
import type { ThreadSide } from '../../../src/domain/messages/messages.rules';
import type { Database } from '../db/database';
import type { MessageAttachment } from '../db/schema/conversations.schema';
import type { UserRow } from '../db/schema/users.schema';
import { conflict, notFound, validationFailed } from '../plugins/api-error';
import { pageOffset } from '../plugins/pagination';
import type { MessageReportRow, MessageReportsRepository } from '../repositories/message-reports.repository';
import { writeOutboxEvents } from '../repositories/outbox.repository';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';

export interface OperatorMessageReportView {
  id: string;
  thread_id: string;
  message_id: string | null;
  message_body: string | null;
  message_attachments: string[];
  message_sender_side: ThreadSide | null;
  message_sender_name: string | null;
  message_created_at: string | null;
  message_removed: boolean;
  conversation_closed: boolean;
  brand_name: string;
  influencer_name: string;
  reporter_side: ThreadSide;
  reporter_name: string;
  reason: string;
  created_at: string;
  status: MessageReportStatus;
  allowed_decisions: MessageReportDecision[];
  resolved_at: string | null;
  resolved_by_name: string | null;
}

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/**
 * The operators' queue of reported conversations and messages (docs/messages.md "Reports"): list, and resolve once
 * (dismiss, remove the message, close the conversation) with the effect and the reporter's notification in one
 * transaction. Staff or the service token only (the routes' `access: 'staff'`).
 */
export function createMessageReportsService(deps: { db: Database; reports: MessageReportsRepository; outbox: OutboxKick }) {
  const { reports } = deps;

  function toView(row: MessageReportRow): OperatorMessageReportView {
    const { report, message } = row;
    const open = report.status === 'open';
    // A creator's messages are signed with their profile's display name, as the brand sees them in the thread.
    const senderName = message ? (message.senderSide === 'influencer' ? row.influencerName : row.senderName) : null;
    return {
      id: report.id,
      thread_id: report.threadId,
      message_id: report.messageId,
      message_body: message?.body ?? null,
      message_attachments: ((message?.attachments ?? []) as MessageAttachment[]).map((file) => file.file_name),
      message_sender_side: message?.senderSide ?? null,
      message_sender_name: senderName,
      message_created_at: iso(message?.createdAt),
      message_removed: Boolean(message?.removedAt),
      conversation_closed: row.threadClosedAt !== null,
      brand_name: row.brandName,
      influencer_name: row.influencerName,
      reporter_side: report.reporterSide,
      reporter_name: row.reporterName ?? '',
      reason: report.reason,
      created_at: iso(report.createdAt)!,
      status: report.status,
      allowed_decisions: open ? allowedReportDecisions({ message_id: report.messageId }) : [],
      resolved_at: iso(report.resolvedAt),
      resolved_by_name: row.resolvedByName || null,
    };
  }

  async function list(query: { page: number; page_size: number }) {
    const { rows, count } = await reports.page(pageOffset(query), query.page_size);
    return { count, results: rows.map(toView) };
  }

  const alreadyResolved = (status: MessageReportStatus) => conflict(m.alreadyResolved(messageReportStatusLabels[status]), 'already_resolved');

  /**
   * POST operator/message-reports/{id}/resolve/: 404 for an unknown report, 409 once it is resolved (a retry with the
   * same Idempotency-Key replays the first answer instead). `actor` is null for the service token.
   */
  async function resolve(actor: UserRow | null, id: string, body: { decision: MessageReportDecision }): Promise<OperatorMessageReportView> {
    const found = await reports.find(id);
    if (!found) throw notFound();
    if (found.report.status !== 'open') throw alreadyResolved(found.report.status);
    const { decision } = body;
    if (!allowedReportDecisions({ message_id: found.report.messageId }).includes(decision)) {
      throw validationFailed({ decision: [m.noMessageToRemove] });
    }
    const actorId = actor?.id ?? null;
    await deps.db.transaction(async (tx) => {
      if (!(await reports.resolve(tx, id, { status: reportStatusOf[decision], resolvedBy: actorId }))) {
        // Another operator resolved it between our read and this write: answer as if this request came second.
        const now = await reports.find(id, tx);
        throw alreadyResolved(now?.report.status ?? 'dismissed');
      }
      if (decision === 'remove_message' && found.report.messageId) {
        await reports.removeMessage(tx, found.report.messageId, actorId, moderationNotices.messageRemoved);
      }
      if (decision === 'close_conversation') await reports.closeThread(tx, found.report.threadId, actorId);
      if (found.report.reporterId) await writeOutboxEvents(tx, reporterNotification(found, decision, found.report.reporterId));
    });
    deps.outbox.kick();
    const updated = await reports.find(id);
    if (!updated) throw notFound();
    return toView(updated);
  }

  /** The reporter hears the outcome, keyed by the report so a redelivery notifies once. */
  function reporterNotification(row: MessageReportRow, decision: MessageReportDecision, reporterId: string) {
    const counterpart = row.report.reporterSide === 'brand' ? row.influencerName || 'a creator' : row.brandName;
    return notificationEvents([reporterId], {
      event: 'message_report.resolved', eventKey: `message-report:${row.report.id}`, type: decision === 'dismiss' ? 'info' : 'success',
      title: texts.title, message: texts.message(decision, counterpart),
      actionUrl: `/messages/${row.report.threadId}`, actionLabel: texts.actionLabel,
    });
  }

  return { list, resolve };
}

export type MessageReportsService = ReturnType<typeof createMessageReportsService>;
