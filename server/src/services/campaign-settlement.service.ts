import type { FastifyBaseLogger } from 'fastify';
import { toCents } from '../../../src/domain/campaigns/campaign-money';
import { cpmBasisNote, cpmEarningsMinor, settlementRules } from '../../../src/domain/payments/settlement-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { campaigns } from '../db/schema/campaigns.schema';
import type { OfferedPlacement } from '../db/schema/marketplace.schema';
import type { PayoutLineBasis } from '../db/schema/payout-lines.schema';
import { createCampaignSettlementRepository, type CpmCandidate, type PlacementHold } from '../repositories/campaign-settlement.repository';
import { createLedgerRepository, LedgerInsufficientBalanceError } from '../repositories/ledger.repository';
import { createPayoutLinesRepository } from '../repositories/payout-lines.repository';
import { createMoneyMovements } from './ledger/money-movements.service';
import { ledgerAccounts } from './ledger/ledger-accounts';
import type { FundingRefundsService } from './funding-refunds.service';

/** What one item of an accepted offer set aside: its rate (fixed) or its share of the offer's projected amount (CPM). */
export function itemCommitmentMinor(item: OfferedPlacement): number {
  if (item.pricing_type === 'fixed') return Number(toCents(item.rate) ?? 0n);
  const quantity = BigInt(Math.max(1, item.quantity));
  return Number((toCents(item.amount) ?? 0n) / quantity);
}

/**
 * A campaign's cut-off (docs/payments.md "Cut-off and refunds"): when it is completed or cancelled, and again by the
 * `settle-campaigns` job until nothing is left to settle.
 * 1. Each verified CPM item gets its payout line from its views within the cap × the agreed rate, the basis written
 *    on the line (verified views, or the last stored count when the platform's figures were estimated).
 * 2. Each accepted placement keeps what its open work may still need (what its lines awaiting approval earned, items
 *    submitted or disputed, or rejected within the dispute grace): the rest goes back to the campaign's escrow, and
 *    what lines earned beyond their commitments comes from it.
 * 3. The escrow is refunded to the brand through the provider that collected it (funding-refunds.service).
 * Every step is idempotent: a line per submission (unique), a return keyed by the placement account's history, a
 * refund keyed per funding payment and sequence; a run that races another books once.
 */
export function createCampaignSettlementService(deps: {
  db: Database;
  refunds: Pick<FundingRefundsService, 'planForCampaign'>;
  logger: FastifyBaseLogger;
}) {
  const settlement = createCampaignSettlementRepository(deps.db);

  async function createCpmLine(candidate: CpmCandidate): Promise<boolean> {
    const item = candidate.offered?.find((placement) => placement.placement_id === candidate.campaignPlacementId);
    if (!item) return false;
    const rateMinor = toCents(item.rate) ?? 0n;
    const views = candidate.billableViews ?? 0;
    const grossMinor = Number(cpmEarningsMinor(rateMinor, views));
    // Nothing read, or nothing earned: no line (the item's commitment goes back with the rest).
    if (grossMinor <= 0) return false;
    const source = candidate.verified ? 'verified' : 'last_stored';
    const basis: PayoutLineBasis = {
      kind: 'cpm', rate: item.rate, views, viewsSource: source, viewCap: candidate.viewCap,
      note: cpmBasisNote({ views, source, viewCap: candidate.viewCap, rate: item.rate, currency: candidate.currency }),
    };
    const line = await createPayoutLinesRepository(deps.db).createCpmLine(deps.db, {
      submissionId: candidate.submissionId, placementId: candidate.rosterId, campaignPlacementId: candidate.campaignPlacementId,
      campaignId: candidate.campaignId, brandId: candidate.brandId, influencerId: candidate.influencerId, currency: candidate.currency,
      committedMinor: Math.min(itemCommitmentMinor(item), grossMinor), grossMinor, basis,
    });
    return line !== null;
  }

  /** What a placement's open work may still need: each open item's commitment. */
  function openNeedMinor(hold: PlacementHold): number {
    let need = hold.awaitingMinor;
    for (const open of hold.openItems) {
      const item = hold.offered?.find((placement) => placement.placement_id === open.campaignPlacementId);
      if (item) need += itemCommitmentMinor(item) * open.count;
    }
    return need;
  }

  /**
   * Brings each placement to what its open work needs: the rest back to the escrow, or what its lines earned beyond
   * their commitments from the escrow (as much as it has; an approval asks for any rest). Before any refund.
   */
  async function balancePlacements(campaign: { brandId: string; campaignId: string; currency: string }): Promise<number> {
    let returned = 0;
    const money = createMoneyMovements(createLedgerRepository(deps.db));
    const escrowCode = ledgerAccounts.campaignEscrow(campaign.brandId, campaign.campaignId, campaign.currency).code;
    for (const hold of await settlement.placementHolds(campaign.campaignId, settlementRules.rejectedDisputeGraceDays)) {
      const difference = hold.balanceMinor - openNeedMinor(hold);
      const ref = { ...campaign, placementId: hold.rosterId, afterLines: hold.lineCount };
      try {
        if (difference > 0) {
          const posted = await money.returnUnusedCommitment({ ...ref, amountMinor: difference });
          if (!posted.replayed) returned += difference;
        } else if (difference < 0) {
          const escrow = await createLedgerRepository(deps.db).balance(escrowCode, campaign.currency);
          const amount = Math.min(-difference, escrow);
          if (amount > 0) await money.topUpCommitment({ ...ref, amountMinor: amount });
        }
      } catch (error) {
        // Another settlement or an approval moved the account meanwhile: the next run sees its new state.
        if (!(error instanceof LedgerInsufficientBalanceError)) throw error;
      }
    }
    return returned;
  }

  /** Settles one finished campaign (see above); a campaign not completed or cancelled is left alone. */
  async function settle(campaignId: string): Promise<{ cpmLines: number; returnedMinor: number; refundsPlanned: number }> {
    const [campaign] = await deps.db
      .select({ id: campaigns.id, brandId: campaigns.brandId, currency: campaigns.currency, status: campaigns.status })
      .from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign || (campaign.status !== 'completed' && campaign.status !== 'canceled')) return { cpmLines: 0, returnedMinor: 0, refundsPlanned: 0 };
    const ref = { brandId: campaign.brandId, campaignId: campaign.id, currency: campaign.currency };
    let cpmLines = 0;
    for (const candidate of await settlement.cpmCandidates(campaignId)) {
      if (await createCpmLine(candidate)) cpmLines += 1;
    }
    const returnedMinor = await balancePlacements(ref);
    const refundsPlanned = await deps.refunds.planForCampaign(ref);
    return { cpmLines, returnedMinor, refundsPlanned };
  }

  /** The job's sweep: every finished campaign with money still to settle. */
  async function settleDue(): Promise<{ campaigns: number; cpmLines: number; refundsPlanned: number }> {
    const totals = { campaigns: 0, cpmLines: 0, refundsPlanned: 0 };
    for (const id of await settlement.dueCampaigns(settlementRules.minimumRefundMinor)) {
      try {
        const outcome = await settle(id);
        totals.campaigns += 1;
        totals.cpmLines += outcome.cpmLines;
        totals.refundsPlanned += outcome.refundsPlanned;
      } catch (error) {
        // One campaign's problem must not hold up the others; it is tried again on the next run.
        deps.logger.error({ err: error, campaignId: id }, 'campaign settlement failed');
      }
    }
    return totals;
  }

  return { settle, settleDue };
}

export type CampaignSettlementService = ReturnType<typeof createCampaignSettlementService>;
