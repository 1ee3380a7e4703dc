/**
 * What tax invoices say, on the PDFs and on the brand's /payments page (docs/payments.md "Tax invoices"). The words
 * are ours (SPEC shows none); components and the server read them from here, never inline.
 */
export const invoiceTexts = {
  issuedBy: 'InfluenceHub, on behalf of the supplier (self-billed)',
  notRegistered: 'GST not charged: supplier not registered',
  exportZeroRated: 'GST not charged: export of services, zero-rated under LUT',
  pdfTitle: 'InfluenceHub tax invoice',
  pdfFooter:
    'Issued by InfluenceHub on behalf of the supplier named above. Amounts are as agreed for the work; for a supplier '
    + 'registered for GST the agreed amount includes GST. Tax is computed under rules the platform operator chose '
    + 'with their chartered accountant.',
};

/** GET brands/{id}/invoices/ (TaxInvoiceSummary.document). */
export const invoiceDocumentLabels = {
  'tax-invoice': 'Tax invoice',
  'bill-of-supply': 'Bill of supply',
} as const;

export const invoiceSectionTexts = {
  title: 'Invoices',
  intro:
    "Creators' invoices for the work you paid for: one per payout line, numbered per financial year when the line is first paid out. "
    + 'GST is shown when the creator is registered.',
  loading: 'Loading invoices',
  loadFailed: 'Could not load the invoices.',
  retry: 'Retry',
  empty: 'No invoices yet. An invoice is issued when an approved payout line is first paid out to the creator.',
  number: 'Invoice',
  date: 'Date',
  creator: 'Creator',
  campaign: 'Campaign',
  taxable: 'Taxable value',
  gst: 'GST',
  total: 'Total',
  download: 'PDF',
  downloadLabel: (number: string) => `Download invoice ${number} as PDF`,
  downloading: 'Downloading…',
  noGst: 'Not charged',
  /** How the GST of an invoice is made up, beside its amount. */
  gstHeads: { 'intra-state': (rate: number) => `CGST + SGST ${rate}%`, 'inter-state': (rate: number) => `IGST ${rate}%`, 'export-zero-rated': () => 'Export, zero-rated', 'not-registered': () => 'Creator not registered' },
  showing: (from: number, to: number, count: number) => `${from}–${to} of ${count}`,
  newer: 'Newer',
  older: 'Older',
  fallbackName: 'invoice.pdf',
  downloadFailed: 'Could not download the invoice.',
  notFound: 'This invoice is not available to you.',
};

/** The brand's GSTIN on /payments (GET/PUT brands/{id}/tax-details/): whom its invoices name, and where GST is due. */
export const brandTaxTexts = {
  title: 'GSTIN for invoices',
  intro:
    'Registered for GST? Give your GSTIN: the invoices of your next payouts name it and take your registered state as the place of supply, '
    + 'so you can claim the input tax credit. Invoices already issued keep what they were issued with.',
  none: 'No GSTIN on file: invoices treat you as an unregistered recipient, at the state of your headquarters.',
  stateOf: (name: string) => `State: ${name}`,
  add: 'Add GSTIN',
  change: 'Change',
  remove: 'Remove',
  dialogTitle: 'GSTIN for invoices',
  field: 'GSTIN',
  helper: '15 characters, e.g. 29ABCDE1234F1Z5',
  save: 'Save GSTIN',
  cancel: 'Cancel',
  saved: 'GSTIN saved.',
  removed: 'GSTIN removed.',
  loadFailed: 'Could not load your GSTIN.',
  onlyApprovers: 'Only team members who approve payments can change the GSTIN.',
};
