import { hasTeamPermission } from '../../../src/domain/brands/team-permissions';
import { assertSecondFactorForPayments } from './account-security';
import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { minorToDecimal } from '../../../src/domain/payments/money-amount';
import { financialYearOf } from '../../../src/domain/payments/tax/financial-year';
import { formatInvoiceNumber } from '../../../src/domain/payments/tax/invoice-number';
import { buildTaxInvoice, type TaxInvoiceRecord } from '../../../src/domain/payments/tax/tax-invoice';
import { brandTaxTexts, invoiceTexts } from '../../../src/domain/payments/tax-invoice.texts';
import { stateOfGstin, validateGstin } from '../../../src/domain/payments/tax/gstin.rules';
import type { Database } from '../db/database';
import type { PayoutLineRow } from '../db/schema/payout-lines.schema';
import type { UserRow } from '../db/schema/users.schema';
import { notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import { pageOffset } from '../plugins/pagination';
import type { BrandsRepository } from '../repositories/brands.repository';
import type { PayoutLinesRepository } from '../repositories/payout-lines.repository';
import { createTaxInvoicesRepository, type InvoiceFactsRow, type IssuedInvoiceRow, type TaxInvoicesRepository } from '../repositories/tax-invoices.repository';
import type { BrandTaxDetailsBody, TaxInvoiceSummaryBody } from '../routes/api/v1/payments/tax-invoices.schema';
import { drawInvoice, pdfText, renderPdf } from './tax-invoice-pdf';

/** A line's invoice before its number (`facts` null: the line had an invoice already, returned as it is). */
export interface InvoiceDraft {
  line: PayoutLineRow;
  at: Date;
  invoice: TaxInvoiceRecord;
  facts: InvoiceFactsRow | null;
}

const joinParts = (...parts: Array<string | null | undefined>) => parts.map((part) => (part ?? '').trim()).filter(Boolean).join(', ');

/** The line's invoice from the facts on record, numbered `number` (pure apart from the facts). */
function invoiceFor(line: PayoutLineRow, facts: Awaited<ReturnType<TaxInvoicesRepository['factsOf']>>, numbering: { number: string; series: string; financialYear: string; serial: number }, at: Date) {
  const creator = facts.influencer;
  const legalName = [creator?.firstName, creator?.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  const placement = placementTypeInfo[facts.placementType as PlacementType]?.label ?? facts.placementType;
  const brand = facts.brand;
  return buildTaxInvoice({
    ...numbering,
    issuedAt: at,
    currency: line.currency,
    grossPaise: line.grossMinor,
    description: `${placement || 'Promotion'} for the campaign "${facts.campaignName}"`,
    supplier: {
      name: legalName || creator?.displayName || 'Creator',
      // Creators give a city and a country, not a postal address (docs/tax-india.md: a point for the CA).
      address: joinParts(creator?.city, creator?.country),
      gstin: facts.tax?.gstin ?? null,
      gstStateCode: facts.tax?.gstStateCode ?? null,
      panMasked: facts.tax?.panMasked ?? null,
    },
    recipient: {
      name: brand?.legalName || brand?.name || '',
      address: brand ? joinParts(brand.hqAddress, brand.hqCity, brand.hqState, brand.hqZipCode, brand.hqCountry) : '',
      state: brand?.hqState ?? '',
      country: brand?.hqCountry ?? '',
      gstin: brand?.gstin || null,
    },
  });
}

/**
 * Tax invoices of payout lines (docs/payments.md "Tax invoices", docs/tax-india.md): issued by the platform on behalf
 * of the creator to the brand when a line is first paid out, numbered in the platform's series per financial year;
 * the brand's list and PDFs (payments.view).
 */
export function createTaxInvoicesService(deps: {
  seriesPrefix: string;
  invoices: TaxInvoicesRepository;
  brands: Pick<BrandsRepository, 'findMembership'>;
  lines: Pick<PayoutLinesRepository, 'latestPayouts'>;
}) {
  /**
   * The line's invoice before it is numbered, in the caller's transaction (the one that writes its first payout
   * attempt): what the tax withheld is reckoned on. A line that has an invoice gets it back as it is. `numberDrafts`
   * numbers the new ones at the end of that transaction. `current`: the row is as the caller's transaction just
   * locked it (its compare-and-set returned it), so its invoice is not read again. `keep`: the draft is kept on the line
   * meanwhile, for the creator's later lines in the same transaction (`paidInYear` reckons with its taxable value).
   */
  async function draftForLine(tx: Database, line: PayoutLineRow, at: Date, options: { current?: boolean; keep?: boolean } = {}): Promise<InvoiceDraft> {
    const repo = createTaxInvoicesRepository(tx);
    const existing = options.current
      ? (line.invoiceNumber && line.invoice ? { invoice: line.invoice as unknown as TaxInvoiceRecord } : null)
      : await repo.invoiceOf(line.id);
    if (existing) return { line, at, invoice: existing.invoice, facts: null };
    const facts = await repo.factsOf(line);
    const fy = financialYearOf(at);
    // Serial 1 holds the place: the amounts do not depend on the number, which `numberDrafts` gives.
    const invoice = invoiceFor(line, facts, { number: formatInvoiceNumber({ prefix: deps.seriesPrefix, fy, serial: 1 }), series: deps.seriesPrefix, financialYear: fy.label, serial: 1 }, at);
    if (options.keep !== false) await repo.keepDraft(line.id, invoice);
    return { line, at, invoice, facts };
  }

  /**
   * Numbers the drafts that are new, in the caller's transaction, and keeps each invoice on its line. The serials come
   * from the counter of the series and the financial year (reserved together, in the drafts' order), so numbers are
   * consecutive and a rolled-back transaction takes them back. Numbering last keeps the counter's row, which every
   * payout run's transaction updates, locked only from here to the commit.
   */
  async function numberDrafts(tx: Database, drafts: InvoiceDraft[]): Promise<Map<string, TaxInvoiceRecord>> {
    const repo = createTaxInvoicesRepository(tx);
    const issued = new Map<string, TaxInvoiceRecord>();
    const byYear = new Map<string, Array<InvoiceDraft & { facts: InvoiceFactsRow }>>();
    for (const draft of drafts) {
      if (!draft.facts) issued.set(draft.line.id, draft.invoice);
      else {
        const label = financialYearOf(draft.at).label;
        const group = byYear.get(label) ?? [];
        group.push(draft as InvoiceDraft & { facts: InvoiceFactsRow });
        byYear.set(label, group);
      }
    }
    for (const [label, group] of byYear) {
      const last = await repo.nextSerial(deps.seriesPrefix, label, group.length);
      const invoices = group.map((draft, index) => {
        const serial = last - group.length + 1 + index;
        const fy = financialYearOf(draft.at);
        const number = formatInvoiceNumber({ prefix: deps.seriesPrefix, fy, serial });
        return invoiceFor(draft.line, draft.facts, { number, series: deps.seriesPrefix, financialYear: fy.label, serial }, draft.at);
      });
      // The lines are locked by their own compare-and-set in this transaction; failing here rolls the serials back too.
      const set = invoices.length === 1
        ? Number(await repo.setInvoice(group[0]!.line.id, invoices[0]!))
        : await repo.setInvoices(invoices, group.map((draft) => draft.line.id));
      if (set !== group.length) throw new Error(`A payout line of ${group.map((draft) => draft.line.id).join(', ')} was numbered meanwhile.`);
      for (const [index, draft] of group.entries()) issued.set(draft.line.id, invoices[index]!);
    }
    return issued;
  }

  /**
   * `draftForLine` for lines a payout run's chunk has just moved to paying (their rows as the compare-and-set returned
   * them): the facts of all of them in one statement; no draft is kept on a line (the run reckons the tax of a
   * creator's later line in the chunk itself).
   */
  async function draftsForLines(tx: Database, lines: PayoutLineRow[], at: Date): Promise<InvoiceDraft[]> {
    const repo = createTaxInvoicesRepository(tx);
    const fresh = lines.filter((line) => !(line.invoiceNumber && line.invoice));
    const facts = await repo.factsOfLines(fresh.map((line) => line.id));
    const fy = financialYearOf(at);
    const placeholder = { number: formatInvoiceNumber({ prefix: deps.seriesPrefix, fy, serial: 1 }), series: deps.seriesPrefix, financialYear: fy.label, serial: 1 };
    return lines.map((line) => {
      const found = facts.get(line.id);
      if (!found) return { line, at, invoice: line.invoice as unknown as TaxInvoiceRecord, facts: null };
      return { line, at, invoice: invoiceFor(line, found, placeholder, at), facts: found };
    });
  }

  /** A line's invoice drafted and numbered at once, in the caller's transaction (`draftForLine`, `numberDrafts`). */
  async function issueForLine(tx: Database, line: PayoutLineRow, at: Date): Promise<TaxInvoiceRecord> {
    const draft = await draftForLine(tx, line, at);
    return (await numberDrafts(tx, [draft])).get(line.id)!;
  }

  async function assertCanView(user: UserRow, brandId: string): Promise<void> {
    const member = await deps.brands.findMembership(brandId, user.id);
    // Not a member, or a role without payments.view: as unknown as a missing brand.
    if (!member || !hasTeamPermission(member, 'payments.view')) throw notFound();
  }

  function summaries(rows: IssuedInvoiceRow[]): TaxInvoiceSummaryBody[] {
    return rows.map(({ line, invoice, campaignName }) => ({
      line_id: line.id,
      number: invoice.number,
      date: invoice.date,
      financial_year: invoice.financialYear,
      document: invoice.document,
      creator_name: invoice.supplier.name,
      creator_gstin: invoice.supplier.gstin,
      campaign_id: line.campaignId,
      campaign_name: campaignName,
      currency: line.currency as TaxInvoiceSummaryBody['currency'],
      taxable_value: minorToDecimal(invoice.taxablePaise),
      gst_treatment: invoice.treatment,
      gst_rate: invoice.rateBp / 100,
      cgst: minorToDecimal(invoice.cgstPaise),
      sgst: minorToDecimal(invoice.sgstPaise),
      igst: minorToDecimal(invoice.igstPaise),
      gst: minorToDecimal(invoice.totalTaxPaise),
      total: minorToDecimal(invoice.totalPaise),
      place_of_supply: invoice.placeOfSupply.name,
      line_status: line.status,
    }));
  }

  /** GET brands/{id}/invoices/: the brand's issued invoices, newest first (payments.view). */
  async function listForBrand(user: UserRow, brandId: string, query: { page: number; page_size: number }) {
    await assertCanView(user, brandId);
    const { count, rows } = await deps.invoices.pageForBrand(brandId, pageOffset(query), query.page_size);
    return { count, results: summaries(rows) };
  }

  /** GET invoices/{lineId}/pdf/: one invoice as PDF, for members of its brand with payments.view; others 404. */
  async function pdfForBrand(user: UserRow, lineId: string): Promise<{ filename: string; pdf: Buffer }> {
    const found = await deps.invoices.findIssued(lineId);
    if (!found) throw notFound();
    await assertCanView(user, found.line.brandId);
    const [payout] = await deps.lines.latestPayouts([lineId]);
    const { invoice } = found;
    const pdf = await renderPdf(invoiceTexts.pdfTitle, (doc) => {
      doc.fontSize(20).text(invoice.document === 'tax-invoice' ? 'Tax invoice' : 'Bill of supply');
      doc.moveDown(0.2).fontSize(10).fillColor('#555').text(pdfText(`${invoice.number} · ${invoice.date} · campaign ${found.campaignName}`));
      doc.moveDown().fillColor('#000');
      drawInvoice(doc, invoice, payout ? { tdsMinor: payout.tdsMinor, tdsRuleId: payout.tdsRuleId, tdsBasis: payout.tdsBasis, netMinor: payout.amountMinor, utr: payout.utr } : null);
      doc.fontSize(8).fillColor('#555').text(invoiceTexts.pdfFooter);
    });
    return { filename: `invoice-${invoice.number.replace(/\//g, '-')}.pdf`, pdf };
  }

  /** The brand's tax details as answered: the GSTIN and the state it names. */
  function brandTaxDetailsBody(row: { gstin: string; updatedAt: Date }): BrandTaxDetailsBody {
    const state = row.gstin ? stateOfGstin(row.gstin) : null;
    return { gstin: row.gstin || null, gst_state: state ? { code: state.code, name: state.name } : null, updated_at: row.updatedAt.toISOString() };
  }

  /** GET brands/{id}/tax-details/ (payments.view). */
  async function brandTaxDetails(user: UserRow, brandId: string): Promise<BrandTaxDetailsBody> {
    await assertCanView(user, brandId);
    const row = await deps.invoices.brandGstin(brandId);
    if (!row) throw notFound();
    return brandTaxDetailsBody(row);
  }

  /**
   * PUT brands/{id}/tax-details/ (payments.approve: who pays also says whom the invoices name). Empty or null: not
   * registered. Invoices already issued keep the GSTIN they were issued with; the next ones use this one.
   */
  async function saveBrandTaxDetails(user: UserRow, brandId: string, body: { gstin?: string | null }): Promise<BrandTaxDetailsBody> {
    const member = await deps.brands.findMembership(brandId, user.id);
    if (!member || !hasTeamPermission(member, 'payments.view')) throw notFound();
    if (!hasTeamPermission(member, 'payments.approve')) throw permissionDenied(brandTaxTexts.onlyApprovers);
    assertSecondFactorForPayments(user);
    const text = (body.gstin ?? '').trim();
    let gstin = '';
    if (text) {
      const checked = validateGstin(text);
      if (!checked.ok) throw validationFailed({ gstin: [checked.message] }, checked.message);
      gstin = checked.value;
    }
    const row = await deps.invoices.setBrandGstin(brandId, gstin);
    if (!row) throw notFound();
    return brandTaxDetailsBody(row);
  }

  return { issueForLine, draftForLine, draftsForLines, numberDrafts, listForBrand, pdfForBrand, brandTaxDetails, saveBrandTaxDetails };
}

export type TaxInvoicesService = ReturnType<typeof createTaxInvoicesService>;
