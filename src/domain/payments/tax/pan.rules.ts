import type { ValidationResult } from './validation-result';

/**
 * Permanent Account Number (Income-tax Department): 5 letters, 4 digits, 1 letter. The 4th letter says who holds it.
 * Needed before a creator's first payout: TDS at the normal rate and Form 16A need the payee's PAN
 * (../shared/reference/integrations.md §4.2). No yup here, so the SPA form, the server and the calculators share it.
 */
export const panMessages = {
  required: 'PAN is required.',
  invalid: 'Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCPE1234F).',
  holderTypeInvalid:
    'The 4th letter of a PAN says who holds it and must be one of P, C, H, F, A, T, B, L, J or G (P for a person).',
} as const;

/** The holder type in the 4th character of a PAN. */
export const panHolderTypes = {
  P: 'individual',
  C: 'company',
  H: 'huf',
  F: 'firm',
  A: 'association-of-persons',
  T: 'trust',
  B: 'body-of-individuals',
  L: 'local-authority',
  J: 'artificial-juridical-person',
  G: 'government',
} as const;

export type PanHolderTypeLetter = keyof typeof panHolderTypes;
export type PanHolderType = (typeof panHolderTypes)[PanHolderTypeLetter];

/** Shape only (any letter in 4th place); `panPattern` also checks the holder type. */
export const panShapePattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const panPattern = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;

/** Trims and upper-cases; inner spaces are kept, so 'ABCPE 1234F' stays invalid rather than silently fixed. */
export function normalisePan(input: string): string {
  return input.trim().toUpperCase();
}

export function validatePan(input: string | null | undefined): ValidationResult {
  const value = normalisePan(input ?? '');
  if (value === '') return { ok: false, message: panMessages.required };
  if (!panShapePattern.test(value)) return { ok: false, message: panMessages.invalid };
  if (!panPattern.test(value)) return { ok: false, message: panMessages.holderTypeInvalid };
  return { ok: true, value };
}

export function isValidPan(input: string | null | undefined): boolean {
  return validatePan(input).ok;
}

/** Holder type of a valid PAN ('individual' for ABCPE1234F); null when the PAN is not valid. */
export function panHolderType(pan: string): PanHolderType | null {
  const result = validatePan(pan);
  if (!result.ok) return null;
  return panHolderTypes[result.value[3] as PanHolderTypeLetter];
}
