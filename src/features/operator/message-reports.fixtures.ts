import type { OperatorMessageReport } from '../../api/generated/api';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 5, 20, 12) - hoursAgo * 3_600_000).toISOString();

/** An open report of one message, with a link whose text hides where it goes. */
export const openMessageReport: OperatorMessageReport = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  thread_id: '6f1c2f4e-5b1a-4c3d-9e8f-0a1b2c3d4e5f',
  message_id: '0a0a0a0a-0000-4000-8000-000000000001',
  message_body: 'Pay the fee here first: https://pay.example.net/acme-login and I will post tomorrow.',
  message_attachments: ['invoice.pdf'],
  message_sender_side: 'influencer',
  message_sender_name: 'ivy.creates',
  message_created_at: at(3),
  message_removed: false,
  conversation_closed: false,
  brand_name: 'Acme Demo Co.',
  influencer_name: 'ivy.creates',
  reporter_side: 'brand',
  reporter_name: 'Brenda Brand',
  reason: 'Asks us to pay outside the platform.',
  created_at: at(2),
  status: 'open',
  allowed_decisions: ['dismiss', 'remove_message', 'close_conversation'],
  resolved_at: null,
  resolved_by_name: null,
};

/** An open report of a whole conversation (no message to remove). */
export const openConversationReport: OperatorMessageReport = {
  ...openMessageReport,
  id: '7a1b2c3d-0000-4000-8000-000000000002',
  thread_id: '6f1c2f4e-5b1a-4c3d-9e8f-0a1b2c3d4e60',
  message_id: null,
  message_body: null,
  message_attachments: [],
  message_sender_side: null,
  message_sender_name: null,
  message_created_at: null,
  brand_name: 'Zest Foods',
  influencer_name: 'meera.threads',
  reporter_side: 'influencer',
  reporter_name: 'Meera Iyer',
  reason: 'They message me every day after I said no.',
  created_at: at(1),
  allowed_decisions: ['dismiss', 'close_conversation'],
};

/** A report an operator acted on: the message is removed. */
export const resolvedReport: OperatorMessageReport = {
  ...openMessageReport,
  id: '7a1b2c3d-0000-4000-8000-000000000003',
  message_body: 'Send me your password: https://evil.example.org/login',
  message_attachments: [],
  message_removed: true,
  reason: 'Phishing.',
  created_at: at(30),
  status: 'message_removed',
  allowed_decisions: [],
  resolved_at: at(28),
  resolved_by_name: 'Platform Operator',
};

export const sampleReports = [openConversationReport, openMessageReport, resolvedReport];
