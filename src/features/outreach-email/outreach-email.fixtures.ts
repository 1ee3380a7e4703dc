import type { CampaignEmailAnalytics, CampaignEmailPreview, CampaignEmailTemplate, EmailRecord, ListOutboxMessagesApiResponse } from '../../api/generated/api';
import { defaultOutreachTemplate, outreachMergeFieldNames, outreachMergeFields } from '../../domain/outreach/outreach-template';

export const sampleTemplate: CampaignEmailTemplate = {
  subject: defaultOutreachTemplate.subject,
  body: defaultOutreachTemplate.body,
  is_default: true,
  updated_at: null,
  default_subject: defaultOutreachTemplate.subject,
  default_body: defaultOutreachTemplate.body,
  merge_fields: outreachMergeFieldNames.map((name) => ({ name, description: outreachMergeFields[name] })),
};

export const customTemplate: CampaignEmailTemplate = {
  ...sampleTemplate,
  subject: '{{influencer_name}}, join {{campaign_name}}',
  body: 'Hi {{influencer_name}},\n\nWe offer {{offer}}.\n\n{{invite_link}}',
  is_default: false,
  updated_at: '2026-11-20T10:00:00.000Z',
};

export const sampleInvitees = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Asha Sharma' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Ben Thomas' },
];

export const samplePreview: CampaignEmailPreview = {
  subject: 'Acme Demo Co. invites you to "Monsoon Launch"',
  text: 'You are invited to "Monsoon Launch" (1 Dec 2026 – 31 Dec 2026) for ₹40,000. Answer within 7 days.\n\nHi Asha Sharma,\n\nSee the invite and answer by 27 Nov 2026: http://localhost:3000/campaigns/invites/11111111-1111-4111-8111-111111111111\n\nAcme Demo Co.',
  html: '<p>…</p>',
  roster_id: sampleInvitees[0]!.id,
  influencer_name: 'Asha Sharma',
};

const zero = { sent: 0, delivered: 0, bounced: 0, suppressed: 0, opened: 0, opened_human: 0, opened_machine: 0, clicked: 0, unsubscribed: 0 };

export const sampleAnalytics: CampaignEmailAnalytics = {
  campaign_id: 'c1',
  totals: { sent: 5, delivered: 4, bounced: 1, suppressed: 1, opened: 3, opened_human: 2, opened_machine: 1, clicked: 1, unsubscribed: 1 },
  influencers: [
    { ...zero, user_id: 'u1', influencer_name: 'Asha Sharma', last_sent_at: '2026-11-21T10:00:00.000Z', last_event_at: '2026-11-21T08:00:00.000Z', sent: 2, delivered: 2, opened: 1, opened_human: 1, clicked: 1 },
    { ...zero, user_id: 'u2', influencer_name: 'Ben Thomas', last_sent_at: '2026-11-20T09:00:00.000Z', last_event_at: '2026-11-21T09:00:00.000Z', sent: 1, delivered: 1, opened: 1, opened_machine: 1 },
    { ...zero, user_id: 'u3', influencer_name: 'Cleo Fernandes', last_sent_at: '2026-11-21T09:00:00.000Z', last_event_at: null, sent: 1, bounced: 1 },
    { ...zero, user_id: 'u4', influencer_name: 'Dev Patel', last_sent_at: '2026-11-21T09:00:00.000Z', last_event_at: '2026-11-21T13:00:00.000Z', sent: 1, delivered: 1, opened: 1, opened_human: 1, unsubscribed: 1 },
  ],
  days: [
    { day: '2026-11-20', sent: 2, bounced: 0, opened_human: 1, opened_machine: 2, clicked: 0, unsubscribed: 0 },
    { day: '2026-11-21', sent: 3, bounced: 1, opened_human: 1, opened_machine: 0, clicked: 1, unsubscribed: 1 },
  ],
};

export const emptyAnalytics: CampaignEmailAnalytics = { campaign_id: 'c1', totals: zero, influencers: [], days: [] };

export type OutboxMessage = ListOutboxMessagesApiResponse['results'][number];

export const sampleOutbox: OutboxMessage[] = [
  {
    id: 'm1', to: 'asha@creators.test', subject: 'Acme Demo Co. invites you to "Monsoon Launch"', created_at: '2026-11-21T10:00:00.000Z',
    text: 'You are invited to "Monsoon Launch" for ₹40,000.\n\nSee the invite: http://localhost:3000/api/v1/email-tracking/c/m1/?u=x&s=y\n\n--\nUnsubscribe from campaign invitation e-mails: http://localhost:3000/api/v1/email-tracking/unsubscribe/m1.sig/',
    html: null,
    headers: { 'List-Unsubscribe': '<http://localhost:3000/api/v1/email-tracking/unsubscribe/m1.sig/>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  },
  { id: 'm2', to: 'new.hire@acme.test', subject: 'Join Acme Demo Co. on InfluenceHub', created_at: '2026-11-21T09:00:00.000Z', text: 'Accept: http://localhost:3000/team/invite/abc', html: null, headers: {} },
];

export const sampleRecords: EmailRecord[] = [
  {
    id: 'r1', kind: 'invite', status: 'sent', detail: null, to: 'asha@creators.test', subject: 'Acme Demo Co. invites you to "Monsoon Launch"',
    brand_id: 'b1', brand_name: 'Acme Demo Co.', campaign_id: 'c1', campaign_name: 'Monsoon Launch', influencer_name: 'Asha Sharma',
    created_at: '2026-11-21T10:00:00.000Z', opens_human: 2, opens_machine: 1, clicks: 1, unsubscribed: false, last_event_at: '2026-11-21T11:00:00.000Z',
  },
  {
    id: 'r2', kind: 'invite', status: 'bounced', detail: '550 5.1.1 No such user', to: 'gone@creators.test', subject: 'Acme Demo Co. invites you to "Monsoon Launch"',
    brand_id: 'b1', brand_name: 'Acme Demo Co.', campaign_id: 'c1', campaign_name: 'Monsoon Launch', influencer_name: 'Cleo Fernandes',
    created_at: '2026-11-21T09:00:00.000Z', opens_human: 0, opens_machine: 0, clicks: 0, unsubscribed: false, last_event_at: null,
  },
];
