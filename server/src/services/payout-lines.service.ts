import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { assertSecondFactorForPayments } from './account-security';
import { minorToDecimal } from '../../../src/domain/payments/money-amount';
import { paymentTexts } from '../../../src/domain/payments/payment.texts';
import type { Database } from '../db/database';
import type { PayoutRow } from '../db/schema/payout-lines.schema';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound, permissionDenied } from '../plugins/api-error';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import { createLedgerRepository, LedgerInsufficientBalanceError, type LedgerRepository } from '../repositories/ledger.repository';
import { ledgerAccounts } from './ledger/ledger-accounts';
import { createPayoutLinesRepository, type PayoutLineListRow, type PayoutLinesRepository, type PayoutLineStatus } from '../repositories/payout-lines.repository';
import type { EarningsBody, PayoutLineBody } from '../routes/api/v1/payments/payout-lines.schema';
import { createMoneyMovements } from './ledger/money-movements.service';
import { formatMoney } from '../../../src/domain/format/display-format';
import { payoutNotificationTexts } from '../../../src/domain/payments/payout-notifications.texts';
import { writeOutboxEvents } from '../repositories/outbox.repository';
import { notificationEvents } from './notification-outbox';
import type { PayoutsService } from './payouts.service';
import type { TaxDetailsService } from './tax-details.service';
import type { OutboxKick } from './outbox.service';

/**
 * Payout lines (docs/payments.md "Payout lines"): the brand's approvals and the creator's earnings. A line is
 * created by the work (verification.service writes it with the verified step); approving it releases the money in
 * the ledger, in the approval's own transaction, after the line's compare-and-set: two approvals at once release
 * once, the second is told it was approved already.
 */
