/**
 * Integer arithmetic on paise (DESIGN.md §9 Money: integer minor units). Products go through BigInt, so a rate in
 * basis points times an amount never loses precision, whatever the amount.
 */
export function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of paise (got ${value}).`);
  }
}

export function assertBasisPoints(value: number, name = 'rateBp'): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > 10_000) {
    throw new RangeError(`${name} must be whole basis points between 0 and 10000 (got ${value}).`);
  }
}

/** round(amount × numerator / denominator), halves away from zero; all non-negative integers. */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  return Number((product * 2n + d) / (2n * d));
}

/** Paise → the nearest whole rupee, in paise (halves up: 12_350 → 12_400, 12_349 → 12_300). */
export function roundToRupee(paise: number): number {
  return mulDivRoundHalfUp(paise, 1, 100) * 100;
}

/** '10%', '0.1%', '2.5%' from basis points. */
export function formatRateBp(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
