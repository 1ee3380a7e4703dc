import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { financialYearOf } from '../../../src/domain/payments/tax/financial-year';
import { computeTds } from '../../../src/domain/payments/tax/tds.calculator';
import type { TdsFamily } from '../../../src/domain/payments/tax/tax-rules.data';
import type { Database } from '../db/database';
import type { PayoutRow } from '../db/schema/payout-lines.schema';
import { webhookEvents } from '../db/schema/webhook-events.schema';
import { RazorpayError } from '../integrations/razorpay/razorpay-errors';
import { payoutIdempotencyKey, type RazorpayXClient } from '../integrations/razorpayx/razorpayx.client';
import type { RazorpayXPayout } from '../integrations/razorpayx/razorpayx.types';
import { createLedgerRepository } from '../repositories/ledger.repository';
import { createPayoutLinesRepository } from '../repositories/payout-lines.repository';
import { createPayoutsSendingRepository, type DueCursor, type DueLine } from '../repositories/payouts-sending.repository';
import { createMoneyMovements } from './ledger/money-movements.service';
import { formatMoney } from '../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../src/domain/payments/money-amount';
import { payoutNotificationTexts as texts } from '../../../src/domain/payments/payout-notifications.texts';
import { writeOutboxEvents } from '../repositories/outbox.repository';
import { notificationEvents } from './notification-outbox';
import type { PayoutsService } from './payouts.service';
import type { TaxDetailsService } from './tax-details.service';
import type { InvoiceDraft, TaxInvoicesService } from './tax-invoices.service';

/** Payout narration: at most 30 characters of [A-Za-z0-9 ] (integrations.md §3.2). */
const narration = 'InfluenceHub payout';
/**
 * An attempt the provider has not acknowledged is sent again, with the same key and body, by the next run (it was
 * written before that run started: runs are one at a time, so the run that wrote it has ended or died), or by the run
 * that wrote it once this old (its call failed early in a long run).
 */
const resendAfterMs = 60_000;

/** Lines prepared in one transaction by a lane of a payout run (one commit for all). */
const chunkSize = 25;
/** Payout calls of one chunk at once. */
const callsAtOnce = 8;

