import { toCents } from '../campaigns/campaign-money';

/** One line of the offer an influencer accepted (campaign_influencers.offered_placements). */
export interface AgreedLine {
  placement_id: string;
  quantity: number;
  pricing_type: string;
  rate: string;
  amount: string;
}

/** What the campaign's placement says, for content delivered without an offer line (older rows). */
export interface PlacementTerms {
  pricingType: string;
  rate: string;
  viewCap: number | null;
  quantity: number;
}

export interface BillingTerms {
  pricing: 'cpm' | 'fixed';
  /** CPM: the agreed rate per 1,000 views in cents; 0 for fixed-price content. */
  cpmRateCents: bigint;
  /** CPM: the placement's view cap × the agreed quantity; null = uncapped (and for fixed-price content). */
  viewCap: number | null;
  /** Fixed: the agreed price of the whole line (rate × quantity) in cents; 0 for CPM content. */
  fixedCents: bigint;
  quantity: number;
}

const cents = (amount: string | null | undefined) => (amount ? toCents(amount) ?? 0n : 0n);

/**
 * What one verified content item is paid on (docs/analytics.md "Spend"): the accepted offer's line for its placement
 * (the price agreed with this influencer), else the placement itself.
 */
export function billingTermsOf(line: AgreedLine | undefined, placement: PlacementTerms): BillingTerms {
  const pricing = (line?.pricing_type ?? placement.pricingType) === 'cpm' ? 'cpm' : 'fixed';
  const quantity = line?.quantity ?? placement.quantity;
  return {
    pricing,
    cpmRateCents: pricing === 'cpm' ? cents(line?.rate ?? placement.rate) : 0n,
    viewCap: pricing === 'cpm' && placement.viewCap ? placement.viewCap * quantity : null,
    fixedCents: pricing === 'fixed' ? (line ? cents(line.amount) : cents(placement.rate) * BigInt(quantity)) : 0n,
    quantity,
  };
}
