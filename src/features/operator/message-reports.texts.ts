import type { MessageReportDecision, MessageReportStatus } from '../../domain/messages/message-reports.rules';

/** Texts of the operator's message reports page (/operator/message-reports, docs/messages.md "Reports"). */
export const messageReportsTexts = {
  intro: 'Conversations and messages that brands and creators reported, newest first. Read the report, then dismiss it, remove the message or close the conversation; the reporter is told the outcome.',
  loading: 'Loading message reports',
  loadFailed: 'The message reports could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'No reports',
  emptyBody: 'Reports appear here when a brand or a creator reports a conversation or a message.',
  listLabel: 'Message reports',
  heading: (reporter: string) => `Report by ${reporter}`,
  reporter: 'Reported by',
  conversation: 'Conversation',
  between: (brand: string, creator: string) => `${brand} and ${creator}`,
  reason: 'Reason',
  reported: 'Reported',
  message: 'Reported message',
  from: (sender: string, side: string) => `From ${sender} (${side})`,
  unknownSender: 'a deleted account',
  wholeConversation: 'The whole conversation was reported, not one message.',
  messageGone: 'The reported message no longer exists.',
  attachments: 'Attachments',
  messageRemoved: 'Removed from the conversation: neither side sees it.',
  conversationClosed: 'The conversation is closed: nobody can send in it.',
  resolvedBy: (when: string, by: string | null) => (by ? `Resolved ${when} by ${by}` : `Resolved ${when}`),
  resolve: 'Resolve',
  resolveLabel: (reporter: string) => `Resolve the report by ${reporter}`,
  sides: { brand: 'brand', influencer: 'creator' } as Record<string, string>,
  statusTone: { open: 'warning', dismissed: 'default', message_removed: 'success', conversation_closed: 'success' } as Record<MessageReportStatus, 'warning' | 'default' | 'success'>,
} as const;

export const resolveReportDialogTexts = {
  title: 'Resolve the report',
  decisionLabel: 'Decision',
  decisions: {
    dismiss: { label: 'Dismiss', help: 'Nothing in the conversation changes.' },
    remove_message: { label: 'Remove the message', help: 'Both sides see a notice from the moderators instead of the text and its files.' },
    close_conversation: { label: 'Close the conversation', help: 'Both sides can still read it, but nobody can send in it any more.' },
  } as Record<MessageReportDecision, { label: string; help: string }>,
  notifyNote: 'The reporter gets a notification with the outcome. A decision cannot be undone here.',
  cancel: 'Cancel',
  confirm: 'Resolve report',
  resolved: {
    dismiss: 'Report dismissed.',
    remove_message: 'Message removed from the conversation.',
    close_conversation: 'Conversation closed.',
  } as Record<MessageReportDecision, string>,
} as const;