type ProviderOutcome = 'processing' | 'processed' | 'reversed' | 'failed';
type Destination = NonNullable<Awaited<ReturnType<PayoutsService['detailsForPayout']>>>;
/** A line due whose creator can be paid now: where to, and whether they gave a PAN. */
interface Payable {
  due: DueLine;
  destination: Destination;
  hasPan: boolean;
}
/** An attempt written (committed) and what its calls need. */
interface Prepared {
  attempt: PayoutRow;
  userId: string;
  name: string;
  destination: Destination;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * A refusal that will not change on a retry (the details are wrong): 4xx but a rate limit, and never one about the
 * idempotency key (a key used with another body means a payout may exist: it is looked into, not paid again).
 */
function refusedForGood(error: unknown): boolean {
  if (!(error instanceof RazorpayError) || error.status === null) return false;
  if (error.status < 400 || error.status >= 500 || error.status === 429 || error.status === 409) return false;
  const words = `${error.field ?? ''} ${error.description ?? ''}`.toLowerCase();
  return !words.includes('idempotency');
}

/** RazorpayX's payout states to ours (integrations.md §3.2): processed can still be reversed later. */
function outcomeOf(status: RazorpayXPayout['status']): ProviderOutcome {
  if (status === 'processed') return 'processed';
  if (status === 'reversed') return 'reversed';
  if (status === 'failed' || status === 'cancelled' || status === 'rejected') return 'failed';
  return 'processing';
}

/**
 * Sending approved earnings to creators through RazorpayX (docs/payments.md "Payouts"). For each line due, one
 * transaction moves the line to paying, writes the attempt with its idempotency key (derived from the attempt's id,
 * stored before any call) and books the money out of the creator's balance (with the tax withheld on the line's
 * first attempt). Only then is RazorpayX called; a call that fails or a process that dies leaves the attempt queued,
 * and the next run sends the same body with the same key, which RazorpayX answers with the same payout. The
 * provider's states (the call's answer or its signed webhooks, whichever comes first) settle, fail or reverse the
 * attempt by compare-and-set, with their ledger postings in the same transaction.
 */
export function createPayoutSendingService(deps: {
  db: Database;
  razorpayx: RazorpayXClient;
  payoutDetails: Pick<PayoutsService, 'detailsForPayout' | 'detailsForPayouts'>;
  taxDetails: Pick<TaxDetailsService, 'panOf' | 'pansOf'>;
  invoices: Pick<TaxInvoicesService, 'draftForLine' | 'draftsForLines' | 'numberDrafts'>;
  tdsFamily: TdsFamily;
  logger: FastifyBaseLogger;
  /** Runs `work` in one transaction bound for the scoped repositories (a webhook's dedupe row and its effect). */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  /** Wakes this process's outbox delivery (the creator's notification of a payout's outcome). */
  outbox?: { kick(): void };
  now?: () => Date;
  /**
   * Lines worked at once (default 1). PostgreSQL: up to the pool's size less what the API needs (app-context passes
   * 8); the embedded PGlite has one connection, so 1.
   */
  concurrency?: number;
  /** A run stops claiming lines after this long (default 4 minutes, well under the job's expiry). */
  runBudgetMs?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const concurrency = deps.concurrency ?? 1;
  const runBudgetMs = deps.runBudgetMs ?? 4 * 60_000;
  const repo = createPayoutsSendingRepository(deps.db);

  /** The creator's payout destination and PAN, read before the transaction that writes the attempt. Null: not payable now. */
  async function payableNow(due: DueLine): Promise<Payable | null> {
    const destination = await deps.payoutDetails.detailsForPayout(due.userId);
    if (!destination) return null;
    const pan = await deps.taxDetails.panOf(due.userId);
    if (!pan) return null;
    return { due, destination, hasPan: true };
  }

  /** `payableNow` for the lines of a chunk: two reads for all of them. */
  async function payableOf(chunk: DueLine[]): Promise<Payable[]> {
    const userIds = chunk.map((due) => due.userId);
    const destinations = await deps.payoutDetails.detailsForPayouts(userIds);
    const pans = await deps.taxDetails.pansOf(userIds);
    return chunk.flatMap((due) => {
      const destination = destinations.get(due.userId);
      return destination && pans.get(due.userId) ? [{ due, destination, hasPan: true }] : [];
    });
  }

  /**
   * In the caller's transaction: the line to paying, the attempt (its idempotency key derived from its id) and the
   * money out of the balance, with the tax withheld on the line's first attempt (its invoice drafted here, numbered at
   * the end of the transaction: `drafts`). Null when the line moved meanwhile.
   */
  async function prepareInTx(tx: Database, payable: Payable, drafts: InvoiceDraft[], options: { moreOfCreator: boolean }): Promise<PayoutRow | null> {
    const { due, destination } = payable;
    const lines = createPayoutLinesRepository(tx);
    const attempts = createPayoutsSendingRepository(tx);
    const moved = await lines.transition(tx, due.line.id, 'paying');
    if (!moved) return null;
    const earlier = await attempts.attemptsOf(due.line.id);
    const first = earlier[0];
    let tdsMinor = 0;
    let tds: { ruleId: string; basis: string } | null = null;
    if (!first) {
      // Tax is withheld once per line, on its first payout; a retry repays the same net amount.
      const year = financialYearOf(now());
      const paid = await attempts.paidInYear(due.line.influencerId, year.start);
      // The line's tax invoice (docs/payments.md "Tax invoices"); TDS is on its value without GST.
      const draft = await deps.invoices.draftForLine(tx, moved, now(), { current: true, keep: options.moreOfCreator });
      drafts.push(draft);
      const result = computeTds({
        family: deps.tdsFamily, payee: { hasPan: payable.hasPan, entity: 'individual' }, grossPaise: draft.invoice.taxablePaise,
        paidBeforeThisFyPaise: paid.grossMinor, tdsFreeBeforeThisFyPaise: paid.tdsFreeMinor, paidAt: now(),
      });
      tdsMinor = result.tdsPaise;
      tds = { ruleId: result.ruleId, basis: result.basis };
    }
    const amountMinor = due.line.grossMinor - (first ? first.tdsMinor : tdsMinor);
    const id = randomUUID();
    const attempt = await attempts.insertAttempt({
      id, payoutLineId: due.line.id, influencerId: due.line.influencerId, attempt: earlier.length + 1, currency: due.line.currency,
      amountMinor, tdsMinor, tdsRuleId: tds?.ruleId ?? first?.tdsRuleId ?? null, tdsBasis: tds?.basis ?? first?.tdsBasis ?? null,
      idempotencyKey: payoutIdempotencyKey(id), destination: destination.destination,
      mode: destination.details.method === 'upi' ? 'UPI' : 'IMPS',
    });
    // Every caller runs this in a transaction or a savepoint that a failure rolls back whole: no savepoint per posting.
    await createMoneyMovements(createLedgerRepository(tx, { ownSavepoint: false })).startPayout({
      payoutId: attempt.id, influencerId: due.line.influencerId, currency: due.line.currency, amountMinor, tdsMinor, provider: 'razorpayx',
    });
    return attempt;
  }

  /** One transaction: the line to paying, the attempt, the money out of the balance. Null when the line moved meanwhile. */
  async function prepare(due: DueLine): Promise<PayoutRow | null> {
    const payable = await payableNow(due);
    if (!payable) return null;
    return deps.db.transaction(async (tx) => {
      const drafts: InvoiceDraft[] = [];
      const attempt = await prepareInTx(tx, payable, drafts, { moreOfCreator: false });
      await deps.invoices.numberDrafts(tx, drafts);
      return attempt;
    });
  }

  /**
   * Several lines in one transaction (one commit, one WAL flush, for the chunk), in their order, so a creator's later
   * line is taxed over the earlier ones. When a line cannot be paid (its balance short), the chunk is rolled back and
   * prepared again with each line in a savepoint of its own: that line is left as it was and the others go on. The
   * invoices are numbered last, which keeps the invoice counter (one row every run's transaction updates) locked only
   * from there to the commit. Nothing is called at RazorpayX before this commit.
   */
  async function prepareChunk(chunk: Payable[]): Promise<Prepared[]> {
    if (chunk.length === 0) return [];
    try {
      // Usually: lines never paid, all of them payable, in a few statements for the whole chunk.
      if (chunk.every((payable) => payable.due.line.status === 'approved')) return await prepareChunkTogether(chunk);
      // A chunk with a retry (a returned line): line by line, without savepoints.
      return await prepareChunkOnce(chunk, false);
    } catch (error) {
      // One line failed and took the transaction with it: the chunk again, each line in a savepoint of its own.
      deps.logger.info({ err: error, lines: chunk.length }, 'payout chunk rolled back; preparing it again line by line');
      return prepareChunkOnce(chunk, true);
    }
  }

  /**
   * A chunk of lines never paid before, in one transaction of a fixed number of statements (each statement is a round
   * trip, and on a busy machine those were most of a run's time): the lines to paying in one compare-and-set, the
   * year's payouts of their creators, their invoices' facts, the attempts, the postings (`ledger.postMany`) and the
   * invoice numbers, each in one statement. The tax of a creator's second line in the chunk reckons with the first as
   * `paidInYear` would (its taxable value, and whether it withheld). Any failure rolls it all back: the caller then
   * prepares the chunk line by line.
   */
  async function prepareChunkTogether(chunk: Payable[]): Promise<Prepared[]> {
    return deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const attempts = createPayoutsSendingRepository(tx);
      const moved = new Map((await attempts.claimApproved(chunk.map((payable) => payable.due.line.id))).map((row) => [row.id, row]));
      const payable = chunk.filter((item) => moved.has(item.due.line.id));
      if (payable.length === 0) return [];
      if (await attempts.anyAttemptOf([...moved.keys()])) throw new Error('a line of the chunk was paid before: prepared line by line');
      const at = now();
      const paidBefore = await attempts.paidInYearOf(payable.map((item) => item.due.line.influencerId), financialYearOf(at).start);
      const drafts = await deps.invoices.draftsForLines(tx, payable.map((item) => moved.get(item.due.line.id)!), at);
      const draftOf = new Map(drafts.map((draft) => [draft.line.id, draft]));
      const paid = new Map<string, { grossMinor: number; tdsFreeMinor: number }>();
      const values = payable.map(({ due, destination, hasPan }) => {
        const { line } = due;
        const taxable = draftOf.get(line.id)!.invoice.taxablePaise;
        const sofar = paid.get(line.influencerId) ?? paidBefore.get(line.influencerId) ?? { grossMinor: 0, tdsFreeMinor: 0 };
        const result = computeTds({
          family: deps.tdsFamily, payee: { hasPan, entity: 'individual' }, grossPaise: taxable,
          paidBeforeThisFyPaise: sofar.grossMinor, tdsFreeBeforeThisFyPaise: sofar.tdsFreeMinor, paidAt: at,
        });
        paid.set(line.influencerId, { grossMinor: sofar.grossMinor + taxable, tdsFreeMinor: sofar.tdsFreeMinor + (result.tdsPaise === 0 ? taxable : 0) });
        const id = randomUUID();
        return {
          id, payoutLineId: line.id, influencerId: line.influencerId, attempt: 1, currency: line.currency,
          amountMinor: line.grossMinor - result.tdsPaise, tdsMinor: result.tdsPaise, tdsRuleId: result.ruleId, tdsBasis: result.basis,
          idempotencyKey: payoutIdempotencyKey(id), destination: destination.destination, mode: destination.details.method === 'upi' ? 'UPI' : 'IMPS',
        };
      });
      const written = new Map((await attempts.insertAttempts(values)).map((attempt) => [attempt.id, attempt]));
      await createMoneyMovements(createLedgerRepository(tx)).startPayouts(values.map((value) => ({
        payoutId: value.id, influencerId: value.influencerId, currency: value.currency, amountMinor: value.amountMinor, tdsMinor: value.tdsMinor, provider: 'razorpayx' as const,
      })));
      await deps.invoices.numberDrafts(tx, drafts);
      return payable.map((item, index) => ({ attempt: written.get(values[index]!.id)!, userId: item.due.userId, name: item.due.displayName, destination: item.destination }));
    });
  }

