import type { GstSplit } from './gst.calculator';
import { outsideIndia } from './gst.calculator';
import { gstStateOfCode } from './gst-state-codes.data';
import { validateGstin } from './gstin.rules';
import { validateInvoiceNumberText } from './invoice-number';

/**
 * What a tax invoice (CGST Rule 46) or a bill of supply must carry, and which of it a draft lacks. The clauses and the
 * ₹50,000 rule for unregistered recipients are from integrations.md §4.1 (lawontips.com bare act; hrareceipt.in).
 * Bill-of-supply fields (Rule 49) are our reading of the rule, not in integrations.md: [unconfirmed, CA]. Delivery
 * address (46(e)) is for goods and left out: creators supply services.
 */
export type InvoiceDocument = 'tax-invoice' | 'bill-of-supply';

export type InvoiceFieldId =
  | 'supplierName'
  | 'supplierAddress'
  | 'supplierGstin'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'recipientName'
  | 'recipientAddress'
  | 'recipientGstin'
  | 'recipientState'
  | 'sac'
  | 'description'
  | 'totalValue'
  | 'taxableValue'
  | 'taxRates'
  | 'taxAmounts'
  | 'placeOfSupply'
  | 'reverseCharge'
  | 'exportEndorsement'
  | 'signature';

export interface InvoiceFieldSpec {
  id: InvoiceFieldId;
  /** Clause of CGST Rule 46 (tax invoice) and of Rule 49 (bill of supply) where the field is asked for. */
  clause: { taxInvoice: string | null; billOfSupply: string | null };
  label: string;
  /** When the field is required, in words. */
  when: string;
  /** Per invoice line rather than once per invoice. */
  perLine: boolean;
  unconfirmed?: true;
}

export const invoiceFields: readonly InvoiceFieldSpec[] = [
  { id: 'supplierName', clause: { taxInvoice: '46(a)', billOfSupply: '49(a)' }, label: 'Supplier name', when: 'always', perLine: false },
  { id: 'supplierAddress', clause: { taxInvoice: '46(a)', billOfSupply: '49(a)' }, label: 'Supplier address', when: 'always', perLine: false },
  {
    id: 'supplierGstin',
    clause: { taxInvoice: '46(a)', billOfSupply: '49(a)' },
    label: 'Supplier GSTIN',
    when: 'tax invoice; bill of supply when the supplier is registered',
    perLine: false,
  },
  {
    id: 'invoiceNumber',
    clause: { taxInvoice: '46(b)', billOfSupply: '49(b)' },
    label: 'Invoice number (consecutive, at most 16 characters of A-Z a-z 0-9 - /, unique in the financial year)',
    when: 'always',
    perLine: false,
  },
  { id: 'invoiceDate', clause: { taxInvoice: '46(c)', billOfSupply: '49(c)' }, label: 'Date of issue', when: 'always', perLine: false },
  {
    id: 'recipientName',
    clause: { taxInvoice: '46(d)/(e)', billOfSupply: '49(d)' },
    label: 'Recipient name',
    when: 'recipient registered, or unregistered with a value of ₹50,000 or more',
    perLine: false,
  },
  {
    id: 'recipientAddress',
    clause: { taxInvoice: '46(d)/(e)', billOfSupply: '49(d)' },
    label: 'Recipient address',
    when: 'recipient registered, or unregistered with a value of ₹50,000 or more',
    perLine: false,
  },
  {
    id: 'recipientGstin',
    clause: { taxInvoice: '46(d)', billOfSupply: '49(d)' },
    label: 'Recipient GSTIN/UIN',
    when: 'recipient registered',
    perLine: false,
  },
  {
    id: 'recipientState',
    clause: { taxInvoice: '46(e)', billOfSupply: null },
    label: 'Recipient state name and code',
    when: 'tax invoice to an unregistered recipient with a value of ₹50,000 or more',
    perLine: false,
  },
  { id: 'sac', clause: { taxInvoice: '46(g)', billOfSupply: '49(e)' }, label: 'SAC (services accounting code)', when: 'every line', perLine: true },
  { id: 'description', clause: { taxInvoice: '46(h)', billOfSupply: '49(f)' }, label: 'Description of the service', when: 'every line', perLine: true },
  { id: 'totalValue', clause: { taxInvoice: '46(j)', billOfSupply: '49(g)' }, label: 'Total value', when: 'always', perLine: false },
  { id: 'taxableValue', clause: { taxInvoice: '46(k)', billOfSupply: '49(g)' }, label: 'Taxable value (after discount)', when: 'every line', perLine: true },
  {
    id: 'taxRates',
    clause: { taxInvoice: '46(l)', billOfSupply: null },
    label: 'Tax rate (CGST, SGST or IGST)',
    when: 'every line of a tax invoice',
    perLine: true,
  },
  {
    id: 'taxAmounts',
    clause: { taxInvoice: '46(m)', billOfSupply: null },
    label: 'Tax amount (CGST, SGST or IGST)',
    when: 'every line of a tax invoice',
    perLine: true,
  },
  {
    id: 'placeOfSupply',
    clause: { taxInvoice: '46(n)', billOfSupply: null },
    label: 'Place of supply with state name',
    when: 'inter-state supply',
    perLine: false,
  },
  {
    id: 'reverseCharge',
    clause: { taxInvoice: '46(p)', billOfSupply: null },
    label: 'Whether tax is payable on reverse charge',
    when: 'tax invoice',
    perLine: false,
  },
  {
    id: 'exportEndorsement',
    clause: { taxInvoice: '46 proviso', billOfSupply: null },
    label: "Endorsement 'supply meant for export under LUT without payment of IGST'",
    when: 'export of services (zero-rated)',
    perLine: false,
    unconfirmed: true,
  },
  {
    id: 'signature',
    clause: { taxInvoice: '46(q)', billOfSupply: '49(h)' },
    label: 'Signature or digital signature of the supplier',
    when: 'always',
    perLine: false,
  },
];

