import type { TaxInvoiceSummary } from '../../api/generated/api';

/** One invoice of GET brands/{id}/invoices/, for stories and tests. */
export const invoice = (overrides: Partial<TaxInvoiceSummary> = {}): TaxInvoiceSummary => ({
  line_id: 'line-1',
  number: 'IH/2627/000012',
  date: '2026-11-20',
  financial_year: '2026-27',
  document: 'tax-invoice',
  creator_name: 'Asha Rao',
  creator_gstin: '29ABCPE1234F1Z7',
  campaign_id: 'c1',
  campaign_name: 'Monsoon Launch',
  currency: 'INR',
  taxable_value: '100000.00',
  gst_treatment: 'intra-state',
  gst_rate: 18,
  cgst: '9000.00',
  sgst: '9000.00',
  igst: '0.00',
  gst: '18000.00',
  total: '118000.00',
  place_of_supply: 'Karnataka',
  line_status: 'paid',
  ...overrides,
});

export const sampleInvoices: TaxInvoiceSummary[] = [
  invoice(),
  invoice({
    line_id: 'line-2', number: 'IH/2627/000011', date: '2026-11-18', creator_name: 'Vikram Subramaniam-Raghunathan', creator_gstin: '27ABCPE1234F1ZB',
    campaign_name: 'Festive Glow: Diwali skincare edit', taxable_value: '50000.00', gst_treatment: 'inter-state', cgst: '0.00', sgst: '0.00', igst: '9000.00',
    gst: '9000.00', total: '59000.00', line_status: 'paying',
  }),
  invoice({
    line_id: 'line-3', number: 'IH/2627/000010', date: '2026-11-02', document: 'bill-of-supply', creator_name: 'Kiran Kale', creator_gstin: null,
    taxable_value: '20000.00', gst_treatment: 'not-registered', gst_rate: 0, cgst: '0.00', sgst: '0.00', gst: '0.00', total: '20000.00',
  }),
];
