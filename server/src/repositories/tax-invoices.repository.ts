import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TaxInvoiceRecord } from '../../../src/domain/payments/tax/tax-invoice';
import type { Database } from '../db/database';
import { brands } from '../db/schema/brands.schema';
import { campaignPlacements, campaigns } from '../db/schema/campaigns.schema';
import { influencers } from '../db/schema/influencers.schema';
import { invoiceSequences, payoutLines, type PayoutLineRow } from '../db/schema/payout-lines.schema';
import { taxDetails } from '../db/schema/tax-details.schema';

export interface InvoiceFactsRow {
  influencer: { displayName: string; firstName: string | null; lastName: string | null; city: string | null; country: string | null } | null;
  tax: { gstin: string | null; gstStateCode: string | null; panMasked: string } | null;
  brand: { name: string; legalName: string; hqAddress: string; hqCity: string; hqState: string; hqCountry: string; hqZipCode: string; gstin: string } | null;
  campaignName: string;
  placementType: string;
}

export interface IssuedInvoiceRow {
  line: PayoutLineRow;
  invoice: TaxInvoiceRecord;
  campaignName: string;
}

/**
 * Tax invoices of payout lines (docs/payments.md "Tax invoices"): the per-series, per-financial-year counter
 * (invoice_sequences) and the invoice kept on the line (payout_lines.invoice_number, .invoice), migration 0013.
 */
