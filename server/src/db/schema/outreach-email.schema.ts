import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutreachEmailKind, OutreachMessageStatus, SuppressionReason, TrackingEventType } from '../../../../src/domain/outreach/outreach-email.texts';
import type { SuppressionChangeAction, SuppressionChangeActor } from '../../../../src/domain/outreach/email-suppression.texts';
import { brands } from './brands.schema';
import { campaigns } from './campaigns.schema';
import { campaignInfluencers } from './marketplace.schema';
import { users } from './users.schema';

/** A campaign's own invite e-mail template (docs/outreach-email.md "Templates"); none = the default template. */
export const campaignEmailTemplates = pgTable('campaign_email_templates', {
  campaignId: uuid('campaign_id').primaryKey().references(() => campaigns.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One outreach e-mail (an invite or a reminder) per outbox event: the id is derived from the event key, so a
 * repeated delivery reuses it, and it is the message id of the tracking links. `status` suppressed = not sent.
 */
export const outreachEmails = pgTable(
  'outreach_emails',
  {
    id: uuid('id').primaryKey(),
    eventKey: text('event_key').notNull().unique('outreach_emails_event_key_unique'),
    brandId: uuid('brand_id').notNull().references(() => brands.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id').references(() => campaignInfluencers.id, { onDelete: 'set null' }),
    // Deleting the account deletes its e-mails and their tracking (docs/outreach-email.md "Privacy").
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased recipient address. */
    toEmail: text('to_email').notNull(),
    influencerName: text('influencer_name').notNull().default(''),
    kind: text('kind').$type<OutreachEmailKind>().notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<OutreachMessageStatus>().notNull(),
    /** The SMTP server's answer of a bounce, or why it was suppressed. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outreach_emails_brand_day_idx').on(table.brandId, table.createdAt),
    index('outreach_emails_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/** Opens, clicks, unsubscribes and bounces of outreach e-mails; `machine` marks opens by proxy prefetchers. */
export const emailTrackingEvents = pgTable(
  'email_tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull().references(() => outreachEmails.id, { onDelete: 'cascade' }),
    type: text('type').$type<TrackingEventType>().notNull(),
    machine: boolean('machine').notNull().default(false),
    /** Why it counts as a machine open (e.g. 'apple-mpp'), or null. */
    machineReason: text('machine_reason'),
    url: text('url'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_tracking_events_message_idx').on(table.messageId, table.type),
    index('email_tracking_events_created_idx').on(table.createdAt),
  ],
);

/** Addresses no outreach e-mail goes to (checked before every outreach send). Transactional mail ignores it. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    /** Lower-cased. */
    email: text('email').primaryKey(),
    reason: text('reason').$type<SuppressionReason>().notNull(),
    messageId: uuid('message_id').references(() => outreachEmails.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The operators' list pages through it newest first.
  (table) => [index('email_suppressions_created_idx').on(table.createdAt.desc(), table.email)],
);

/**
 * Hand changes to the suppression list, for the record (docs/outreach-email.md "Suppression list"): an operator
 * adding (a complaint) or removing an address, or a person taking their own address off (unsubscribed only). The
 * mailer's own additions (unsubscribe, hard bounce) are recorded as tracking events of their message instead.
 */
export const emailSuppressionChanges = pgTable(
  'email_suppression_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    action: text('action').$type<SuppressionChangeAction>().notNull(),
    /** The reason the address got (added) or had (removed). */
    reason: text('reason').$type<SuppressionReason>().notNull(),
    /** operator: a staff user (actor_id) or the service token (no actor_id); self: the address's own account. */
    actor: text('actor').$type<SuppressionChangeActor>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_suppression_changes_email_idx').on(table.email, table.createdAt)],
);

export type OutreachEmailRow = typeof outreachEmails.$inferSelect;
export type EmailTrackingEventRow = typeof emailTrackingEvents.$inferSelect;
export type EmailSuppressionRow = typeof emailSuppressions.$inferSelect;
