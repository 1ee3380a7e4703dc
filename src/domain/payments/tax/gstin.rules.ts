import { gstStateOfCode, type GstState } from './gst-state-codes.data';
import { panPattern } from './pan.rules';
import type { ValidationResult } from './validation-result';

/**
 * GST Identification Number of a normal taxpayer: state code (2 digits), the holder's PAN (10), the entity number
 * within that state (1-9, then A-Z), 'Z', and a check character (integrations.md §4 Must do 2: checksum-validated,
 * state code = first 2 digits). GSTINs of other kinds (UIN of UN bodies, non-resident OIDAR, TDS/TCS registrations)
 * have other shapes and are refused here: a creator is a normal taxpayer.
 */
export const gstinMessages = {
  required: 'GSTIN is required.',
  invalid: 'Enter a valid GSTIN: 15 characters, e.g. 27ABCPE1234F1Z5 (state code, PAN, entity number, Z, check character).',
  stateUnknown: 'The first two digits of a GSTIN must be a GST state code (01 to 38, or 97).',
  checksumMismatch: 'This GSTIN has a typing mistake: its last character does not match the others. Check it against your GST certificate.',
  panMismatch: 'The GSTIN must contain your PAN (characters 3 to 12).',
} as const;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Shape of a normal taxpayer's GSTIN; the PAN part is checked with the PAN rules, the last character by checksum. */
export const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTN check character of the first 14 characters: each character's value (0-9, A=10 … Z=35) times a factor
 * alternating 1, 2 from the left; each product contributes quotient + remainder by 36; the check value is
 * (36 − sum mod 36) mod 36, written in the same alphabet.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (body.length !== 14 || [...body].some((c) => !alphabet.includes(c))) {
    throw new RangeError('gstinCheckCharacter needs the first 14 characters of a GSTIN (0-9, A-Z).');
  }
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = alphabet.indexOf(body[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36];
}

export function normaliseGstin(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Validates a GSTIN; with `options.pan`, also that it is that PAN's GSTIN (a creator's GSTIN must carry their PAN).
 * Order of checks, so the message names the first real problem: empty, shape (incl. the PAN's holder type), state
 * code, check character, PAN match.
 */
export function validateGstin(input: string | null | undefined, options: { pan?: string } = {}): ValidationResult {
  const value = normaliseGstin(input ?? '');
  if (value === '') return { ok: false, message: gstinMessages.required };
  if (!gstinPattern.test(value) || !panPattern.test(value.slice(2, 12))) {
    return { ok: false, message: gstinMessages.invalid };
  }
  if (!gstStateOfCode(value.slice(0, 2))) return { ok: false, message: gstinMessages.stateUnknown };
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return { ok: false, message: gstinMessages.checksumMismatch };
  }
  if (options.pan !== undefined && options.pan.trim().toUpperCase() !== value.slice(2, 12)) {
    return { ok: false, message: gstinMessages.panMismatch };
  }
  return { ok: true, value };
}

export function isValidGstin(input: string | null | undefined): boolean {
  return validateGstin(input).ok;
}

/** The registration state of a valid GSTIN ('27…' → { code: '27', name: 'Maharashtra' }); null if not valid. */
export function stateOfGstin(gstin: string): GstState | null {
  const result = validateGstin(gstin);
  return result.ok ? gstStateOfCode(result.value.slice(0, 2)) : null;
}

/** The PAN inside a valid GSTIN (characters 3-12); null if not valid. */
export function panOfGstin(gstin: string): string | null {
  const result = validateGstin(gstin);
  return result.ok ? result.value.slice(2, 12) : null;
}

/** Builds a valid GSTIN from its parts (tests, demo data): state code + PAN + entity number + 'Z' + check. */
export function buildGstin(stateCode: string, pan: string, entityNumber = '1'): string {
  const first14 = `${stateCode}${pan}${entityNumber}Z`.toUpperCase();
  return `${first14}${gstinCheckCharacter(first14)}`;
}