  async function prepareChunkOnce(chunk: Payable[], savepoints: boolean): Promise<Prepared[]> {
    // Lines whose creator has another line later in the chunk: their draft invoice is kept for that line's tax.
    const lastOfCreator = new Map(chunk.map((payable, index) => [payable.due.line.influencerId, index]));
    return deps.db.transaction(async (tx) => {
      const drafts: InvoiceDraft[] = [];
      const prepared: Prepared[] = [];
      for (const [index, payable] of chunk.entries()) {
        const moreOfCreator = lastOfCreator.get(payable.due.line.influencerId)! > index;
        const mine: InvoiceDraft[] = [];
        let attempt: PayoutRow | null;
        if (!savepoints) attempt = await prepareInTx(tx as unknown as Database, payable, mine, { moreOfCreator });
        else {
          try {
            attempt = await tx.transaction((savepoint) => prepareInTx(savepoint as unknown as Database, payable, mine, { moreOfCreator }));
          } catch (error) {
            deps.logger.warn({ err: error, lineId: payable.due.line.id }, 'payout line not prepared; it stays due');
            continue;
          }
        }
        if (!attempt) continue;
        drafts.push(...mine);
        prepared.push({ attempt, userId: payable.due.userId, name: payable.due.displayName, destination: payable.destination });
      }
      await deps.invoices.numberDrafts(tx, drafts);
      return prepared;
    });
  }

