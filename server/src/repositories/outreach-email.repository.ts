import { and, asc, count, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brands } from '../db/schema/brands.schema';
import { campaigns } from '../db/schema/campaigns.schema';
import {
  campaignEmailTemplates, emailSuppressions, emailTrackingEvents, outreachEmails, type OutreachEmailRow,
} from '../db/schema/outreach-email.schema';
import type { OutreachTemplate } from '../../../src/domain/outreach/outreach-template';
import type { OutreachEmailKind, OutreachMessageStatus, SuppressionReason, TrackingEventType } from '../../../src/domain/outreach/outreach-email.texts';
import { likePatterns } from '../../../src/domain/search/search';

const flag = (condition: SQL) => sql<boolean>`coalesce(bool_or(${condition}), false)`;

/** One row per outreach message with what happened to it (the unit every report counts). */
function perMessage(executor: Database, where: SQL | undefined) {
  const e = emailTrackingEvents;
  return executor.select({
    id: outreachEmails.id,
    brandId: outreachEmails.brandId,
    campaignId: outreachEmails.campaignId,
    userId: outreachEmails.userId,
    influencerName: outreachEmails.influencerName,
    status: outreachEmails.status,
    createdAt: outreachEmails.createdAt,
    humanOpen: flag(sql`${e.type} = 'open' and not ${e.machine}`).as('human_open'),
    machineOpen: flag(sql`${e.type} = 'open' and ${e.machine}`).as('machine_open'),
    clicked: flag(sql`${e.type} = 'click'`).as('clicked'),
    unsubscribed: flag(sql`${e.type} = 'unsubscribe'`).as('unsubscribed'),
    lastEventAt: sql<string | null>`max(${e.createdAt})`.as('last_event_at'),
  }).from(outreachEmails).leftJoin(e, eq(e.messageId, outreachEmails.id)).where(where).groupBy(outreachEmails.id);
}

export interface OutreachTotals {
  sent: number;
  delivered: number;
  bounced: number;
  suppressed: number;
  opened: number;
  opened_human: number;
  opened_machine: number;
  clicked: number;
  unsubscribed: number;
}

const totalsColumns = (m: ReturnType<ReturnType<typeof perMessage>['as']>) => ({
  sent: sql<number>`count(*) filter (where ${m.status} in ('sent', 'bounced'))`.mapWith(Number),
  delivered: sql<number>`count(*) filter (where ${m.status} = 'sent')`.mapWith(Number),
  bounced: sql<number>`count(*) filter (where ${m.status} = 'bounced')`.mapWith(Number),
  suppressed: sql<number>`count(*) filter (where ${m.status} = 'suppressed')`.mapWith(Number),
  opened: sql<number>`count(*) filter (where ${m.humanOpen} or ${m.machineOpen})`.mapWith(Number),
  opened_human: sql<number>`count(*) filter (where ${m.humanOpen})`.mapWith(Number),
  opened_machine: sql<number>`count(*) filter (where ${m.machineOpen} and not ${m.humanOpen})`.mapWith(Number),
  clicked: sql<number>`count(*) filter (where ${m.clicked})`.mapWith(Number),
  unsubscribed: sql<number>`count(*) filter (where ${m.unsubscribed})`.mapWith(Number),
});

export interface RecordFilter {
  brandId?: string;
  campaignId?: string;
  status?: OutreachMessageStatus;
  search?: string;
}

