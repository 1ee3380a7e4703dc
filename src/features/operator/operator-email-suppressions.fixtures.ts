import type { EmailSuppression } from '../../api/generated/api';

/** One address per reason, newest first (the operator page's stories and tests). */
export const sampleSuppressions: EmailSuppression[] = [
  { email: 'spam.report@creators.test', reason: 'complaint', since: '2026-11-20T09:30:00.000Z', message_id: null },
  { email: 'gone@creators.test', reason: 'hard_bounce', since: '2026-11-18T14:05:00.000Z', message_id: '7d0c3f64-0c1e-4a8e-9a57-3f4f0d2a9b11' },
  { email: 'asha.travels@creators.test', reason: 'unsubscribed', since: '2026-11-02T08:00:00.000Z', message_id: 'a4d9b0c2-5e2f-4c61-8f0a-2b7b1e9c3d42' },
];