  /** A contact and a fund account at RazorpayX for the destination (they move no money; RazorpayX keeps one fund account per details). */
  async function makeFundAccount(influencerId: string, name: string, found: Destination, knownContactId?: string): Promise<{ contactId: string; fundAccountId: string }> {
    // The creator's contact from an earlier payout when there is one: the fund account is still asked for with today's
    // details (RazorpayX answers with the one it has for the same details and contact, or makes one).
    const contact = knownContactId ? { id: knownContactId } : await deps.razorpayx.createContact({ name: name.slice(0, 50) || 'Creator', type: 'vendor', referenceId: influencerId });
    const { details } = found;
    const account = await deps.razorpayx.createFundAccount(details.method === 'upi'
      ? { contactId: contact.id, vpa: { address: details.upi.upi_id } }
      : { contactId: contact.id, bankAccount: { name: details.bank.account_holder_name, ifsc: details.bank.ifsc_code, accountNumber: details.bank.account_number } });
    return { contactId: contact.id, fundAccountId: account.id };
  }

  /**
   * The payout call for a written attempt whose fund account is kept on it, with its stored key. `accepted` hears of
   * the usual answer (processing, no UTR yet), which the caller records (at once, or with the others of its chunk);
   * any other state is applied here.
   */
  async function callPayout(attempt: PayoutRow, fundAccountId: string, accepted: (providerPayoutId: string) => Promise<void> | void): Promise<void> {
    try {
      const payout = await deps.razorpayx.createPayout({
        fundAccountId, amountPaise: attempt.amountMinor, mode: attempt.mode as 'UPI' | 'IMPS', purpose: 'payout',
        referenceId: attempt.id, narration, queueIfLowBalance: true, idempotencyKey: attempt.idempotencyKey,
      });
      if (outcomeOf(payout.status) === 'processing' && !payout.utr) {
        await accepted(payout.id);
      } else {
        await repo.setProviderId(attempt.id, payout.id);
        await applyProviderState(attempt.id, payout);
      }
    } catch (error) {
      await notSent(attempt, error);
    }
  }

