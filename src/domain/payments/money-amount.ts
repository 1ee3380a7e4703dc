import { fromCents, toCents } from '../campaigns/campaign-money';

/**
 * Amounts between people and the ledger (docs/payments.md "Amounts"): people type and the API carries decimal strings
 * ('25000', '25,000.50'); the ledger keeps integer minor units (paise, cents). Conversions are done on the digits,
 * never through floating point, so '0.29' is 29 paise and not 28.999999.
 */
export const amountMessages = {
  required: 'Enter an amount.',
  invalid: 'Enter an amount in numbers, with at most 2 decimals (e.g. 25000 or 25000.50).',
  positive: 'The amount must be more than zero.',
  tooLarge: 'That amount is too large.',
} as const;

/** Largest amount accepted anywhere (₹1 crore-scale amounts are fine; this only keeps sums exact in JavaScript). */
export const maxAmountMinor = 1_000_000_000_00;

/** '25,000.5' -> 2500050; the message when it is not a positive amount with at most 2 decimals. */
export function parseAmountToMinor(input: string | number | null | undefined): { ok: true; minor: number } | { ok: false; message: string } {
  const text = String(input ?? '').trim().replace(/[,\s_]/g, '');
  if (text === '') return { ok: false, message: amountMessages.required };
  if (/^-\d/.test(text) || /^0+(\.0+)?$/.test(text)) return { ok: false, message: amountMessages.positive };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { ok: false, message: amountMessages.invalid };
  const cents = toCents(text.replace(/^0+(?=\d)/, ''));
  if (cents === null) return { ok: false, message: amountMessages.tooLarge };
  if (cents > BigInt(maxAmountMinor)) return { ok: false, message: amountMessages.tooLarge };
  return { ok: true, minor: Number(cents) };
}

/** 2500050 -> '25000.50', -5 -> '-0.05': the API's decimal string of a minor-unit amount. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  return fromCents(BigInt(minor));
}
