import type { PricingType } from './campaign-options';
import { campaignMessages } from './campaign.texts';

/** A positive amount with at most 2 decimals and at most 12 integer digits (numeric(14,2)). */
export const amountPattern = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

/** Amount text -> cents (exact, bigint), or null when it is not a valid positive amount. */
export function toCents(amount: string | number | null | undefined): bigint | null {
  if (amount === null || amount === undefined) return null;
  const text = String(amount).trim();
  if (!amountPattern.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents > 0n ? cents : null;
}

export const isAmount = (amount: unknown) =>
  (typeof amount === 'string' || typeof amount === 'number') && toCents(amount) !== null;

/** Cents -> '1234.50' (the API's numeric-string form). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The fields of a placement that price it. */
export interface PricedPlacement {
  quantity: number;
  /** cpm or fixed (anything else commits nothing). */
  pricing_type: PricingType | (string & {});
  rate: string;
  view_cap?: number | null;
}

/** Rounds a/b to the nearest cent, halves up (a, b >= 0). */
const divideRounded = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/**
 * What a placement commits, in cents: fixed = price x quantity; CPM = rate x view_cap / 1000 x quantity when a view
 * cap is given, else 0 (its cost is open-ended, see `uncapped`).
 */
export function placementCostCents(placement: PricedPlacement): bigint {
  const rate = toCents(placement.rate) ?? 0n;
  const quantity = BigInt(Math.max(0, Math.trunc(placement.quantity)));
  if (placement.pricing_type === 'fixed') return rate * quantity;
  if (placement.pricing_type !== 'cpm' || !placement.view_cap) return 0n;
  return divideRounded(rate * BigInt(Math.trunc(placement.view_cap)) * quantity, 1000n);
}

export interface PlacementsTotal {
  /** Committed cost of every placement, as a numeric string. */
  total: string;
  totalCents: bigint;
  /** Indexes of CPM placements without a view cap (counted as 0 committed). */
  uncapped: number[];
}

export function placementsTotal(placements: readonly PricedPlacement[]): PlacementsTotal {
  let totalCents = 0n;
  const uncapped: number[] = [];
  placements.forEach((placement, index) => {
    totalCents += placementCostCents(placement);
    if (placement.pricing_type === 'cpm' && !placement.view_cap) uncapped.push(index);
  });
  return { total: fromCents(totalCents), totalCents, uncapped };
}

/** 'Placements total … is over the budget of …' when the placements cost more than the budget, else null. */
export function overBudgetMessage(placements: readonly PricedPlacement[], budget: string | null | undefined, currency: string): string | null {
  const budgetCents = toCents(budget);
  if (budgetCents === null) return null;
  const { totalCents } = placementsTotal(placements);
  return totalCents > budgetCents ? campaignMessages.overBudget(fromCents(totalCents), fromCents(budgetCents), currency) : null;
}
