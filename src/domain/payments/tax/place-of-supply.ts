import { outsideIndia } from './gst.calculator';
import { isValidGstin, normaliseGstin, stateOfGstin } from './gstin.rules';
import { gstStateCodes, gstStateOfCode, type GstState } from './gst-state-codes.data';

/**
 * The place of supply of a creator's service to a brand (docs/tax-india.md "Place of supply"). A brand that gave its
 * GSTIN is a registered recipient: IGST Act s.12(2)(a), the location of the recipient, read from the GSTIN's state
 * code. Otherwise s.12(2)(b): the recipient's location where the address on record has one, else the supplier's
 * location. The brand's profile keeps its headquarters' state and country as free text: a state is recognised by its
 * GST name, a common older name, or its two-digit code.
 */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Other names people write for a state (older names, the capital territory's long forms). */
const aliases: Record<string, string> = {
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'andaman and nicobar': '35',
  'jammu kashmir': '01',
  'dadra and nagar haveli': '26',
};

const byName = new Map<string, GstState>([
  ...gstStateCodes.map((state) => [normalise(state.name), state] as const),
  ...Object.entries(aliases).map(([name, code]) => [name, gstStateOfCode(code) as GstState] as const),
]);

/** 'Karnataka', ' karnataka ', '29' → Karnataka (29); null when the text names no GST state. */
export function gstStateOfName(text: string | null | undefined): GstState | null {
  const value = (text ?? '').trim();
  if (/^\d{2}$/.test(value)) return gstStateOfCode(value);
  return byName.get(normalise(value)) ?? null;
}

const indiaNames = new Set(['india', 'in', 'ind', 'bharat', 'republic of india']);

/** True when the country text is empty (not given: India is assumed, the product's home) or names India. */
export function isIndia(country: string | null | undefined): boolean {
  const value = normalise(country ?? '');
  return value === '' || indiaNames.has(value);
}

export interface PlaceOfSupply {
  /** A GST state code, 'outside-india', or null when neither the recipient's nor the supplier's state is known. */
  code: string | null;
  /** The state's name ('Outside India' for an export). */
  name: string | null;
  /** Why, in words (for the invoice record and the audit trail). */
  basis: string;
}

export function placeOfSupplyFor(
  recipient: { gstin?: string | null; state?: string | null; country?: string | null },
  supplierStateCode: string | null,
): PlaceOfSupply {
  const registered = recipient.gstin && isValidGstin(recipient.gstin) ? stateOfGstin(normaliseGstin(recipient.gstin)) : null;
  if (registered) {
    return { code: registered.code, name: registered.name, basis: "The recipient's registered location, from its GSTIN (IGST Act s.12(2)(a))." };
  }
  if (!isIndia(recipient.country)) {
    return { code: outsideIndia, name: 'Outside India', basis: `Recipient outside India (${(recipient.country ?? '').trim()}): export of services.` };
  }
  const state = gstStateOfName(recipient.state);
  if (state) return { code: state.code, name: state.name, basis: "The recipient's state on record (IGST Act s.12(2)(b))." };
  const supplier = supplierStateCode ? gstStateOfCode(supplierStateCode) : null;
  if (supplier) {
    return { code: supplier.code, name: supplier.name, basis: "The recipient's state is not on record: the supplier's location (IGST Act s.12(2)(b))." };
  }
  return { code: null, name: null, basis: "Neither the recipient's nor the supplier's state is on record." };
}
