import * as yup from 'yup';
import { placementTypeInfo } from '../campaigns/campaign-options';
import { problemsOf } from '../validation/schema-problems';
import type { Availability } from './directory.rules';
import {
  checkRateAmount, isAvailability, isPlacementType, isRateCurrency, rateAmountText, rateLimits, repeatedPlacementIndex, type Rate,
} from './rates.rules';
import { rateMessages as m } from './rates.texts';

/** The body of PUT influencers/me/rates/ and the values of the /profile dialog (amounts as typed). */
export interface RatesInput {
  availability: string;
  rates: Array<{ placement_type: string; amount: string; currency: string }>;
}

export interface ValidRates {
  availability: Availability;
  rates: Rate[];
}

const amount = yup.mixed<string>().test('amount', function test(value) {
  const checked = checkRateAmount(value);
  return checked.ok || this.createError({ message: checked.message });
});

/**
 * Availability and the rates: a known placement type each at most once, a positive amount of at most 2 decimals up
 * to the limit, one of the product's currencies. Every problem is reported, each under its own field
 * (`rates[1].amount`), the repeated placement type on the later row.
 */
export const ratesSchema = yup.object({
  availability: yup.mixed<string>().test('availability', m.availabilityUnknown, isAvailability),
  rates: yup
    .array(
      yup.object({
        placement_type: yup.mixed<string>().test('placement_type', m.placementTypeUnknown, isPlacementType),
        amount,
        currency: yup.mixed<string>().test('currency', m.currencyUnknown, isRateCurrency),
      }),
    )
    .defined()
    .max(rateLimits.maxRates, m.tooManyRates(rateLimits.maxRates))
    .test('distinct', function test(rows) {
      const index = repeatedPlacementIndex(rows ?? []);
      if (index < 0) return true;
      const type = rows![index]!.placement_type;
      return this.createError({
        path: `${this.path}[${index}].placement_type`,
        message: m.placementTypeRepeated(isPlacementType(type) ? placementTypeInfo[type].label : String(type)),
      });
    }),
});

/** yup's `rates[1].amount` -> the API's `rates.1.amount` (the server's field names, as every route reports them). */
export const ratesPathToApi = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/** Checks `input`; the valid rates with amounts as the API's decimal strings, or every problem by API field. */
export function validateRates(input: RatesInput): { ok: true; value: ValidRates } | { ok: false; errors: Record<string, string[]> } {
  try {
    ratesSchema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return { ok: false, errors: problemsOf(error, ratesPathToApi) };
  }
  return {
    ok: true,
    value: {
      availability: input.availability as Availability,
      rates: input.rates.map((rate) => ({
        placement_type: rate.placement_type as Rate['placement_type'],
        amount: rateAmountText(rate.amount),
        currency: rate.currency as Rate['currency'],
      })),
    },
  };
}