/** Outreach e-mails, their tracking events, the suppression list and the campaigns' templates (docs/outreach-email.md). */
export function createOutreachEmailRepository(db: Database) {
  async function template(campaignId: string, executor: Database = db) {
    const [row] = await executor.select().from(campaignEmailTemplates).where(eq(campaignEmailTemplates.campaignId, campaignId)).limit(1);
    return row ?? null;
  }

  async function saveTemplate(campaignId: string, value: OutreachTemplate, userId: string) {
    const [row] = await db.insert(campaignEmailTemplates).values({ campaignId, ...value, updatedBy: userId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: campaignEmailTemplates.campaignId, set: { ...value, updatedBy: userId, updatedAt: new Date() } })
      .returning();
    return row!;
  }

  const deleteTemplate = (campaignId: string) => db.delete(campaignEmailTemplates).where(eq(campaignEmailTemplates.campaignId, campaignId));

  async function suppression(executor: Database, email: string) {
    const [row] = await executor.select().from(emailSuppressions).where(eq(emailSuppressions.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  /** Adds the address (kept with its first reason); true when it was new. */
  async function suppress(executor: Database, email: string, reason: SuppressionReason, messageId: string | null) {
    const rows = await executor.insert(emailSuppressions).values({ email: email.toLowerCase(), reason, messageId })
      .onConflictDoNothing({ target: emailSuppressions.email }).returning({ email: emailSuppressions.email });
    return rows.length > 0;
  }

  /**
   * Outreach e-mails the brand sent (or tried: bounced) since `since`, under a transaction-scoped advisory lock
   * per brand, so two workers cannot both pass the daily cap with the last free slot.
   */
  async function sentSinceLocked(tx: Database, brandId: string, since: Date): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`outreach-cap:${brandId}`}, 0))`);
    const [row] = await tx.select({ n: count() }).from(outreachEmails)
      .where(and(eq(outreachEmails.brandId, brandId), inArray(outreachEmails.status, ['sent', 'bounced']), gte(outreachEmails.createdAt, since)));
    return row?.n ?? 0;
  }

  async function insertMessage(tx: Database, row: {
    id: string; eventKey: string; brandId: string; campaignId: string; inviteId: string; userId: string; toEmail: string;
    influencerName: string; kind: OutreachEmailKind; subject: string; status: OutreachMessageStatus; detail?: string | null;
  }) {
    await tx.insert(outreachEmails).values({ ...row, toEmail: row.toEmail.toLowerCase() }).onConflictDoNothing({ target: outreachEmails.id });
  }

  async function markBounced(tx: Database, id: string, detail: string) {
    await tx.update(outreachEmails).set({ status: 'bounced', detail: detail.slice(0, 1_000) }).where(eq(outreachEmails.id, id));
  }

  async function message(id: string): Promise<OutreachEmailRow | null> {
    const [row] = await db.select().from(outreachEmails).where(eq(outreachEmails.id, id)).limit(1);
    return row ?? null;
  }

  async function addEvent(executor: Database, event: { messageId: string; type: TrackingEventType; machine?: boolean; machineReason?: string | null; url?: string | null; userAgent?: string | null }) {
    await executor.insert(emailTrackingEvents).values({ ...event, userAgent: event.userAgent?.slice(0, 500) ?? null });
  }

  async function hasEvent(executor: Database, messageId: string, type: TrackingEventType) {
    const [row] = await executor.select({ id: emailTrackingEvents.id }).from(emailTrackingEvents)
      .where(and(eq(emailTrackingEvents.messageId, messageId), eq(emailTrackingEvents.type, type))).limit(1);
    return !!row;
  }

  /** Totals over the messages matching `where` (see OutreachTotals; each message counts once per figure). */
  async function totals(where: SQL | undefined): Promise<OutreachTotals> {
    const m = perMessage(db, where).as('m');
    const [row] = await db.select(totalsColumns(m)).from(m);
    return row!;
  }

  /** A campaign's figures per influencer (the recipient user), most recently e-mailed first. */
  async function perInfluencer(campaignId: string) {
    const m = perMessage(db, eq(outreachEmails.campaignId, campaignId)).as('m');
    return db.select({
      userId: m.userId,
      influencerName: sql<string>`max(${m.influencerName})`,
      lastSentAt: sql<string>`max(${m.createdAt})`,
      lastEventAt: sql<string | null>`max(${m.lastEventAt})`,
      ...totalsColumns(m),
    }).from(m).groupBy(m.userId).orderBy(sql`max(${m.createdAt}) desc`);
  }

  /**
   * A campaign's figures per UTC day: messages sent that day, and the messages first opened (by a person / only by a
   * proxy), clicked, unsubscribed on that day. Bounces count on the day of the attempt.
   */
  async function perDay(campaignId: string) {
    const e = emailTrackingEvents;
    const day = (column: SQL | typeof outreachEmails.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const sent = await db.select({
      day: day(outreachEmails.createdAt).as('day'),
      sent: sql<number>`count(*) filter (where ${outreachEmails.status} in ('sent', 'bounced'))`.mapWith(Number),
      bounced: sql<number>`count(*) filter (where ${outreachEmails.status} = 'bounced')`.mapWith(Number),
    }).from(outreachEmails).where(eq(outreachEmails.campaignId, campaignId)).groupBy(sql`1`);
    const events = await db.select({
      day: day(sql`min(${e.createdAt})`),
      type: e.type,
      machine: e.machine,
      messageId: e.messageId,
    }).from(e).innerJoin(outreachEmails, eq(outreachEmails.id, e.messageId))
      .where(and(eq(outreachEmails.campaignId, campaignId), inArray(e.type, ['open', 'click', 'unsubscribe'])))
      .groupBy(e.messageId, e.type, e.machine);
    return { sent, events };
  }

  /** One page of outreach messages with their tracking figures, newest first (operators). */
  async function records(filter: RecordFilter, offset: number, limit: number, ascending: boolean) {
    const conditions: SQL[] = [];
    if (filter.brandId) conditions.push(eq(outreachEmails.brandId, filter.brandId));
    if (filter.campaignId) conditions.push(eq(outreachEmails.campaignId, filter.campaignId));
    if (filter.status) conditions.push(eq(outreachEmails.status, filter.status));
    if (filter.search) conditions.push(ilike(outreachEmails.toEmail, likePatterns(filter.search).contains));
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await db.select({ n: count() }).from(outreachEmails).where(where);
    const e = emailTrackingEvents;
    const rows = await db.select({
      message: outreachEmails,
      brandName: brands.name,
      campaignName: campaigns.name,
      opensHuman: sql<number>`count(${e.id}) filter (where ${e.type} = 'open' and not ${e.machine})`.mapWith(Number),
      opensMachine: sql<number>`count(${e.id}) filter (where ${e.type} = 'open' and ${e.machine})`.mapWith(Number),
      clicks: sql<number>`count(${e.id}) filter (where ${e.type} = 'click')`.mapWith(Number),
      unsubscribed: flag(sql`${e.type} = 'unsubscribe'`),
      lastEventAt: sql<string | null>`max(${e.createdAt})`,
    }).from(outreachEmails)
      .innerJoin(brands, eq(brands.id, outreachEmails.brandId))
      .innerJoin(campaigns, eq(campaigns.id, outreachEmails.campaignId))
      .leftJoin(e, eq(e.messageId, outreachEmails.id))
      .where(where)
      .groupBy(outreachEmails.id, brands.name, campaigns.name)
      .orderBy(ascending ? asc(outreachEmails.createdAt) : desc(outreachEmails.createdAt), desc(outreachEmails.id))
      .offset(offset).limit(limit);
    return { count: total?.n ?? 0, rows };
  }

  return {
    template, saveTemplate, deleteTemplate, suppression, suppress, sentSinceLocked, insertMessage, markBounced, message,
    addEvent, hasEvent, totals, perInfluencer, perDay, records,
  };
}

export type OutreachEmailRepository = ReturnType<typeof createOutreachEmailRepository>;
