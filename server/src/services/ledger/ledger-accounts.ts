import type { LedgerAccountRef } from '../../repositories/ledger.repository';

/**
 * The chart of accounts (docs/payments.md "Accounts"). The platform's books: what it owes (credit-normal: a brand's
 * escrow and commitments, a creator's balances, tax withheld for the government) and what it holds at each provider
 * (debit-normal, mirrors of the outside world, reconciled against the provider rather than guarded, so they may go
 * below zero between a payout and its top-up).
 */
export type CollectionProvider = 'razorpay' | 'stripe' | 'sandbox';
export type PayoutProvider = 'razorpayx' | 'sandbox';

export const ledgerAccounts = {
  /** Money held for us by a provider: debited when a brand's payment is captured, credited when a payout leaves. */
  provider: (provider: CollectionProvider | PayoutProvider, currency: string): LedgerAccountRef => ({
    code: `provider:${provider}`,
    currency,
    normalSide: 'debit',
    allowNegative: true,
  }),
  /** A campaign's funded money not yet committed to a placement: what invites and acceptances may still use. */
  campaignEscrow: (brandId: string, campaignId: string, currency: string): LedgerAccountRef => ({
    code: `campaign:${campaignId}:escrow`,
    currency,
    normalSide: 'credit',
    brandId,
    campaignId,
  }),
  /** Money set aside for one accepted placement (a roster entry) until its work is verified or it is cancelled. */
  placementCommitted: (brandId: string, campaignId: string, placementId: string, currency: string): LedgerAccountRef => ({
    code: `placement:${placementId}:committed`,
    currency,
    normalSide: 'credit',
    brandId,
    campaignId,
  }),
  /** A creator's earned money that can be paid out. */
  creatorAvailable: (influencerId: string, currency: string): LedgerAccountRef => ({
    code: `creator:${influencerId}:available`,
    currency,
    normalSide: 'credit',
    influencerId,
  }),
  /**
   * One payout's money on its way to the creator. Per payout, not per creator: the payout's "processed" and "failed"
   * postings both empty this account, so whichever comes second is refused by the ledger itself (a payout can never
   * be both paid and returned, whatever the order of webhooks), not only by the payout's state.
   */
  payoutInFlight: (influencerId: string, payoutId: string, currency: string): LedgerAccountRef => ({
    code: `payout:${payoutId}:in_flight`,
    currency,
    normalSide: 'credit',
    influencerId,
  }),
  /**
   * One refund's money on its way back to the brand (like a payout's in-flight account): its "processed" and
   * "failed" postings both empty it, so a refund can never be both paid back and returned to the escrow.
   */
  refundInFlight: (brandId: string, campaignId: string, refundId: string, currency: string): LedgerAccountRef => ({
    code: `refund:${refundId}:in_flight`,
    currency,
    normalSide: 'credit',
    brandId,
    campaignId,
  }),
  /**
   * Tax deducted at source from one creator (the deductee), owed to the government until deposited. One account per
   * creator, not one for the platform: a payout run books TDS from many lanes at once, and a single account row would
   * be locked by each posting until its commit, so every lane waited on the others (docs/performance.md "Payout run").
   * It is also how the tax is reported (per deductee, Form 26Q/16A). Operators see the total over these accounts and
   * the platform-wide `tax:tds_payable` that postings before migration 0025 used (`ledger.tdsPayable()`).
   */
  tdsPayable: (influencerId: string, currency: string): LedgerAccountRef => ({
    code: `${tdsPayablePrefix}:${influencerId}`,
    currency,
    normalSide: 'credit',
    influencerId,
  }),
};

/** The code of the platform-wide TDS account of earlier postings, and the prefix of the per-creator ones. */
export const tdsPayablePrefix = 'tax:tds_payable';
