/**
 * How operators resolve a reported conversation or message (docs/messages.md "Reports"), shared by the SPA and the
 * server: the decisions, the status each one leaves, and which decisions a report allows.
 */

/** `open` until an operator resolves the report; then what they decided. */
export const messageReportStatuses = ['open', 'dismissed', 'message_removed', 'conversation_closed'] as const;
export type MessageReportStatus = (typeof messageReportStatuses)[number];

/**
 * - dismiss: nothing in the conversation changes;
 * - remove_message: the reported message is hidden from both sides (a notice stands in its place);
 * - close_conversation: nobody can send in the conversation any more; both sides can still read it.
 */
export const messageReportDecisions = ['dismiss', 'remove_message', 'close_conversation'] as const;
export type MessageReportDecision = (typeof messageReportDecisions)[number];

export const reportStatusOf: Record<MessageReportDecision, Exclude<MessageReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  remove_message: 'message_removed',
  close_conversation: 'conversation_closed',
};

/** A report of one message may remove it; a report of the whole conversation has no message to remove. */
export function allowedReportDecisions(report: { message_id: string | null }): MessageReportDecision[] {
  return report.message_id ? ['dismiss', 'remove_message', 'close_conversation'] : ['dismiss', 'close_conversation'];
}
