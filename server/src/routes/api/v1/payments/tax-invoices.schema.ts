import { Type, type Static } from '@sinclair/typebox';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';
import { payoutLineStatuses } from './payout-lines.schema';

const Money = (description: string) => Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description });

/** One issued invoice of a brand's payout line (docs/payments.md "Tax invoices"). */
export const TaxInvoiceSummary = Type.Object(
  {
    line_id: Type.String({ format: 'uuid', description: 'The payout line the invoice is for (GET invoices/{line_id}/pdf/).' }),
    number: Type.String({ description: "Invoice number, PREFIX/YYYY/SERIAL ('IH/2627/000123'), at most 16 characters." }),
    date: Type.String({ format: 'date', description: 'Date of issue (India).' }),
    financial_year: Type.String({ description: "'2026-27'." }),
    document: StringEnum(['tax-invoice', 'bill-of-supply'] as const, { description: 'tax-invoice when the creator is registered for GST, else bill-of-supply.' }),
    creator_name: Type.String({ description: 'The supplier.' }),
    creator_gstin: Nullable(Type.String()),
    campaign_id: Type.String({ format: 'uuid' }),
    campaign_name: Type.String(),
    currency: StringEnum(['INR', 'USD', 'EUR'] as const),
    taxable_value: Money('Taxable value (the agreed amount without GST).'),
    gst_treatment: StringEnum(['intra-state', 'inter-state', 'export-zero-rated', 'not-registered'] as const),
    gst_rate: Type.Number({ description: 'Total GST rate in percent (CGST + SGST, or IGST); 0 without GST.' }),
    cgst: Money('CGST.'),
    sgst: Money('SGST.'),
    igst: Money('IGST.'),
    gst: Money('All GST on the invoice.'),
    total: Money('Invoice total: the agreed amount of the line.'),
    place_of_supply: Nullable(Type.String({ description: 'State name, or Outside India.' })),
    line_status: StringEnum(payoutLineStatuses, { description: 'Where the payout of the line stands (paying, paid, or returned to be paid again).' }),
  },
  { $id: 'TaxInvoiceSummary', additionalProperties: false },
);
export type TaxInvoiceSummaryBody = Static<typeof TaxInvoiceSummary>;

export const PaginatedTaxInvoiceList = paginated(ref(TaxInvoiceSummary), 'PaginatedTaxInvoiceList');

const { page, page_size } = pageQuery(['issued_at'], '-issued_at').properties;
/** Newest first. */
export const TaxInvoiceQuery = Type.Object({ page, page_size });
export interface TaxInvoiceQueryValue { page: number; page_size: number }

export const InvoiceLineParams = Type.Object({ lineId: Type.String({ format: 'uuid' }) });

export const BrandTaxDetails = Type.Object(
  {
    gstin: Nullable(Type.String({ description: "The brand's GSTIN; null when it is not registered for GST." })),
    gst_state: Nullable(Type.Object({ code: Type.String(), name: Type.String() }, { additionalProperties: false, description: 'The state the GSTIN names (its first two digits): the place of supply of its invoices.' })),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'BrandTaxDetails', additionalProperties: false },
);
export type BrandTaxDetailsBody = Static<typeof BrandTaxDetails>;

export const BrandTaxDetailsUpdate = Type.Object(
  {
    gstin: Nullable(Type.String({ maxLength: 20, description: '15 characters with its check character (trimmed and upper-cased); empty or null: not registered.' })),
  },
  { $id: 'BrandTaxDetailsUpdate', additionalProperties: false },
);

export const taxInvoicesComponents = [TaxInvoiceSummary, PaginatedTaxInvoiceList, BrandTaxDetails, BrandTaxDetailsUpdate];