  async function notSent(attempt: PayoutRow, error: unknown): Promise<void> {
    if (refusedForGood(error)) {
      // Refused (a wrong UPI id, an invalid account): the money goes back to the balance until the creator fixes it.
      await settleAndTell(attempt.id, 'failed', { failureReason: (error as RazorpayError).description ?? 'The payout was refused.' });
      return;
    }
    // Not reached, not answered, or a key conflict to look into: the attempt stays queued, never resent with a new key.
    deps.logger.warn({ err: error, payoutId: attempt.id }, 'payout not sent; it stays queued with its idempotency key');
  }

  /**
   * Calls RazorpayX for a written attempt (again, for an unacknowledged one). The contact and fund account are made
   * once and kept on the attempt before the payout call, so a resend carries exactly the same body with the same key,
   * which RazorpayX answers with the payout it already made.
   */
  async function send(attempt: PayoutRow, userId: string, name: string, destination?: Destination): Promise<void> {
    const found = destination ?? (await deps.payoutDetails.detailsForPayout(userId));
    if (!found) return;
    let fundAccountId = attempt.providerFundAccountId;
    if (!fundAccountId) {
      try {
        const made = await makeFundAccount(attempt.influencerId, name, found);
        fundAccountId = await repo.setFundAccount(attempt.id, made.contactId, made.fundAccountId);
      } catch (error) {
        return notSent(attempt, error);
      }
    }
    // The usual answer: accepted, on its way. One statement keeps the provider's id and moves queued → processing.
    await callPayout(attempt, fundAccountId, (providerPayoutId) => repo.acknowledge(attempt.id, providerPayoutId));
  }

  const accountKeyOf = (item: Prepared) => `${item.attempt.influencerId}\u0000${JSON.stringify(item.destination.details)}`;

  /**
   * `send` for the attempts of a chunk, after the chunk's commit: the fund accounts (one per creator and destination
   * in a run, made once: `accounts`) kept on the attempts in one statement before any payout call, the payout calls a
   * few at a time, and the acknowledgements in one statement after them. A process that dies before that statement
   * leaves the attempts queued; the next run sends them again with the same key and body and RazorpayX answers with
   * the payouts it made.
   */
  async function sendChunk(prepared: Prepared[], accounts: Map<string, Promise<{ contactId: string; fundAccountId: string }>>): Promise<void> {
    const needing = prepared.filter((item) => !item.attempt.providerFundAccountId && !accounts.has(accountKeyOf(item)));
    const contacts = await repo.contactsOf(needing.map((item) => item.attempt.influencerId));
    const withAccounts = await Promise.all(prepared.map(async (item) => {
      if (item.attempt.providerFundAccountId) return { item, account: null };
      const key = accountKeyOf(item);
      let pending = accounts.get(key);
      if (!pending) {
        pending = makeFundAccount(item.attempt.influencerId, item.name, item.destination, contacts.get(item.attempt.influencerId));
        accounts.set(key, pending);
        // A failed call is not kept: the creator's next line tries again.
        pending.catch(() => accounts.delete(key));
      }
      try {
        return { item, account: await pending };
      } catch (error) {
        await notSent(item.attempt, error);
        return null;
      }
    }));
    const ready = withAccounts.filter((entry) => entry !== null);
    const kept = await repo.setFundAccounts(ready.flatMap(({ item, account }) => (account ? [{ id: item.attempt.id, ...account }] : [])));
    const acks: Array<{ id: string; providerPayoutId: string }> = [];
    await inParallel(ready, callsAtOnce, async ({ item }) => {
      const fundAccountId = item.attempt.providerFundAccountId ?? kept.get(item.attempt.id);
      if (!fundAccountId) return;
      await callPayout(item.attempt, fundAccountId, (providerPayoutId) => void acks.push({ id: item.attempt.id, providerPayoutId }));
    });
    await repo.acknowledgeMany(acks);
  }

