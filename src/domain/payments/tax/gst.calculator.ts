import { formatMoney } from '../../format/display-format';
import { indiaDateOf } from './financial-year';
import { gstStateOfCode } from './gst-state-codes.data';
import { gstRateRules, type GstRateRule } from './gst-rules.data';
import { assertBasisPoints, assertPaise, formatRateBp, mulDivRoundHalfUp } from './money';

/**
 * GST on one invoice line (integrations.md §4.1; Must do 4). Place of supply for B2B services is the recipient's
 * registered location (IGST Act s.12(2)(a)), so the caller passes the brand's state.
 * - supplier not registered (no GSTIN): no GST; the document is a bill of supply or a plain invoice;
 * - recipient outside India: a zero-rated export under LUT, no tax;
 * - supplier state = place of supply: CGST + SGST, each at half the rate;
 * - otherwise: IGST at the full rate.
 * Rounding per line to the paisa (halves up). CGST and SGST are each computed at half the rate, so they are always
 * equal and their sum is the line's tax (it can differ from IGST on the same value by a paisa). [CA review]
 */
export const outsideIndia = 'outside-india' as const;

export interface GstSplitInput {
  taxablePaise: number;
  /** The supplier's GSTIN state code; null when the supplier (creator) is not registered for GST. */
  supplierStateCode: string | null;
  /** The recipient's place of supply: a GST state code, or 'outside-india' for a foreign brand. */
  placeOfSupplyStateCode: string;
  rateBp: number;
}

export type GstTreatment = 'intra-state' | 'inter-state' | 'export-zero-rated' | 'not-registered';

export interface GstSplit {
  treatment: GstTreatment;
  /** Which document the supplier issues: a tax invoice (Rule 46) or a bill of supply / plain invoice. */
  document: 'tax-invoice' | 'bill-of-supply';
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalTaxPaise: number;
  /** taxable + tax. */
  totalPaise: number;
  basis: string;
}

const inr = (paise: number) => formatMoney(paise / 100, 'INR');

export function splitGst(input: GstSplitInput): GstSplit {
  const { taxablePaise, supplierStateCode, placeOfSupplyStateCode, rateBp } = input;
  assertPaise(taxablePaise, 'taxablePaise');
  assertBasisPoints(rateBp);
  const none = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalTaxPaise: 0, totalPaise: taxablePaise, taxablePaise };

  if (supplierStateCode === null) {
    return {
      treatment: 'not-registered',
      document: 'bill-of-supply',
      rateBp: 0,
      ...none,
      basis: 'No GST: the creator is not registered for GST (bill of supply or plain invoice).',
    };
  }
  const supplierState = gstStateOfCode(supplierStateCode);
  if (!supplierState) throw new RangeError(`Unknown supplier state code ${supplierStateCode}.`);
  if (placeOfSupplyStateCode === outsideIndia) {
    return {
      treatment: 'export-zero-rated',
      document: 'tax-invoice',
      rateBp: 0,
      ...none,
      basis: 'No GST charged: export of services to a recipient outside India, zero-rated under LUT.',
    };
  }
  const placeOfSupply = gstStateOfCode(placeOfSupplyStateCode);
  if (!placeOfSupply) throw new RangeError(`Unknown place of supply ${placeOfSupplyStateCode}.`);

  if (supplierState.code === placeOfSupply.code) {
    const half = mulDivRoundHalfUp(taxablePaise, rateBp, 20_000);
    return {
      treatment: 'intra-state',
      document: 'tax-invoice',
      rateBp,
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalTaxPaise: half * 2,
      totalPaise: taxablePaise + half * 2,
      basis: `Intra-state supply within ${supplierState.name}: CGST ${formatRateBp(rateBp / 2)} ${inr(half)} + SGST ${formatRateBp(rateBp / 2)} ${inr(half)} on ${inr(taxablePaise)}.`,
    };
  }
  const igst = mulDivRoundHalfUp(taxablePaise, rateBp, 10_000);
  return {
    treatment: 'inter-state',
    document: 'tax-invoice',
    rateBp,
    taxablePaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalTaxPaise: igst,
    totalPaise: taxablePaise + igst,
    basis: `Inter-state supply from ${supplierState.name} to ${placeOfSupply.name} (${placeOfSupply.code}): IGST ${formatRateBp(rateBp)} ${inr(igst)} on ${inr(taxablePaise)}.`,
  };
}

/** The GST rate row of a SAC in force on a day ('YYYY-MM-DD' in India) or at an instant; null when none is. */
export function findGstRate(sac: string, at: Date | string): GstRateRule | null {
  const day = typeof at === 'string' ? at : indiaDateOf(at);
  return (
    gstRateRules.find(
      (rule) => rule.sac === sac && rule.effectiveFrom <= day && (rule.effectiveTo === null || day <= rule.effectiveTo),
    ) ?? null
  );
}

export function gstRateFor(sac: string, at: Date | string): GstRateRule {
  const rule = findGstRate(sac, at);
  if (!rule) throw new RangeError(`No GST rate for SAC ${sac} on ${typeof at === 'string' ? at : indiaDateOf(at)}.`);
  return rule;
}
