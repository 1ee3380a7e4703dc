import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { RecalledPayout } from '../integrations/razorpayx/razorpayx.fake';
import { influencers } from '../db/schema/influencers.schema';
import { payoutDetails } from '../db/schema/payout-details.schema';
import { payoutLines, payouts, type PayoutLineRow, type PayoutRow } from '../db/schema/payout-lines.schema';
import { taxDetails } from '../db/schema/tax-details.schema';

export type PayoutStatus = PayoutRow['status'];

/** The states a payout attempt may be reached from (compare-and-set; docs/payments.md "Payouts"). */
const predecessors: Record<Exclude<PayoutStatus, 'queued'>, PayoutStatus[]> = {
  processing: ['queued'],
  processed: ['queued', 'processing'],
  failed: ['queued', 'processing'],
  // RazorpayX: processed can still move to reversed; anything after processed/reversed is ignored otherwise.
  reversed: ['processed'],
};

/** Where the previous batch of due lines ended: its last line's approval time and id. */
export interface DueCursor {
  at: Date;
  id: string;
}

export interface DueLine {
  line: PayoutLineRow;
  userId: string;
  displayName: string;
}

/** Payout attempts and the lines due for one (migration 0012). */
export function createPayoutsSendingRepository(db: Database) {
  /**
   * Lines to pay: approved ones, and returned ones (a payout failed or was reversed) whose creator has changed their
   * payout details since its last attempt; only creators with payout details and a PAN. Oldest approval first;
   * `after` continues after a line of an earlier batch (keyset), so one run never claims a line twice.
   */
  async function dueLines(limit: number, after: DueCursor | null = null): Promise<DueLine[]> {
    const since = sql`coalesce(${payoutLines.approvedAt}, ${payoutLines.createdAt})`;
    const lastAttemptAt = sql`(select max(${payouts.updatedAt}) from ${payouts} where ${payouts.payoutLineId} = ${payoutLines.id})`;
    return db
      .select({ line: payoutLines, userId: influencers.userId, displayName: influencers.displayName })
      .from(payoutLines)
      .innerJoin(influencers, eq(influencers.id, payoutLines.influencerId))
      .innerJoin(payoutDetails, eq(payoutDetails.userId, influencers.userId))
      .innerJoin(taxDetails, eq(taxDetails.userId, influencers.userId))
      .where(and(
        or(
          eq(payoutLines.status, 'approved'),
          and(eq(payoutLines.status, 'returned'), sql`${payoutDetails.updatedAt} > ${lastAttemptAt}`),
        ),
        after ? sql`(${since}, ${payoutLines.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ))
      .orderBy(asc(since), asc(payoutLines.id))
      .limit(limit);
  }

  async function attemptsOf(lineId: string): Promise<PayoutRow[]> {
    return db.select().from(payouts).where(eq(payouts.payoutLineId, lineId)).orderBy(asc(payouts.attempt));
  }

  async function insertAttempt(values: typeof payouts.$inferInsert): Promise<PayoutRow> {
    const [row] = await db.insert(payouts).values(values).returning();
    return row!;
  }

  async function findById(id: string): Promise<PayoutRow | null> {
    const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
    return row ?? null;
  }

  async function findByProviderId(providerPayoutId: string): Promise<PayoutRow | null> {
    const [row] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId));
    return row ?? null;
  }

  /** Attempts written but not yet accepted by the provider (the call failed or the process died): sent again. */
  async function unsent(olderThan: Date, limit: number): Promise<PayoutRow[]> {
    return db.select().from(payouts)
      .where(and(eq(payouts.status, 'queued'), isNull(payouts.providerPayoutId), lt(payouts.createdAt, olderThan)))
      .orderBy(asc(payouts.createdAt)).limit(limit);
  }

  /** Keeps the first contact and fund account made for an attempt; returns the fund account the attempt uses. */
  async function setFundAccount(id: string, contactId: string, fundAccountId: string): Promise<string> {
    const [kept] = await db.update(payouts).set({ providerContactId: contactId, providerFundAccountId: fundAccountId, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, id), isNull(payouts.providerFundAccountId)))
      .returning({ fundAccountId: payouts.providerFundAccountId });
    if (kept?.fundAccountId) return kept.fundAccountId;
    const [row] = await db.select({ fundAccountId: payouts.providerFundAccountId }).from(payouts).where(eq(payouts.id, id));
    return row?.fundAccountId ?? fundAccountId;
  }

  /**
   * `setFundAccount` for many attempts in one statement (a chunk of a payout run, before its payout calls): each keeps
   * the first contact and fund account it was given. Returns the fund account each attempt uses.
   */
  async function setFundAccounts(rows: Array<{ id: string; contactId: string; fundAccountId: string }>): Promise<Map<string, string>> {
    if (rows.length === 0) return new Map();
    const values = sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.contactId}, ${row.fundAccountId})`), sql`, `);
    await db.execute(sql`
      update ${payouts} set provider_contact_id = v.contact_id, provider_fund_account_id = v.fund_account_id, updated_at = now()
      from (values ${values}) as v (id, contact_id, fund_account_id)
      where ${payouts.id} = v.id and ${payouts.providerFundAccountId} is null`);
    const kept = await db.select({ id: payouts.id, fundAccountId: payouts.providerFundAccountId }).from(payouts).where(inArray(payouts.id, rows.map((row) => row.id)));
    return new Map(kept.filter((row) => row.fundAccountId).map((row) => [row.id, row.fundAccountId!]));
  }

  async function setProviderId(id: string, providerPayoutId: string): Promise<void> {
    await db.update(payouts).set({ providerPayoutId, updatedAt: sql`now()` }).where(and(eq(payouts.id, id), isNull(payouts.providerPayoutId)));
  }

  /**
   * The provider accepted the payout and it is on its way (processing, no UTR yet): keeps its id (the first one) and
   * moves a queued attempt to processing in one statement; an attempt already further along keeps its state.
   */
  async function acknowledge(id: string, providerPayoutId: string): Promise<void> {
    await db.update(payouts).set({
      providerPayoutId: sql`coalesce(${payouts.providerPayoutId}, ${providerPayoutId})`,
      status: sql`case when ${payouts.status} = 'queued' then 'processing' else ${payouts.status} end`,
      updatedAt: sql`now()`,
    }).where(eq(payouts.id, id));
  }

  /** `acknowledge` for many attempts in one statement (a chunk of a payout run, after its payout calls). */
  async function acknowledgeMany(rows: Array<{ id: string; providerPayoutId: string }>): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(rows.map((row) => sql`(${row.id}::uuid, ${row.providerPayoutId})`), sql`, `);
    await db.execute(sql`
      update ${payouts} set provider_payout_id = coalesce(${payouts.providerPayoutId}, v.provider_payout_id),
        status = case when ${payouts.status} = 'queued' then 'processing' else ${payouts.status} end, updated_at = now()
      from (values ${values}) as v (id, provider_payout_id)
      where ${payouts.id} = v.id`);
  }

  /** Moves an attempt to `to` only from an allowed state; null when it was elsewhere (a late or repeated message). */
  async function transition(
    id: string, to: Exclude<PayoutStatus, 'queued'>, changes: { utr?: string | null; failureReason?: string | null } = {},
  ): Promise<PayoutRow | null> {
    const [row] = await db.update(payouts)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'processed' ? { processedAt: sql`now()` } : {}),
        ...(changes.utr ? { utr: changes.utr } : {}),
        ...(changes.failureReason !== undefined ? { failureReason: changes.failureReason } : {}),
      })
      .where(and(eq(payouts.id, id), inArray(payouts.status, predecessors[to])))
      .returning();
    return row ?? null;
  }

  /** The bank's reference arriving after the payout was processed (payout.updated). */
  async function setUtr(id: string, utr: string): Promise<void> {
    await db.update(payouts).set({ utr, updatedAt: sql`now()` }).where(and(eq(payouts.id, id), isNull(payouts.utr)));
  }

  /**
   * What the creator was paid in the financial year before now, for the TDS thresholds: the gross of every line's
   * first payout attempt since `since` (retries repay the same money), and the part of it that had no TDS. Both
   * without GST: a line's invoice keeps its taxable value (docs/payments.md "Tax invoices").
   */
  async function paidInYear(influencerId: string, since: Date): Promise<{ grossMinor: number; tdsFreeMinor: number }> {
    const taxable = sql`coalesce((${payoutLines.invoice}->>'taxablePaise')::bigint, ${payouts.amountMinor} + ${payouts.tdsMinor})`;
    const [row] = await db
      .select({
        gross: sql<string>`coalesce(sum(${taxable}), 0)`,
        tdsFree: sql<string>`coalesce(sum(case when ${payouts.tdsMinor} = 0 then ${taxable} else 0 end), 0)`,
      })
      .from(payouts)
      .innerJoin(payoutLines, eq(payoutLines.id, payouts.payoutLineId))
      .where(and(eq(payouts.influencerId, influencerId), eq(payouts.attempt, 1), gte(payouts.createdAt, since)));
    return { grossMinor: Number(row?.gross ?? 0), tdsFreeMinor: Number(row?.tdsFree ?? 0) };
  }

  /**
   * A payout run's chunk of lines never paid before, moved approved → paying in one statement (compare-and-set: a
   * line that moved meanwhile is not returned). The rows are locked until the transaction ends.
   */
  async function claimApproved(lineIds: string[]): Promise<PayoutLineRow[]> {
    if (lineIds.length === 0) return [];
    return db.update(payoutLines).set({ status: 'paying', updatedAt: sql`now()` })
      .where(and(inArray(payoutLines.id, lineIds), eq(payoutLines.status, 'approved')))
      .returning();
  }

  /** Whether any of these lines has a payout attempt. */
  async function anyAttemptOf(lineIds: string[]): Promise<boolean> {
    if (lineIds.length === 0) return false;
    const rows = await db.select({ id: payouts.id }).from(payouts).where(inArray(payouts.payoutLineId, lineIds)).limit(1);
    return rows.length > 0;
  }

  /** `paidInYear` for several creators in one statement (the same sums), by influencer id; absent: nothing paid. */
  async function paidInYearOf(influencerIds: string[], since: Date): Promise<Map<string, { grossMinor: number; tdsFreeMinor: number }>> {
    if (influencerIds.length === 0) return new Map();
    const taxable = sql`coalesce((${payoutLines.invoice}->>'taxablePaise')::bigint, ${payouts.amountMinor} + ${payouts.tdsMinor})`;
    const rows = await db
      .select({
        influencerId: payouts.influencerId,
        gross: sql<string>`coalesce(sum(${taxable}), 0)`,
        tdsFree: sql<string>`coalesce(sum(case when ${payouts.tdsMinor} = 0 then ${taxable} else 0 end), 0)`,
      })
      .from(payouts)
      .innerJoin(payoutLines, eq(payoutLines.id, payouts.payoutLineId))
      .where(and(inArray(payouts.influencerId, [...new Set(influencerIds)]), eq(payouts.attempt, 1), gte(payouts.createdAt, since)))
      .groupBy(payouts.influencerId);
    return new Map(rows.map((row) => [row.influencerId, { grossMinor: Number(row.gross), tdsFreeMinor: Number(row.tdsFree) }]));
  }

  /** The RazorpayX contact of each creator's latest attempt that has one (a contact is the creator's, whatever their details). */
  async function contactsOf(influencerIds: string[]): Promise<Map<string, string>> {
    if (influencerIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([payouts.influencerId], { influencerId: payouts.influencerId, contactId: payouts.providerContactId })
      .from(payouts)
      .where(and(inArray(payouts.influencerId, [...new Set(influencerIds)]), sql`${payouts.providerContactId} is not null`))
      .orderBy(payouts.influencerId, desc(payouts.createdAt));
    return new Map(rows.map((row) => [row.influencerId, row.contactId!]));
  }

  async function insertAttempts(values: Array<typeof payouts.$inferInsert>): Promise<PayoutRow[]> {
    if (values.length === 0) return [];
    return db.insert(payouts).values(values).returning();
  }

  async function ownerOf(influencerId: string): Promise<{ userId: string; displayName: string } | null> {
    const [row] = await db.select({ userId: influencers.userId, displayName: influencers.displayName }).from(influencers).where(eq(influencers.id, influencerId));
    return row ?? null;
  }

  /**
   * The payouts sent to RazorpayX as the sandbox should remember them after a restart (payments-sandbox.ts): one by
   * its RazorpayX id, or every one still on its way (so the sandbox settles them as it would have).
   */
  async function recallForSandbox(filter: { providerPayoutId: string } | { onTheirWay: true }): Promise<RecalledPayout[]> {
    const rows = await db
      .select()
      .from(payouts)
      .where(
        'providerPayoutId' in filter
          ? eq(payouts.providerPayoutId, filter.providerPayoutId)
          : and(inArray(payouts.status, ['queued', 'processing']), sql`${payouts.providerPayoutId} is not null`),
      )
      .orderBy(asc(payouts.createdAt))
      .limit(1_000);
    return rows.map((row) => ({
      id: row.providerPayoutId!,
      fundAccountId: row.providerFundAccountId,
      amount: row.amountMinor,
      status: row.status,
      utr: row.utr,
      mode: (['UPI', 'IMPS', 'NEFT', 'RTGS'].includes(row.mode) ? row.mode : 'IMPS') as RecalledPayout['mode'],
      referenceId: row.id,
      failureReason: row.failureReason,
      createdAt: row.createdAt,
    }));
  }

  return { ownerOf, dueLines, contactsOf, claimApproved, anyAttemptOf, paidInYearOf, insertAttempts, attemptsOf, insertAttempt, findById, findByProviderId, unsent, setFundAccount, setFundAccounts, setProviderId, acknowledge, acknowledgeMany, transition, setUtr, paidInYear, recallForSandbox };
}

export type PayoutsSendingRepository = ReturnType<typeof createPayoutsSendingRepository>;
