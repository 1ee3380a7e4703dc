import { Type, type Static } from '@sinclair/typebox';
import { outreachEmailKinds, outreachMessageStatuses } from '../../../../../../src/domain/outreach/outreach-email.texts';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** E-mail tracking (docs/outreach-email.md "Tracking" and "Reports"); SPEC §7 email-tracking calls. */
const n = (description: string) => Type.Integer({ minimum: 0, description });

const figures = {
  sent: n('E-mails handed to the mail server (delivered + bounced).'),
  delivered: n('Accepted by the mail server.'),
  bounced: n('Refused with a permanent (5xx) answer: the address is suppressed.'),
  suppressed: n('Not sent: the address was on the suppression list (unsubscribed, bounced, complained).'),
  opened: n('E-mails opened (opened_human + opened_machine).'),
  opened_human: n('E-mails opened by a person (the pixel fetched by a mail client).'),
  opened_machine: n('E-mails whose only opens came from a proxy prefetcher (Apple Mail Privacy Protection, Google Image Proxy): not a sign anybody read them.'),
  clicked: n('E-mails with a click on one of their links.'),
  unsubscribed: n('E-mails whose recipient unsubscribed through them.'),
};

export const EmailTotals = Type.Object(figures, { $id: 'EmailTotals', additionalProperties: false });

export const EmailInfluencerFigures = Type.Object({
  user_id: Nullable(Type.String({ format: 'uuid' })),
  influencer_name: Type.String(),
  last_sent_at: Type.String({ format: 'date-time' }),
  last_event_at: Nullable(Type.String({ format: 'date-time', description: 'Last open, click, unsubscribe or bounce.' })),
  ...figures,
}, { $id: 'EmailInfluencerFigures', additionalProperties: false });

export const EmailDayFigures = Type.Object({
  day: Type.String({ format: 'date', description: 'UTC day.' }),
  sent: n('E-mails sent that day.'),
  bounced: n('Of those, bounced.'),
  opened_human: n('E-mails first opened by a person that day.'),
  opened_machine: n('E-mails first fetched by a proxy that day.'),
  clicked: n('E-mails first clicked that day.'),
  unsubscribed: n('Unsubscribes that day.'),
}, { $id: 'EmailDayFigures', additionalProperties: false });

export const CampaignEmailAnalytics = Type.Object({
  campaign_id: Type.String({ format: 'uuid' }),
  totals: ref(EmailTotals),
  influencers: Type.Array(ref(EmailInfluencerFigures), { description: 'Per invited influencer, most recently e-mailed first.' }),
  days: Type.Array(ref(EmailDayFigures), { description: 'Per UTC day with any activity, oldest first.' }),
}, { $id: 'CampaignEmailAnalytics', additionalProperties: false });

export const EmailSummary = Type.Object({
  scope: StringEnum(['all', 'brand'] as const, { description: 'all: every brand (operators without brand_id); brand: the brand_ids listed.' }),
  brand_ids: Type.Array(Type.String({ format: 'uuid' })),
  totals: ref(EmailTotals),
}, { $id: 'EmailSummary', additionalProperties: false });

export const EmailSummaryQuery = Type.Object({
  brand_id: Type.Optional(Type.String({ format: 'uuid', description: 'One brand (a member with analytics.view, or an operator).' })),
}, { additionalProperties: false });

export const EmailRecord = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The message id of the tracking links.' }),
  kind: StringEnum(outreachEmailKinds),
  status: StringEnum(outreachMessageStatuses),
  detail: Nullable(Type.String({ description: "The mail server's answer of a bounce, or the suppression reason." })),
  to: Type.String(),
  subject: Type.String(),
  brand_id: Type.String({ format: 'uuid' }),
  brand_name: Type.String(),
  campaign_id: Type.String({ format: 'uuid' }),
  campaign_name: Type.String(),
  influencer_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  opens_human: n('Pixel fetches by mail clients.'),
  opens_machine: n('Pixel fetches by proxy prefetchers.'),
  clicks: n('Clicks on tracked links.'),
  unsubscribed: Type.Boolean(),
  last_event_at: Nullable(Type.String({ format: 'date-time' })),
}, { $id: 'EmailRecord', additionalProperties: false });

export const PaginatedEmailRecords = paginated(ref(EmailRecord), 'PaginatedEmailRecords');

export const EmailRecordsQuery = Type.Composite([
  pageQuery(['created_at'] as const, '-created_at'),
  Type.Object({
    brand_id: Type.Optional(Type.String({ format: 'uuid' })),
    campaign_id: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Optional(StringEnum(outreachMessageStatuses)),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the recipient address.' })),
  }),
], { additionalProperties: true });
export type EmailRecordsQueryValue = Static<typeof EmailRecordsQuery> & { page: number; page_size: number; ordering: 'created_at' | '-created_at' };

export const emailTrackingComponents = [EmailTotals, EmailInfluencerFigures, EmailDayFigures, CampaignEmailAnalytics, EmailSummary, EmailRecord, PaginatedEmailRecords];