export function createPayoutLinesService(deps: {
  db: Database;
  lines: PayoutLinesRepository;
  ledger: LedgerRepository;
  brands: Pick<BrandsRepository, 'findMembership'>;
  influencers: Pick<InfluencersRepository, 'findByUserId' | 'findById'>;
  payoutDetails: Pick<PayoutsService, 'get'>;
  taxDetails: Pick<TaxDetailsService, 'get'>;
  /** An approved line is due for payout: the payouts job is asked to run (after the approval commits). */
  afterApproved?: () => void;
  /** Wakes this process's outbox delivery for the creator's notification. */
  outbox?: OutboxKick;
}) {
  function view(row: PayoutLineListRow, payout: PayoutRow | undefined, influencerName: string): PayoutLineBody {
    const { line } = row;
    return {
      id: line.id,
      campaign_id: line.campaignId,
      campaign_name: row.campaignName,
      influencer_id: line.influencerId,
      influencer_name: influencerName,
      placement_type: row.placementType,
      content_url: row.contentUrl,
      currency: line.currency as PayoutLineBody['currency'],
      gross: minorToDecimal(line.grossMinor),
      basis: line.basis.note,
      status: line.status,
      created_at: line.createdAt.toISOString(),
      approved_at: line.approvedAt?.toISOString() ?? null,
      payout: payout
        ? {
            id: payout.id,
            status: payout.status,
            net: minorToDecimal(payout.amountMinor),
            tax_withheld: minorToDecimal(payout.tdsMinor),
            destination: payout.destination,
            utr: payout.utr,
            failure_reason: payout.failureReason,
            processed_at: payout.processedAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  async function views(rows: PayoutLineListRow[]): Promise<PayoutLineBody[]> {
    const latest = new Map((await deps.lines.latestPayouts(rows.map((r) => r.line.id))).map((p) => [p.payoutLineId, p]));
    // Names as they are now (a creator may rename themselves): looked up per answer, once per creator.
    const ids = [...new Set(rows.map((row) => row.line.influencerId))];
    const names = new Map(await Promise.all(ids.map(async (id) => [id, (await deps.influencers.findById(id))?.displayName ?? ''] as const)));
    return rows.map((row) => view(row, latest.get(row.line.id), names.get(row.line.influencerId) ?? ''));
  }

  async function memberRole(user: UserRow, brandId: string) {
    const member = await deps.brands.findMembership(brandId, user.id);
    if (!member || !hasTeamPermission(member, 'payments.view')) throw notFound();
    return member;
  }

  /** GET brands/{id}/payout-lines/: lines of the brand's campaigns in one state (awaiting approval by default). */
  async function listForBrand(user: UserRow, brandId: string, status: PayoutLineStatus = 'awaiting_approval') {
    await memberRole(user, brandId);
    return { results: await views(await deps.lines.listForBrand(brandId, [status])) };
  }

  /** POST payout-lines/{id}/approve/: payments.approve; releases the line's money to the creator in the ledger. */
  async function approve(user: UserRow, id: string): Promise<PayoutLineBody> {
    const line = await deps.lines.findById(id);
    if (!line) throw notFound();
    const role = await memberRole(user, line.brandId);
    if (!hasTeamPermission(role, 'payments.approve')) throw permissionDenied(paymentTexts.approveNotPermitted);
    assertSecondFactorForPayments(user);
    // Looked up before the transaction: every query inside it must go through `tx` (PGlite has one connection).
    const creator = await deps.influencers.findById(line.influencerId);
    const listed = await deps.lines.findListRow(line.id);
    const approved = await deps.db.transaction(async (tx) => {
      const lines = createPayoutLinesRepository(tx);
      const moved = await lines.transition(tx, line.id, 'approved', { approvedBy: user.id });
      if (!moved) return null;
      const ledger = createLedgerRepository(tx);
      const money = createMoneyMovements(ledger);
      const placement = { brandId: line.brandId, campaignId: line.campaignId, placementId: line.placementId, currency: line.currency };
      // A CPM line may earn more than its item set aside, and a dispute upheld after the cut-off finds its commitment
      // returned: what the placement lacks for this line (after what its other open lines will draw) is committed
      // from the escrow first; refused, with how much is missing, when the escrow does not have it.
      const draw = Math.max(line.grossMinor, line.committedMinor);
      const held = await ledger.balance(ledgerAccounts.placementCommitted(placement.brandId, placement.campaignId, placement.placementId, placement.currency).code, line.currency);
      const free = Math.max(0, held - (await lines.awaitingDrawOf(tx, line.placementId, line.id)));
      if (draw > free) {
        const missing = draw - free;
        try {
          await money.topUpCommitment({ ...placement, lineId: line.id, amountMinor: missing });
        } catch (error) {
          if (!(error instanceof LedgerInsufficientBalanceError)) throw error;
          const escrow = await ledger.balance(ledgerAccounts.campaignEscrow(placement.brandId, placement.campaignId, placement.currency).code, line.currency);
          throw new ApiError(409, 'insufficient_funds', paymentTexts.approveUnfunded(formatMoney(minorToDecimal(missing - escrow), line.currency)));
        }
      }
      await money.releaseEarnings({
        ...placement, lineId: line.id, influencerId: line.influencerId,
        committedMinor: draw, grossMinor: line.grossMinor, tdsMinor: 0, basis: { ...line.basis },
      });
      // The creator is told with the approval (outbox): their money is released and on its way.
      if (creator) {
        const text = payoutNotificationTexts.approved(formatMoney(minorToDecimal(line.grossMinor), line.currency), listed?.campaignName ?? '');
        await writeOutboxEvents(tx, notificationEvents([creator.userId], {
          event: 'payout.approved', eventKey: `payout-approved:${line.id}`, type: 'success',
          title: text.title, message: text.message, actionUrl: '/earnings', actionLabel: text.actionLabel,
        }));
      }
      return moved;
    });
    if (!approved) throw new ApiError(409, 'already_approved', paymentTexts.lineAlreadyApproved);
    deps.afterApproved?.();
    deps.outbox?.kick();
    const row = await deps.lines.findListRow(line.id);
    if (!row) throw notFound();
    return (await views([row]))[0]!;
  }

  /** GET influencers/me/earnings/: the creator's balances (from the ledger) and lines. */
  async function earnings(user: UserRow): Promise<EarningsBody> {
    const profile = await deps.influencers.findByUserId(user.id);
    if (!profile) throw notFound();
    const [figures, pending, rows, details, tax] = await Promise.all([
      deps.ledger.creatorFigures(profile.id),
      deps.lines.pendingTotals(profile.id),
      deps.lines.listForInfluencer(profile.id),
      deps.payoutDetails.get(user),
      deps.taxDetails.get(user),
    ]);
    const currencies = new Set([...figures.map((f) => f.currency), ...pending.map((p) => p.currency)]);
    return {
      balances: [...currencies].sort().map((currency) => {
        const f = figures.find((x) => x.currency === currency);
        return {
          currency: currency as 'INR',
          available: minorToDecimal(f?.available ?? 0),
          pending: minorToDecimal(pending.find((p) => p.currency === currency)?.amountMinor ?? 0),
          processing: minorToDecimal(f?.processing ?? 0),
          paid: minorToDecimal(f?.paid ?? 0),
        };
      }),
      lines: await views(rows),
      payout_details: { has_payout_method: details.has_payment_info, method: details.payment_method, has_pan: tax.has_pan },
    };
  }

  return { listForBrand, approve, earnings };
}

export type PayoutLinesService = ReturnType<typeof createPayoutLinesService>;