type Text = string | null | undefined;

export interface InvoiceLineDraft {
  sac?: Text;
  description?: Text;
  taxablePaise?: number | null;
  /** The line's GST (from splitGst); required on a tax invoice. */
  gst?: Pick<GstSplit, 'treatment' | 'rateBp' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> | null;
}

export interface InvoiceDraft {
  document: InvoiceDocument;
  supplier: { name?: Text; address?: Text; gstin?: Text; registered: boolean };
  invoiceNumber?: Text;
  /** 'YYYY-MM-DD'. */
  invoiceDate?: Text;
  recipient: { name?: Text; address?: Text; gstin?: Text; registered: boolean; stateCode?: Text };
  /** A GST state code or 'outside-india'. */
  placeOfSupplyStateCode?: Text;
  lines: readonly InvoiceLineDraft[];
  totalPaise?: number | null;
  reverseCharge?: boolean | null;
  exportEndorsement?: Text;
  signed?: boolean | null;
}

export interface MissingInvoiceField {
  id: InvoiceFieldId;
  clause: string;
  label: string;
  problem: 'missing' | 'invalid';
  /** Index of the line, for per-line fields. */
  line?: number;
}

/** ₹50,000: the value from which an unregistered recipient's name, address and state must be shown (Rule 46(e)). */
export const unregisteredRecipientDetailsFromPaise = 50_000_00;

const blank = (value: Text) => value === null || value === undefined || value.trim() === '';
const absentAmount = (value: number | null | undefined) => value === null || value === undefined || !Number.isSafeInteger(value) || value < 0;
const specOf = (id: InvoiceFieldId) => invoiceFields.find((field) => field.id === id) as InvoiceFieldSpec;

/** The fields a draft lacks (or carries in an invalid form), in the order of the rule; [] when it is complete. */
export function missingInvoiceFields(draft: InvoiceDraft): MissingInvoiceField[] {
  const taxInvoice = draft.document === 'tax-invoice';
  const found: MissingInvoiceField[] = [];
  const add = (id: InvoiceFieldId, problem: 'missing' | 'invalid' = 'missing', line?: number) => {
    const spec = specOf(id);
    const clause = (taxInvoice ? spec.clause.taxInvoice : spec.clause.billOfSupply) ?? '';
    found.push({ id, clause, label: spec.label, problem, ...(line === undefined ? {} : { line }) });
  };
  const check = (id: InvoiceFieldId, value: Text) => {
    if (blank(value)) add(id);
  };

  check('supplierName', draft.supplier.name);
  check('supplierAddress', draft.supplier.address);
  if (taxInvoice || draft.supplier.registered) {
    if (blank(draft.supplier.gstin)) add('supplierGstin');
    else if (!validateGstin(draft.supplier.gstin).ok) add('supplierGstin', 'invalid');
  }
  if (blank(draft.invoiceNumber)) add('invoiceNumber');
  else if (!validateInvoiceNumberText(draft.invoiceNumber).ok) add('invoiceNumber', 'invalid');
  if (blank(draft.invoiceDate)) add('invoiceDate');
  else if (!/^\d{4}-\d{2}-\d{2}$/.test((draft.invoiceDate as string).trim())) add('invoiceDate', 'invalid');

  const largeUnregistered = !draft.recipient.registered && (draft.totalPaise ?? 0) >= unregisteredRecipientDetailsFromPaise;
  if (draft.recipient.registered || largeUnregistered) {
    check('recipientName', draft.recipient.name);
    check('recipientAddress', draft.recipient.address);
  }
  if (draft.recipient.registered) {
    if (blank(draft.recipient.gstin)) add('recipientGstin');
    else if (!validateGstin(draft.recipient.gstin).ok) add('recipientGstin', 'invalid');
  }
  if (taxInvoice && largeUnregistered) {
    if (blank(draft.recipient.stateCode)) add('recipientState');
    else if (!gstStateOfCode((draft.recipient.stateCode as string).trim())) add('recipientState', 'invalid');
  }

  if (draft.lines.length === 0) {
    add('sac', 'missing', 0);
    add('description', 'missing', 0);
    add('taxableValue', 'missing', 0);
  }
  draft.lines.forEach((line, index) => {
    if (blank(line.sac)) add('sac', 'missing', index);
    else if (!/^\d{4,8}$/.test((line.sac as string).trim())) add('sac', 'invalid', index);
    if (blank(line.description)) add('description', 'missing', index);
    if (absentAmount(line.taxablePaise)) add('taxableValue', 'missing', index);
  });
  if (absentAmount(draft.totalPaise)) add('totalValue');

  if (taxInvoice) {
    draft.lines.forEach((line, index) => {
      if (!line.gst) {
        add('taxRates', 'missing', index);
        add('taxAmounts', 'missing', index);
      }
    });
    const interState = draft.lines.some((line) => line.gst?.treatment === 'inter-state');
    if (interState) {
      if (blank(draft.placeOfSupplyStateCode)) add('placeOfSupply');
      else if (!gstStateOfCode((draft.placeOfSupplyStateCode as string).trim())) add('placeOfSupply', 'invalid');
    }
    if (draft.reverseCharge === null || draft.reverseCharge === undefined) add('reverseCharge');
    const exported =
      draft.placeOfSupplyStateCode === outsideIndia || draft.lines.some((line) => line.gst?.treatment === 'export-zero-rated');
    if (exported) check('exportEndorsement', draft.exportEndorsement);
  }
  if (draft.signed !== true) add('signature');
  return found;
}
