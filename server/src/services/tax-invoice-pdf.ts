import PDFDocument from 'pdfkit';
import { formatMoney } from '../../../src/domain/format/display-format';
import { minorToDecimal } from '../../../src/domain/payments/money-amount';
import { formatRateBp } from '../../../src/domain/payments/tax/money';
import { tdsRules } from '../../../src/domain/payments/tax/tax-rules.data';
import { tdsSectionOf } from '../../../src/domain/payments/tax/tds.calculator';
import { stateLabel, type TaxInvoiceRecord } from '../../../src/domain/payments/tax/tax-invoice';
import { invoiceTexts } from '../../../src/domain/payments/tax-invoice.texts';

export type PdfRows = Array<[string, string]>;

/** PDF's standard fonts (WinAnsi) have no rupee sign: the ISO code takes its place ('INR 20,000'). */
export const pdfText = (text: string) => text.replace(/₹/g, 'INR ');

/** Money in the shared format, PDF-safe. */
export const pdfMoney = (minor: number, currency: string) => pdfText(formatMoney(minorToDecimal(minor), currency));

/** Renders a finished PDF document into one Buffer. */
export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Uncompressed: a statement is small, and its text stays searchable (and checkable by tests).
    const doc = new PDFDocument({ size: 'A4', margin: 56, compress: false, info: { Title: title, Author: 'InfluenceHub' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A titled block of 'Label: value' rows. */
export function pdfSection(doc: PDFKit.PDFDocument, title: string, rows: PdfRows): void {
  doc.fontSize(12).text(title, { underline: true }).moveDown(0.3).fontSize(10);
  for (const [label, value] of rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(pdfText(value));
  doc.moveDown();
}

/** What was paid against the invoice: TDS withheld (section and rate, from the rule on the payout), net, UTR. */
export interface InvoicePayment {
  tdsMinor: number;
  tdsRuleId: string | null;
  tdsBasis: string | null;
  netMinor: number;
  utr: string | null;
}

/** '194J at 10%' for a payout's TDS rule id; null when the rule is unknown. */
export function tdsSectionAndRate(ruleId: string | null): string | null {
  const rule = ruleId ? tdsRules.find((candidate) => candidate.id === ruleId) : undefined;
  return rule ? `${tdsSectionOf(rule)} at ${formatRateBp(rule.rateBp)}` : null;
}

export function placeOfSupplyText(invoice: TaxInvoiceRecord): string {
  const { code, name } = invoice.placeOfSupply;
  return code === 'outside-india' ? 'Outside India' : stateLabel(name, code);
}

/** The GST rows of an invoice: CGST + SGST, IGST, zero-rated export, or not charged (supplier not registered). */
export function gstRows(invoice: TaxInvoiceRecord): PdfRows {
  const money = (minor: number) => pdfMoney(minor, invoice.currency);
  switch (invoice.treatment) {
    case 'intra-state':
      return [
        [`CGST ${formatRateBp(invoice.rateBp / 2)}`, money(invoice.cgstPaise)],
        [`SGST ${formatRateBp(invoice.rateBp / 2)}`, money(invoice.sgstPaise)],
      ];
    case 'inter-state':
      return [[`IGST ${formatRateBp(invoice.rateBp)}`, money(invoice.igstPaise)]];
    case 'export-zero-rated':
      return [['GST', invoiceTexts.exportZeroRated]];
    default:
      return [['GST', invoiceTexts.notRegistered]];
  }
}

/**
 * The invoice's sections (CGST Rule 46 fields as issued; docs/tax-india.md "Tax invoices"), then what was paid
 * against it. Shared by the creator's payout statement and the brand's invoice PDF.
 */
export function drawInvoice(doc: PDFKit.PDFDocument, invoice: TaxInvoiceRecord, payment: InvoicePayment | null): void {
  const money = (minor: number) => pdfMoney(minor, invoice.currency);
  pdfSection(doc, invoice.document === 'tax-invoice' ? 'Tax invoice' : 'Bill of supply', [
    ['Invoice number', invoice.number],
    ['Invoice date', invoice.date],
    ['Issued by', invoiceTexts.issuedBy],
    ['Reverse charge', 'No'],
  ]);
  pdfSection(doc, 'Supplier', [
    ['Creator', invoice.supplier.name],
    ['PAN', invoice.supplier.panMasked ?? 'not on file'],
    ['GSTIN', invoice.supplier.gstin ?? 'not registered for GST'],
    ['State', stateLabel(invoice.supplier.stateName, invoice.supplier.stateCode)],
    ...(invoice.supplier.address ? ([['Address', invoice.supplier.address]] as PdfRows) : []),
  ]);
  pdfSection(doc, 'Recipient', [
    ['Brand', invoice.recipient.name],
    // Brands have no GSTIN on record: the row is left out rather than printed empty (docs/tax-india.md).
    ...(invoice.recipient.gstin ? ([['GSTIN', invoice.recipient.gstin]] as PdfRows) : []),
    ...(invoice.recipient.address ? ([['Address', invoice.recipient.address]] as PdfRows) : []),
    ['State', invoice.recipient.stateCode ? stateLabel(invoice.recipient.stateName, invoice.recipient.stateCode) : invoice.recipient.country],
  ]);
  pdfSection(doc, 'Supply', [
    ['Place of supply', placeOfSupplyText(invoice)],
    ['Description', invoice.description],
    ['SAC', invoice.sac],
  ]);
  pdfSection(doc, 'Amounts', [
    ['Taxable value', money(invoice.taxablePaise)],
    ...gstRows(invoice),
    ...(invoice.roundOffPaise ? ([['Round off', money(invoice.roundOffPaise)]] as PdfRows) : []),
    ['Invoice total (gross)', money(invoice.totalPaise)],
    ...(payment
      ? ([
          ['TDS withheld', payment.tdsMinor > 0 ? `${money(payment.tdsMinor)} (${tdsSectionAndRate(payment.tdsRuleId) ?? payment.tdsRuleId ?? 'TDS'})` : money(0)],
          ...(payment.tdsBasis ? ([['Why', payment.tdsBasis]] as PdfRows) : []),
          ['Net paid', money(payment.netMinor)],
          ['UTR', payment.utr ?? 'not yet known'],
        ] as PdfRows)
      : []),
  ]);
}