  async function settleAndTell(...args: Parameters<typeof settle>): Promise<boolean> {
    const moved = await settle(...args);
    if (moved) deps.outbox?.kick();
    return moved;
  }

  /** Moves an attempt (and its line and money) to a provider state, once; late and repeated states change nothing. */
  async function settle(attemptId: string, outcome: ProviderOutcome, changes: { utr?: string | null; failureReason?: string | null; providerPayoutId?: string } = {}) {
    return deps.db.transaction(async (tx) => {
      const attempts = createPayoutsSendingRepository(tx);
      const lines = createPayoutLinesRepository(tx);
      const money = createMoneyMovements(createLedgerRepository(tx));
      const moved = await attempts.transition(attemptId, outcome, changes);
      if (!moved) {
        if (changes.utr) await attempts.setUtr(attemptId, changes.utr);
        return false;
      }
      const ref = { payoutId: moved.id, influencerId: moved.influencerId, currency: moved.currency, amountMinor: moved.amountMinor, provider: 'razorpayx' as const };
      if (outcome === 'processed') {
        await money.settlePayout(ref);
        await lines.transition(tx, moved.payoutLineId, 'paid');
      } else if (outcome === 'failed') {
        await money.failPayout(ref);
        await lines.transition(tx, moved.payoutLineId, 'returned');
      } else if (outcome === 'reversed') {
        await money.reversePayout(ref);
        await lines.transition(tx, moved.payoutLineId, 'returned');
      }
      // The creator hears about it with the change (outbox, delivered by the worker), once per payout and outcome.
      if (outcome !== 'processing') {
        const owner = await attempts.ownerOf(moved.influencerId);
        if (owner) {
          const amount = formatMoney(minorToDecimal(moved.amountMinor), moved.currency);
          const text = outcome === 'processed' ? texts.paid(amount, moved.utr) : texts.returned(amount, moved.failureReason);
          await writeOutboxEvents(tx, notificationEvents([owner.userId], {
            event: `payout.${outcome}`, eventKey: `payout-${outcome}:${moved.id}`, type: outcome === 'processed' ? 'success' : 'warning',
            title: text.title, message: text.message, actionUrl: outcome === 'processed' ? '/earnings' : '/settings', actionLabel: text.actionLabel,
          }, { email: true }));
        }
      }
      return true;
    });
  }

  async function applyProviderState(attemptId: string, payout: RazorpayXPayout): Promise<boolean> {
    const outcome = outcomeOf(payout.status);
    return settleAndTell(attemptId, outcome, {
      utr: payout.utr,
      failureReason: outcome === 'failed' || outcome === 'reversed' ? (payout.status_details?.description ?? payout.failure_reason ?? `Payout ${payout.status}.`) : undefined,
    });
  }

  /**
   * The job's run: send every line due, then resend what the provider never acknowledged. Lines are claimed in
   * batches of `batchSize` (oldest first, each batch after the last, so a line that cannot be prepared now is not
   * tried again in this run) and worked in `concurrency` lanes, each creator's lines in one lane, one after another
   * (the tax on a line depends on that creator's earlier payouts of the year). A lane prepares a chunk of lines in one
   * transaction (`prepareChunk`), then sends it (`sendChunk`) while it prepares the next. A run stops claiming after
   * `runBudgetMs`; the next run (every minute) carries on.
   */
  async function sendDue(batchSize = 1_000): Promise<{ sent: number; resent: number }> {
    const stopAt = Date.now() + runBudgetMs;
    const startedAt = now();
    let sent = 0;
    let after: DueCursor | null = null;
    const accounts = new Map<string, Promise<{ contactId: string; fundAccountId: string }>>();
    while (Date.now() < stopAt) {
      const batch = await repo.dueLines(batchSize, after);
      if (batch.length === 0) break;
      const last = batch[batch.length - 1]!;
      after = { at: last.line.approvedAt ?? last.line.createdAt, id: last.line.id };
      await inChunks(batch, (due) => due.line.influencerId, async (chunk, previous) => {
        const prepared = await prepareChunk(await payableOf(chunk));
        sent += prepared.length;
        // The previous chunk's calls went on meanwhile; this lane's next chunk is prepared while these are sent.
        await previous;
        return { sending: sendChunk(prepared, accounts) };
      });
      if (batch.length < batchSize) break;
    }
    let resent = 0;
    // Written before this run (left by a run that ended or died: a kill -9 between the commit and the calls), or by
    // this run over a minute ago. A resend that races a call still on its way is answered with the same payout.
    const unsent = await repo.unsent(new Date(Math.max(startedAt.getTime(), now().getTime() - resendAfterMs)), batchSize);
    await inLanes(unsent, (attempt) => attempt.influencerId, async (attempt) => {
      const owner = await repo.ownerOf(attempt.influencerId);
      if (!owner) return;
      await send(attempt, owner.userId, owner.displayName);
      resent += 1;
    });
    return { sent, resent };
  }

