import { productName } from '../navigation/page-title';
import type { MessageReportDecision, MessageReportStatus } from './message-reports.rules';

/** What both sides of a conversation see after an operator acted on a report (docs/messages.md "Reports"). */
export const moderationNotices = {
  messageRemoved: `This message was removed by ${productName}'s moderators`,
  conversationClosed: `${productName}'s moderators closed this conversation. You can still read it, but no new messages can be sent.`,
} as const;

/** Refusals of the operators' resolve route, shared by the SPA and the server. */
export const messageReportErrors = {
  alreadyResolved: (status: string) => `This report was already resolved (${status.toLowerCase()}). Reload the list to see the current state.`,
  noMessageToRemove: 'This report is about the whole conversation, so there is no single message to remove. Close the conversation or dismiss the report.',
} as const;

export const messageReportStatusLabels: Record<MessageReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  message_removed: 'Message removed',
  conversation_closed: 'Conversation closed',
};

/** The reporter's notification once their report is resolved (outbox, written with the decision). */
export const messageReportNotificationTexts = {
  title: 'Your report was reviewed',
  message: (decision: MessageReportDecision, counterpart: string) => {
    if (decision === 'remove_message') return `Our moderators removed the message you reported from your conversation with ${counterpart}.`;
    if (decision === 'close_conversation') return `Our moderators closed your conversation with ${counterpart}: no new messages can be sent in it.`;
    return `Our moderators looked at your report about your conversation with ${counterpart} and found nothing that breaks our rules.`;
  },
  actionLabel: 'Open conversation',
} as const;
