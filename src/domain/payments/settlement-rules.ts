import { formatMoney, formatNumber } from '../format/display-format';

/**
 * What happens to a campaign's money at its cut-off (docs/payments.md "Cut-off and refunds"): the moment it is
 * completed or cancelled. Verified CPM content is paid from its verified views; what the placements hold beyond
 * what open work may still need goes back to the escrow; the escrow is refunded to the brand.
 */
export const settlementRules = {
  /**
   * Days after a rejection during which the creator may still dispute it (SPEC has no window; ours): until then the
   * item's commitment stays, so an upheld dispute is paid from it rather than from a refunded escrow.
   */
  rejectedDisputeGraceDays: 14,
  /** Razorpay refunds at least ₹1.00 (the same minimum as a payment); a smaller escrow remainder stays, shown as such. */
  minimumRefundMinor: 100,
} as const;

/** Rounds a × b / c to the nearest whole unit, halves up (integers only: money never passes through floats). */
export function mulDivRounded(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b * 2n + c) / (c * 2n);
}

/** A CPM item's earnings in minor units: billable views × rate per 1,000 views. */
export function cpmEarningsMinor(rateMinorPerThousand: bigint, billableViews: number): bigint {
  return mulDivRounded(rateMinorPerThousand, BigInt(Math.max(0, Math.floor(billableViews))), 1000n);
}

/** The basis of a CPM payout line, in words for the brand's approval list and the creator's statement. */
export function cpmBasisNote(input: { views: number; source: 'verified' | 'last_stored'; viewCap: number | null; rate: string; currency: string }): string {
  const views = formatNumber(input.views);
  const kind = input.source === 'verified' ? 'verified views' : 'views (estimated: the last stored count, not verified by the platform)';
  const cap = input.viewCap ? `, capped at ${formatNumber(input.viewCap)}` : '';
  return `${views} ${kind}${cap} × ${formatMoney(input.rate, input.currency)} per 1,000 views, at the campaign's cut-off.`;
}
