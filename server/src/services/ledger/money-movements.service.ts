import type { LedgerLineInput, LedgerPosting, LedgerRepository, PostedTransaction } from '../../repositories/ledger.repository';
import { ledgerAccounts as accounts, type CollectionProvider, type PayoutProvider } from './ledger-accounts';

/**
 * Every way money moves, as ledger postings (docs/payments.md "Postings"). Each is keyed by the business event that
 * allows it (a captured payment, a verified placement, a payout and its state), so however often a webhook is
 * delivered or a job retried, the event is booked once. Callers move money only after the state change that allows
 * it has committed (or in the same transaction, after its compare-and-set succeeded).
 */
export interface CampaignRef {
  brandId: string;
  campaignId: string;
  currency: string;
}

export interface PlacementRef extends CampaignRef {
  /** The roster entry (accepted placement) the money is set aside for. */
  placementId: string;
}

export interface PayoutRef {
  payoutId: string;
  influencerId: string;
  currency: string;
  /** What the creator receives (net of tax withheld). */
  amountMinor: number;
  provider: PayoutProvider;
  /** Tax withheld with this payout (its line's first attempt only): owed to the government from then on. */
  tdsMinor?: number;
}

const line = (account: LedgerLineInput['account'], side: LedgerLineInput['side'], amountMinor: number): LedgerLineInput => ({ account, side, amountMinor });

/** The posting of a payout sent (`startPayout`). */
function startPayoutPosting(input: PayoutRef): LedgerPosting {
  const tds = input.tdsMinor ?? 0;
  const lines = [
    line(accounts.creatorAvailable(input.influencerId, input.currency), 'debit', input.amountMinor + tds),
    line(accounts.payoutInFlight(input.influencerId, input.payoutId, input.currency), 'credit', input.amountMinor),
  ];
  if (tds > 0) lines.push(line(accounts.tdsPayable(input.influencerId, input.currency), 'credit', tds));
  return {
    key: `payout:${input.payoutId}:start`,
    kind: 'payout_start',
    description: 'Payout sent',
    metadata: { payoutId: input.payoutId, influencerId: input.influencerId, tdsMinor: tds },
    lines,
  };
}

