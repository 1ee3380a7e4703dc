import { currencies, placementTypes } from '../constants';
import { minorToDecimal, parseAmountToMinor } from '../payments/money-amount';
import { availabilities, type Availability } from './directory.rules';
import { rateMessages as m } from './rates.texts';

/**
 * A creator's own asking prices and availability (docs/directory.md "Rates and availability"), shared by the server
 * (PUT influencers/me/rates/) and the /profile dialog so both refuse the same things with the same words.
 */
export type PlacementType = (typeof placementTypes)[number];
export type RateCurrency = (typeof currencies)[number];

export const rateLimits = {
  /**
   * Highest asking price per placement, in minor units of the rate's currency: 1 crore (10 million) rupees, dollars
   * or euros. Far above any real rate; it keeps a slipped finger (an extra three zeros) out of the directory's price
   * filter and well inside numeric(14,2).
   */
  maxAmountMinor: 10_000_000_00,
  /** One rate per placement type at most. */
  maxRates: placementTypes.length,
} as const;

export const isPlacementType = (value: unknown): value is PlacementType =>
  typeof value === 'string' && (placementTypes as readonly string[]).includes(value);
export const isRateCurrency = (value: unknown): value is RateCurrency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value);
export const isAvailability = (value: unknown): value is Availability =>
  typeof value === 'string' && (availabilities as readonly string[]).includes(value);

/** A typed price ('25,000', '25000.50') -> its minor units, or the message saying what is wrong with it. */
export function checkRateAmount(input: unknown): { ok: true; minor: number } | { ok: false; message: string } {
  if (typeof input !== 'string' && typeof input !== 'number') return { ok: false, message: m.amountRequired };
  const parsed = parseAmountToMinor(input);
  if (!parsed.ok) return parsed;
  if (parsed.minor > rateLimits.maxAmountMinor) return { ok: false, message: m.amountTooLarge };
  return parsed;
}

/** The index of the first row naming a placement type an earlier row already named, or -1. */
export function repeatedPlacementIndex(rows: ReadonlyArray<{ placement_type?: unknown } | null | undefined>): number {
  const seen = new Set<unknown>();
  for (const [index, row] of rows.entries()) {
    const type = row?.placement_type;
    if (!isPlacementType(type)) continue;
    if (seen.has(type)) return index;
    seen.add(type);
  }
  return -1;
}

/** A rate as the API carries it: the amount a decimal string with 2 decimals ('25000.00'), as the directory shows it. */
export interface Rate {
  placement_type: PlacementType;
  amount: string;
  currency: RateCurrency;
}

/** The API's decimal string of a checked amount ('25,000.5' -> '25000.50'). */
export const rateAmountText = (input: string | number): string => {
  const checked = checkRateAmount(input);
  if (!checked.ok) throw new RangeError(checked.message);
  return minorToDecimal(checked.minor);
};
