import { indiaDateOf } from './financial-year';
import type { GstTreatment } from './gst.calculator';
import { splitGstInclusive } from './gst-inclusive';
import { defaultSac } from './gst-rules.data';
import { gstRateFor } from './gst.calculator';
import { gstStateOfCode } from './gst-state-codes.data';
import { missingInvoiceFields, type InvoiceDocument, type MissingInvoiceField } from './invoice-fields';
import { isValidGstin, normaliseGstin, stateOfGstin } from './gstin.rules';
import { gstStateOfName, isIndia, placeOfSupplyFor, type PlaceOfSupply } from './place-of-supply';

/**
 * The tax invoice of one payout line, as issued (docs/tax-india.md "Tax invoices"): a self-billed invoice the
 * platform issues on behalf of the creator (the supplier) to the brand (the recipient), numbered in the platform's
 * series. Kept on the line (`payout_lines.invoice`) exactly as issued, so a later change of a GSTIN, a brand's state
 * or a rate never rewrites an issued invoice. Amounts are integer paise (minor units of the line's currency).
 */
export interface TaxInvoiceParty {
  name: string;
  /** Empty when not on record (reported in `missingFields`). */
  address: string;
  gstin: string | null;
  stateCode: string | null;
  stateName: string | null;
  registered: boolean;
}

export interface TaxInvoiceRecord {
  version: 1;
  number: string;
  series: string;
  /** '2026-27'. */
  financialYear: string;
  serial: number;
  /** India calendar day of issue, 'YYYY-MM-DD'. */
  date: string;
  issuedAt: string;
  issuedBy: 'platform-on-behalf-of-supplier';
  document: InvoiceDocument;
  supplier: TaxInvoiceParty & { panMasked: string | null };
  recipient: TaxInvoiceParty & { country: string };
  placeOfSupply: PlaceOfSupply;
  sac: string;
  description: string;
  currency: string;
  treatment: GstTreatment;
  /** Total GST rate in basis points (0 without GST); CGST and SGST are each half of it. */
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalTaxPaise: number;
  roundOffPaise: number;
  /** The line's agreed amount: taxable + tax + round-off. */
  totalPaise: number;
  reverseCharge: false;
  /** Rule 46 / Rule 49 fields the records do not give (e.g. an address nobody entered), for the operator and the CA. */
  missingFields: Array<Pick<MissingInvoiceField, 'id' | 'clause' | 'problem'>>;
  requiresCaReview: true;
}

export interface TaxInvoiceFacts {
  number: string;
  series: string;
  financialYear: string;
  serial: number;
  issuedAt: Date;
  currency: string;
  /** The line's agreed amount (gross): GST-inclusive for a registered creator. */
  grossPaise: number;
  description: string;
  supplier: { name: string; address: string; gstin: string | null; gstStateCode: string | null; panMasked: string | null };
  /** `gstin`: the brand's GSTIN when it gave one (a registered recipient), else null. */
  recipient: { name: string; address: string; state: string; country: string; gstin: string | null };
}

/** Builds the invoice of a line from the facts on record at the moment of issue (pure: the caller numbers it). */
export function buildTaxInvoice(facts: TaxInvoiceFacts): TaxInvoiceRecord {
  const registered = Boolean(facts.supplier.gstin && facts.supplier.gstStateCode);
  const supplierState = facts.supplier.gstStateCode ? gstStateOfCode(facts.supplier.gstStateCode) : null;
  const placeOfSupply = placeOfSupplyFor(facts.recipient, registered ? facts.supplier.gstStateCode : null);
  const rateBp = gstRateFor(defaultSac, facts.issuedAt).rateBp;
  const split = splitGstInclusive({
    totalPaise: facts.grossPaise,
    supplierStateCode: registered ? facts.supplier.gstStateCode : null,
    // A registered creator whose brand's state is unknown supplies at their own location (placeOfSupplyFor).
    placeOfSupplyStateCode: placeOfSupply.code ?? '',
    rateBp,
  });
  const recipientGstin = facts.recipient.gstin && isValidGstin(facts.recipient.gstin) ? normaliseGstin(facts.recipient.gstin) : null;
  const recipientState = recipientGstin ? stateOfGstin(recipientGstin) : isIndia(facts.recipient.country) ? gstStateOfName(facts.recipient.state) : null;
  const date = indiaDateOf(facts.issuedAt);
  const invoice: TaxInvoiceRecord = {
    version: 1,
    number: facts.number,
    series: facts.series,
    financialYear: facts.financialYear,
    serial: facts.serial,
    date,
    issuedAt: facts.issuedAt.toISOString(),
    issuedBy: 'platform-on-behalf-of-supplier',
    document: split.document,
    supplier: {
      name: facts.supplier.name,
      address: facts.supplier.address,
      gstin: registered ? facts.supplier.gstin : null,
      stateCode: supplierState?.code ?? null,
      stateName: supplierState?.name ?? null,
      registered,
      panMasked: facts.supplier.panMasked,
    },
    recipient: {
      name: facts.recipient.name,
      address: facts.recipient.address,
      gstin: recipientGstin,
      stateCode: recipientState?.code ?? null,
      stateName: recipientState?.name ?? null,
      registered: recipientGstin !== null,
      country: facts.recipient.country.trim() || 'India',
    },
    placeOfSupply,
    sac: defaultSac,
    description: facts.description,
    currency: facts.currency,
    treatment: split.treatment,
    rateBp: split.rateBp,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalTaxPaise: split.totalTaxPaise,
    roundOffPaise: split.roundOffPaise,
    totalPaise: split.invoiceTotalPaise,
    reverseCharge: false,
    missingFields: [],
    requiresCaReview: true,
  };
  invoice.missingFields = missingInvoiceFields({
    document: invoice.document,
    supplier: { name: invoice.supplier.name, address: invoice.supplier.address, gstin: invoice.supplier.gstin, registered },
    invoiceNumber: invoice.number,
    invoiceDate: date,
    recipient: {
      name: invoice.recipient.name,
      address: invoice.recipient.address,
      gstin: invoice.recipient.gstin,
      registered: invoice.recipient.registered,
      stateCode: invoice.recipient.stateCode,
    },
    placeOfSupplyStateCode: placeOfSupply.code,
    lines: [{ sac: invoice.sac, description: invoice.description, taxablePaise: invoice.taxablePaise, gst: split }],
    totalPaise: invoice.totalPaise,
    reverseCharge: false,
    // The platform's issue is electronic and unsigned: the signature (Rule 46(q)) is reported until the operator signs.
    signed: false,
  }).map(({ id, clause, problem }) => ({ id, clause, problem }));
  return invoice;
}

/** 'Maharashtra (27)'. */
export const stateLabel = (name: string | null, code: string | null) => (name && code ? `${name} (${code})` : 'not on record');