export function createMoneyMovements(ledger: LedgerRepository) {
  return {
    /** A brand's payment for a campaign was captured (the provider's signed webhook says so). */
    recordFunding(input: CampaignRef & { provider: CollectionProvider; providerPaymentId: string; amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `funding:${input.provider}:${input.providerPaymentId}`,
        kind: 'funding',
        description: 'Campaign funded',
        metadata: { campaignId: input.campaignId, brandId: input.brandId, provider: input.provider, providerPaymentId: input.providerPaymentId },
        lines: [
          line(accounts.provider(input.provider, input.currency), 'debit', input.amountMinor),
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** An accepted placement sets its price aside from the campaign's escrow; refused when the escrow lacks it. */
    commitPlacement(input: PlacementRef & { amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `commit:${input.placementId}`,
        kind: 'commit',
        description: 'Committed to an accepted placement',
        metadata: { campaignId: input.campaignId, placementId: input.placementId },
        lines: [
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'debit', input.amountMinor),
          line(accounts.placementCommitted(input.brandId, input.campaignId, input.placementId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** A placement ended without verified work (cancelled, dispute lost): its commitment returns to the escrow. */
    releaseCommitmentToEscrow(input: PlacementRef & { amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `uncommit:${input.placementId}`,
        kind: 'uncommit',
        description: 'Commitment returned to the campaign',
        metadata: { campaignId: input.campaignId, placementId: input.placementId },
        lines: [
          line(accounts.placementCommitted(input.brandId, input.campaignId, input.placementId, input.currency), 'debit', input.amountMinor),
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /**
     * The placement's work is verified: its earnings (`grossMinor`, at most what was committed) go to the creator,
     * less the tax withheld; what was committed beyond them (a CPM placement under its cap) returns to the escrow.
     */
    async releaseEarnings(input: PlacementRef & {
      influencerId: string; committedMinor: number; grossMinor: number; tdsMinor: number; basis: Record<string, unknown>;
      /** The payout line released (one placement may be paid in several lines, one per content item). */
      lineId?: string;
    }): Promise<PostedTransaction> {
      const { committedMinor, grossMinor, tdsMinor } = input;
      if (grossMinor > committedMinor || tdsMinor > grossMinor || tdsMinor < 0 || grossMinor < 0) {
        throw new RangeError(`release of ${input.placementId}: gross ${grossMinor}, tax ${tdsMinor}, committed ${committedMinor}`);
      }
      const committed = accounts.placementCommitted(input.brandId, input.campaignId, input.placementId, input.currency);
      const lines = [line(committed, 'debit', committedMinor)];
      if (grossMinor - tdsMinor > 0) lines.push(line(accounts.creatorAvailable(input.influencerId, input.currency), 'credit', grossMinor - tdsMinor));
      if (tdsMinor > 0) lines.push(line(accounts.tdsPayable(input.influencerId, input.currency), 'credit', tdsMinor));
      if (committedMinor - grossMinor > 0) lines.push(line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'credit', committedMinor - grossMinor));
      return ledger.post({
        key: `release:${input.lineId ?? input.placementId}`,
        kind: 'release',
        description: 'Earnings released for verified work',
        metadata: {
          campaignId: input.campaignId, placementId: input.placementId, lineId: input.lineId ?? null, influencerId: input.influencerId, grossMinor, tdsMinor, basis: input.basis,
        },
        lines,
      });
    },

    /**
     * A payout is sent: its amount (and the tax withheld with it) leaves the creator's available balance, refused when
     * it is not there; the tax is owed to the government from now on, whatever becomes of the payout.
     */
    startPayout(input: PayoutRef): Promise<PostedTransaction> {
      return ledger.post(startPayoutPosting(input));
    },

    /** `startPayout` for payouts just written (a payout run's chunk), booked together (`ledger.postMany`). */
    startPayouts(inputs: PayoutRef[]): Promise<void> {
      return ledger.postMany(inputs.map(startPayoutPosting));
    },

    /** The provider processed the payout: the money has left the platform. */
    settlePayout(input: PayoutRef): Promise<PostedTransaction> {
      return ledger.post({
        key: `payout:${input.payoutId}:processed`,
        kind: 'payout_processed',
        description: 'Payout processed',
        metadata: { payoutId: input.payoutId, influencerId: input.influencerId },
        lines: [
          line(accounts.payoutInFlight(input.influencerId, input.payoutId, input.currency), 'debit', input.amountMinor),
          line(accounts.provider(input.provider, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** The payout failed before it was processed: the amount returns to the creator's available balance. */
    failPayout(input: PayoutRef): Promise<PostedTransaction> {
      return ledger.post({
        key: `payout:${input.payoutId}:failed`,
        kind: 'payout_failed',
        description: 'Payout failed',
        metadata: { payoutId: input.payoutId, influencerId: input.influencerId },
        lines: [
          line(accounts.payoutInFlight(input.influencerId, input.payoutId, input.currency), 'debit', input.amountMinor),
          line(accounts.creatorAvailable(input.influencerId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** A processed payout came back (the bank reversed it): the money is the creator's again, to be paid once fixed. */
    reversePayout(input: PayoutRef): Promise<PostedTransaction> {
      return ledger.post({
        key: `payout:${input.payoutId}:reversed`,
        kind: 'payout_reversed',
        description: 'Payout reversed',
        metadata: { payoutId: input.payoutId, influencerId: input.influencerId },
        lines: [
          line(accounts.provider(input.provider, input.currency), 'debit', input.amountMinor),
          line(accounts.creatorAvailable(input.influencerId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /**
     * Unused escrow starts its way back to the brand (campaign completed or cancelled): it leaves the escrow for the
     * refund's own in-flight account when the refund is planned, before the provider is asked.
     */
    refundEscrow(input: CampaignRef & { provider: CollectionProvider; refundId: string; amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `refund:${input.refundId}:start`,
        kind: 'refund',
        description: 'Unused escrow refunded',
        metadata: { campaignId: input.campaignId, brandId: input.brandId, provider: input.provider, refundId: input.refundId },
        lines: [
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'debit', input.amountMinor),
          line(accounts.refundInFlight(input.brandId, input.campaignId, input.refundId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** The provider processed the refund: the money has left the platform. */
    settleRefund(input: CampaignRef & { provider: CollectionProvider; refundId: string; amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `refund:${input.refundId}:processed`,
        kind: 'refund_processed',
        description: 'Refund processed',
        metadata: { campaignId: input.campaignId, refundId: input.refundId },
        lines: [
          line(accounts.refundInFlight(input.brandId, input.campaignId, input.refundId, input.currency), 'debit', input.amountMinor),
          line(accounts.provider(input.provider, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /** The provider refused or failed the refund: the money is the campaign's escrow again, for the next attempt. */
    failRefund(input: CampaignRef & { provider: CollectionProvider; refundId: string; amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `refund:${input.refundId}:failed`,
        kind: 'refund_failed',
        description: 'Refund failed',
        metadata: { campaignId: input.campaignId, refundId: input.refundId },
        lines: [
          line(accounts.refundInFlight(input.brandId, input.campaignId, input.refundId, input.currency), 'debit', input.amountMinor),
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /**
     * A placement needs more than it holds: a CPM item whose verified views earned more than projected, or a dispute
     * upheld after the cut-off found its commitment returned. The difference is committed from the escrow, refused
     * when the escrow lacks it. Keyed by the payout line it is for (an approval retried tops up once), or at a
     * cut-off by the placement account's history (`afterLines`, like returnUnusedCommitment).
     */
    topUpCommitment(input: PlacementRef & ({ lineId: string } | { afterLines: number }) & { amountMinor: number }): Promise<PostedTransaction> {
      const key = 'lineId' in input ? `topup:${input.lineId}` : `topup:${input.placementId}:after:${input.afterLines}`;
      return ledger.post({
        key,
        kind: 'commit',
        description: 'Committed to verified work beyond the accepted offer',
        metadata: { campaignId: input.campaignId, placementId: input.placementId, ...('lineId' in input ? { lineId: input.lineId } : {}) },
        lines: [
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'debit', input.amountMinor),
          line(accounts.placementCommitted(input.brandId, input.campaignId, input.placementId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },

    /**
     * At a campaign's cut-off, what a placement holds beyond what its open work may still need goes back to the
     * escrow. Keyed by the placement account's history (`afterLines`: how many lines it had when this was computed):
     * two settlements of the same state book once, a later state books again.
     */
    returnUnusedCommitment(input: PlacementRef & { afterLines: number; amountMinor: number }): Promise<PostedTransaction> {
      return ledger.post({
        key: `uncommit:${input.placementId}:after:${input.afterLines}`,
        kind: 'uncommit',
        description: 'Unused commitment returned to the campaign',
        metadata: { campaignId: input.campaignId, placementId: input.placementId },
        lines: [
          line(accounts.placementCommitted(input.brandId, input.campaignId, input.placementId, input.currency), 'debit', input.amountMinor),
          line(accounts.campaignEscrow(input.brandId, input.campaignId, input.currency), 'credit', input.amountMinor),
        ],
      });
    },
  };
}

export type MoneyMovements = ReturnType<typeof createMoneyMovements>;