  /** The items grouped by key (a creator's lines), groups in the order their first item comes, items in order. */
  function groupedInOrder<T>(items: T[], keyOf: (item: T) => string): T[][] {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const group = groups.get(keyOf(item));
      if (group) group.push(item);
      else groups.set(keyOf(item), [item]);
    }
    return [...groups.values()];
  }

  /**
   * Runs `work` over chunks of about `chunkSize` items, `concurrency` lanes at a time; the items of one key stay in
   * one chunk, in order. `work` gets the promise its lane's previous chunk returned (awaited before the lane ends), so
   * a lane can send one chunk while it prepares the next.
   */
  async function inChunks<T>(items: T[], keyOf: (item: T) => string, work: (chunk: T[], previous: Promise<void>) => Promise<{ sending: Promise<void> }>): Promise<void> {
    const queue = groupedInOrder(items, keyOf);
    const lanes = Math.max(1, Math.min(concurrency, Math.ceil(items.length / chunkSize)));
    const lane = async () => {
      let previous: Promise<void> = Promise.resolve();
      try {
        for (;;) {
          const chunk: T[] = [];
          while (chunk.length < chunkSize && queue.length > 0) chunk.push(...queue.shift()!);
          if (chunk.length === 0) break;
          const { sending } = await work(chunk, previous);
          // Awaited by the lane's next chunk or at its end; marked handled so a failure waits for that.
          sending.catch(() => undefined);
          previous = sending;
        }
      } catch (error) {
        await previous.catch(() => undefined);
        throw error;
      }
      await previous;
    };
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  /** Runs `work` over `items`, `concurrency` lanes at a time; the items of one key stay in one lane, in order. */
  async function inLanes<T>(items: T[], keyOf: (item: T) => string, work: (item: T) => Promise<void>): Promise<void> {
    const queue = groupedInOrder(items, keyOf);
    const lane = async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        for (const item of group) await work(item);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, lane));
  }

  /**
   * A verified RazorpayX webhook (the route checked its signature): deduplicated on its event id in the transaction
   * of its effect; payout.processed, payout.reversed, payout.failed (and rejected, cancelled) move the attempt;
   * payout.updated brings the UTR. Events of payouts we do not know are ignored.
   */
  async function applyWebhook(eventId: string, event: { event?: unknown; payload?: { payout?: { entity?: RazorpayXPayout } } }): Promise<'applied' | 'duplicate' | 'ignored'> {
    const type = typeof event.event === 'string' ? event.event : '';
    const payout = event.payload?.payout?.entity;
    return deps.transaction(async () => {
      const inserted = await deps.db.insert(webhookEvents).values({ id: `razorpayx:${eventId}`, provider: 'razorpayx', eventType: type }).onConflictDoNothing().returning();
      if (inserted.length === 0) return 'duplicate';
      if (!payout?.id) return 'ignored';
      const attempt = (await repo.findByProviderId(payout.id)) ?? (payout.reference_id && /^[0-9a-f-]{36}$/i.test(payout.reference_id) ? await repo.findById(payout.reference_id) : null);
      if (!attempt) return 'ignored';
      if (!attempt.providerPayoutId) await repo.setProviderId(attempt.id, payout.id);
      await applyProviderState(attempt.id, payout);
      return 'applied';
    });
  }

  return { sendDue, applyWebhook, prepare, send };
}

export type PayoutSendingService = ReturnType<typeof createPayoutSendingService>;