export function createTaxInvoicesRepository(db: Database) {
  /**
   * The next serial of a series in a financial year, in the caller's transaction: the first of a year inserts 1, the
   * others add one to the row, which stays locked until the transaction ends. A rolled-back transaction takes its
   * increment with it, so the numbers that exist are consecutive without gaps.
   */
  async function nextSerial(series: string, financialYear: string, count = 1): Promise<number> {
    // `count` serials at once (a payout run numbers a chunk of lines): the last of them is returned.
    const [row] = await db
      .insert(invoiceSequences)
      .values({ series, financialYear, lastSerial: count })
      .onConflictDoUpdate({ target: [invoiceSequences.series, invoiceSequences.financialYear], set: { lastSerial: sql`${invoiceSequences.lastSerial} + ${count}` } })
      .returning({ lastSerial: invoiceSequences.lastSerial });
    return row!.lastSerial;
  }

  /**
   * Keeps an invoice not yet numbered on a line that has no number, in the transaction that will number it: the tax
   * of the creator's later lines in that transaction reckons with its taxable value (`paidInYear`). It is never seen
   * outside: the same transaction numbers it or rolls it back.
   */
  async function keepDraft(lineId: string, invoice: TaxInvoiceRecord): Promise<void> {
    await db.update(payoutLines).set({ invoice: invoice as unknown as Record<string, unknown> })
      .where(and(eq(payoutLines.id, lineId), isNull(payoutLines.invoiceNumber)));
  }

  /** The line's invoice as it is now (null when it has none yet). */
  async function invoiceOf(lineId: string): Promise<{ number: string; invoice: TaxInvoiceRecord } | null> {
    const [row] = await db.select({ number: payoutLines.invoiceNumber, invoice: payoutLines.invoice }).from(payoutLines).where(eq(payoutLines.id, lineId));
    return row?.number && row.invoice ? { number: row.number, invoice: row.invoice as unknown as TaxInvoiceRecord } : null;
  }

  /** Everything the invoice of a line states about the creator, the brand and the work, as on record now. */
  async function factsOf(line: PayoutLineRow): Promise<InvoiceFactsRow> {
    return (await factsOfLines([line.id])).get(line.id) as InvoiceFactsRow;
  }

  /** `factsOf` for several lines in one statement, by line id. */
  async function factsOfLines(lineIds: string[]): Promise<Map<string, InvoiceFactsRow>> {
    if (lineIds.length === 0) return new Map();
    const rows = await db
      .select({
        lineId: payoutLines.id,
        influencer: {
          displayName: influencers.displayName, firstName: influencers.firstName, lastName: influencers.lastName, city: influencers.city, country: influencers.country,
        },
        // A not-null column first: drizzle reads a left-joined object whose first column is null as absent.
        tax: { panMasked: taxDetails.panMasked, gstin: taxDetails.gstin, gstStateCode: taxDetails.gstStateCode },
        brand: {
          name: brands.name, legalName: brands.legalName, hqAddress: brands.hqAddress, hqCity: brands.hqCity, hqState: brands.hqState,
          hqCountry: brands.hqCountry, hqZipCode: brands.hqZipCode, gstin: brands.gstin,
        },
        campaignName: sql<string>`coalesce(${campaigns.name}, '')`,
        placementType: sql<string>`coalesce(${campaignPlacements.type}::text, '')`,
      })
      .from(payoutLines)
      .leftJoin(influencers, eq(influencers.id, payoutLines.influencerId))
      .leftJoin(taxDetails, eq(taxDetails.userId, influencers.userId))
      .leftJoin(brands, eq(brands.id, payoutLines.brandId))
      .leftJoin(campaigns, eq(campaigns.id, payoutLines.campaignId))
      .leftJoin(campaignPlacements, eq(campaignPlacements.id, payoutLines.campaignPlacementId))
      .where(inArray(payoutLines.id, lineIds));
    return new Map(rows.map(({ lineId, ...facts }) => [lineId, facts as InvoiceFactsRow]));
  }

  /** `setInvoice` for several lines in one statement; returns how many were set (a line that had a number keeps it). */
  async function setInvoices(rows: TaxInvoiceRecord[], lineIds: string[]): Promise<number> {
    if (rows.length === 0) return 0;
    const values = sql.join(rows.map((invoice, index) => sql`(${lineIds[index]!}::uuid, ${invoice.number}, ${JSON.stringify(invoice)}::jsonb)`), sql`, `);
    const result = await db.execute(sql`
      update ${payoutLines} set invoice_number = v.number, invoice = v.invoice, updated_at = now()
      from (values ${values}) as v (id, number, invoice)
      where ${payoutLines.id} = v.id and ${payoutLines.invoiceNumber} is null
      returning ${payoutLines.id}`);
    return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[]).length;
  }

  /** Keeps the invoice on the line, once: a line that has a number keeps it (false when it had one). */
  async function setInvoice(lineId: string, invoice: TaxInvoiceRecord): Promise<boolean> {
    const rows = await db
      .update(payoutLines)
      .set({ invoiceNumber: invoice.number, invoice: invoice as unknown as Record<string, unknown>, updatedAt: sql`now()` })
      .where(and(eq(payoutLines.id, lineId), isNull(payoutLines.invoiceNumber)))
      .returning({ id: payoutLines.id });
    return rows.length === 1;
  }

  const issued = (brandId: string) => and(eq(payoutLines.brandId, brandId), isNotNull(payoutLines.invoiceNumber));

  /** One page of a brand's issued invoices, newest first. */
  async function pageForBrand(brandId: string, offset: number, limit: number): Promise<{ count: number; rows: IssuedInvoiceRow[] }> {
    const [total] = await db.select({ n: count() }).from(payoutLines).where(issued(brandId));
    const rows = await db
      .select({ line: payoutLines, campaignName: sql<string>`coalesce(${campaigns.name}, '')` })
      .from(payoutLines)
      .leftJoin(campaigns, eq(campaigns.id, payoutLines.campaignId))
      .where(issued(brandId))
      .orderBy(desc(sql`${payoutLines.invoice}->>'issuedAt'`), desc(payoutLines.invoiceNumber))
      .limit(limit)
      .offset(offset);
    return { count: Number(total?.n ?? 0), rows: rows.map((row) => ({ ...row, invoice: row.line.invoice as unknown as TaxInvoiceRecord })) };
  }

  async function findIssued(lineId: string): Promise<IssuedInvoiceRow | null> {
    const [row] = await db
      .select({ line: payoutLines, campaignName: sql<string>`coalesce(${campaigns.name}, '')` })
      .from(payoutLines)
      .leftJoin(campaigns, eq(campaigns.id, payoutLines.campaignId))
      .where(and(eq(payoutLines.id, lineId), isNotNull(payoutLines.invoiceNumber)));
    return row ? { ...row, invoice: row.line.invoice as unknown as TaxInvoiceRecord } : null;
  }

  /** The brand's GSTIN ('' when not registered); null when there is no such brand. */
  async function brandGstin(brandId: string): Promise<{ gstin: string; updatedAt: Date } | null> {
    const [row] = await db.select({ gstin: brands.gstin, updatedAt: brands.updatedAt }).from(brands).where(eq(brands.id, brandId)).limit(1);
    return row ?? null;
  }

  async function setBrandGstin(brandId: string, gstin: string): Promise<{ gstin: string; updatedAt: Date } | null> {
    const [row] = await db
      .update(brands)
      .set({ gstin, updatedAt: new Date() })
      .where(eq(brands.id, brandId))
      .returning({ gstin: brands.gstin, updatedAt: brands.updatedAt });
    return row ?? null;
  }

  return { nextSerial, keepDraft, invoiceOf, factsOf, factsOfLines, setInvoice, setInvoices, pageForBrand, findIssued, brandGstin, setBrandGstin };
}

export type TaxInvoicesRepository = ReturnType<typeof createTaxInvoicesRepository>;
