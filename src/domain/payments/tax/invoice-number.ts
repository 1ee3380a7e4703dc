import { financialYearStarting, parseFinancialYearLabel, type FinancialYear } from './financial-year';
import type { ValidationResult } from './validation-result';

/**
 * Invoice numbers of a per-financial-year series (CGST Rule 46(b), integrations.md §4.1): consecutive, at most 16
 * characters of A-Z a-z 0-9 '-' '/', unique within the FY. Ours are `PREFIX/YYYY/SERIAL` with the compact FY
 * ('IH/2627/000123'): the FY in the number keeps numbers unique across years while each year's serial starts at 1.
 * The serial counter itself will live in the database (one row per series and FY, incremented in the transaction
 * that issues the invoice).
 */
export const invoiceNumberMaxLength = 16;
export const invoiceNumberCharacters = /^[A-Za-z0-9/-]+$/;
const prefixPattern = /^[A-Za-z0-9-]{1,4}$/;
const serialDigits = 6;
/** The platform's series unless the operator sets INVOICE_SERIES_PREFIX. */
export const defaultInvoiceSeriesPrefix = 'IH';

/** A series prefix fits the format: 1 to 4 letters, digits or hyphens. */
export const isInvoicePrefix = (prefix: string) => prefixPattern.test(prefix);
const parsePattern = /^([A-Za-z0-9-]{1,4})\/(\d{2})(\d{2})\/(\d+)$/;

export const invoiceNumberMessages = {
  required: 'Invoice number is required.',
  tooLong: `An invoice number can have at most ${invoiceNumberMaxLength} characters.`,
  characters: 'An invoice number can contain only letters, digits, hyphens (-) and slashes (/).',
  invalid: 'Not an invoice number of this series: expected PREFIX/YYYY/SERIAL, e.g. IH/2627/000123.',
} as const;

export interface InvoiceNumberParts {
  prefix: string;
  /** The financial year, '2026-27'. */
  fy: string;
  serial: number;
}

function financialYearOfInput(fy: FinancialYear | string | number): FinancialYear {
  if (typeof fy === 'number') return financialYearStarting(fy);
  if (typeof fy === 'string') {
    const parsed = parseFinancialYearLabel(fy);
    if (!parsed) throw new RangeError(`Not a financial year label: ${fy} (expected e.g. 2026-27).`);
    return parsed;
  }
  return fy;
}

/**
 * `formatInvoiceNumber({ prefix: 'IH', fy: '2026-27', serial: 123 })` → 'IH/2627/000123'. The serial is padded to six
 * digits and may grow longer; throws when the prefix is not 1-4 letters, digits or hyphens, the serial is not a
 * positive integer, or the result would exceed 16 characters.
 */
export function formatInvoiceNumber(parts: { prefix: string; fy: FinancialYear | string | number; serial: number }): string {
  const { prefix, serial } = parts;
  if (!prefixPattern.test(prefix)) {
    throw new RangeError('An invoice prefix must be 1 to 4 letters, digits or hyphens (so that a six-digit serial always fits in 16 characters).');
  }
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('An invoice serial must be a whole number from 1.');
  const fy = financialYearOfInput(parts.fy);
  const number = `${prefix}/${fy.compactLabel}/${String(serial).padStart(serialDigits, '0')}`;
  if (number.length > invoiceNumberMaxLength) {
    throw new RangeError(`Invoice number ${number} is longer than ${invoiceNumberMaxLength} characters.`);
  }
  return number;
}

/** Checks only what Rule 46(b) asks of any invoice number: present, ≤ 16 characters, allowed characters. */
export function validateInvoiceNumberText(input: string | null | undefined): ValidationResult {
  const value = (input ?? '').trim();
  if (value === '') return { ok: false, message: invoiceNumberMessages.required };
  if (value.length > invoiceNumberMaxLength) return { ok: false, message: invoiceNumberMessages.tooLong };
  if (!invoiceNumberCharacters.test(value)) return { ok: false, message: invoiceNumberMessages.characters };
  return { ok: true, value };
}

/** 'IH/2627/000123' → { prefix: 'IH', fy: '2026-27', serial: 123 }; refuses anything else with a message. */
export function parseInvoiceNumber(input: string | null | undefined): ValidationResult<InvoiceNumberParts> {
  const text = validateInvoiceNumberText(input);
  if (!text.ok) return text;
  const match = parsePattern.exec(text.value);
  if (!match) return { ok: false, message: invoiceNumberMessages.invalid };
  const [, prefix, from, to, serialText] = match;
  if ((Number(from) + 1) % 100 !== Number(to)) return { ok: false, message: invoiceNumberMessages.invalid };
  const serial = Number(serialText);
  if (serial < 1 || (serialText.length > serialDigits && serialText.startsWith('0'))) {
    return { ok: false, message: invoiceNumberMessages.invalid };
  }
  if (serialText.length < serialDigits) return { ok: false, message: invoiceNumberMessages.invalid };
  // The century is not in the number: series of this product run 2000-2099.
  const fy = financialYearStarting(2000 + Number(from));
  return { ok: true, value: { prefix, fy: fy.label, serial } };
}
