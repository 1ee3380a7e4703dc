import { formatDateTime, formatDay, formatMoney } from '../../../src/domain/format/display-format';
import { placementTypeInfo, type PlacementType } from '../../../src/domain/campaigns/campaign-options';
import { minorToDecimal } from '../../../src/domain/payments/money-amount';
import { stateOfGstin } from '../../../src/domain/payments/tax/gstin.rules';
import type { UserRow } from '../db/schema/users.schema';
import { notFound } from '../plugins/api-error';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import type { PayoutLinesRepository } from '../repositories/payout-lines.repository';
import type { PayoutsSendingRepository } from '../repositories/payouts-sending.repository';
import type { TaxDetailsService } from './tax-details.service';
import type { TaxInvoiceRecord } from '../../../src/domain/payments/tax/tax-invoice';
import { drawInvoice, pdfSection, renderPdf, type PdfRows } from './tax-invoice-pdf';

const statusWords: Record<string, string> = {
  queued: 'Sent to the bank (queued)',
  processing: 'On its way',
  processed: 'Paid',
  reversed: 'Reversed by the bank: back in your balance',
  failed: 'Failed: back in your balance',
};

/**
 * A payout's statement as PDF (docs/payments.md "Statements"): who was paid, for which work, gross, tax withheld
 * (section and why), net, status, UTR and dates, in the product's shared formats, with the line's tax invoice as
 * issued (number, date, supplier, recipient, place of supply, taxable value, GST). The creator's own payouts only.
 */
export function createPayoutStatementService(deps: {
  payouts: Pick<PayoutsSendingRepository, 'findById'>;
  lines: Pick<PayoutLinesRepository, 'findListRow'>;
  influencers: Pick<InfluencersRepository, 'findByUserId'>;
  taxDetails: Pick<TaxDetailsService, 'get'>;
}) {
  async function statement(user: UserRow, payoutId: string): Promise<{ filename: string; pdf: Buffer }> {
    const profile = await deps.influencers.findByUserId(user.id);
    const payout = await deps.payouts.findById(payoutId);
    // Another creator's payout is as unknown as a missing one.
    if (!profile || !payout || payout.influencerId !== profile.id) throw notFound();
    const row = await deps.lines.findListRow(payout.payoutLineId);
    if (!row) throw notFound();
    const tax = await deps.taxDetails.get(user);
    // PDF's standard fonts (WinAnsi) have no rupee sign: the statement writes the ISO code in its place ('INR 20,000'),
    // keeping the shared format's grouping and decimals.
    const money = (minor: number) => formatMoney(minorToDecimal(minor), payout.currency).replace('₹', 'INR ');
    const placement = placementTypeInfo[row.placementType as PlacementType]?.label ?? row.placementType;
    const gstState = tax.gstin ? stateOfGstin(tax.gstin) : null;
    const invoice = row.line.invoice as unknown as TaxInvoiceRecord | null;
    const pdf = await renderPdf('InfluenceHub payout statement', (doc) => {
      doc.fontSize(20).text('Payout statement', { continued: false });
      doc.moveDown(0.2).fontSize(10).fillColor('#555').text(`InfluenceHub · statement of payout ${payout.id} (attempt ${payout.attempt})`);
      doc.text(`Issued ${formatDateTime(new Date())} UTC`);
      doc.moveDown().fillColor('#000');

      const section = (title: string, rows: PdfRows) => pdfSection(doc, title, rows);
      section('For', [
        ['Campaign', row.campaignName],
        ['Placement', placement],
        ['Content', row.contentUrl || '-'],
        ['Basis', row.line.basis.note],
        ['Account', payout.destination],
      ]);
      const payment = { tdsMinor: payout.tdsMinor, tdsRuleId: payout.tdsRuleId, tdsBasis: payout.tdsBasis, netMinor: payout.amountMinor, utr: payout.utr };
      if (invoice) {
        // The line's tax invoice as issued at its first payout (docs/payments.md "Tax invoices").
        drawInvoice(doc, invoice, payment);
      } else {
        // Paid before invoices were issued: the creator's details as on file now, and the amounts.
        section('Paid to', [
          ['Creator', profile.displayName || user.name || user.email || ''],
          ['PAN', tax.pan_masked ?? 'not on file'],
          ...(tax.gstin ? ([['GSTIN', `${tax.gstin}${gstState ? ` (${gstState.name})` : ''}`]] as PdfRows) : []),
        ]);
        section('Amounts', [
          ['Earned (gross)', money(row.line.grossMinor)],
          ['Tax withheld (TDS)', payout.tdsMinor > 0 ? `${money(payout.tdsMinor)}${payout.tdsRuleId ? ` (${payout.tdsRuleId})` : ''}` : money(0)],
          ...(payout.tdsBasis ? ([['Why', payout.tdsBasis]] as PdfRows) : []),
          ['Paid to you (net)', money(payout.amountMinor)],
        ]);
      }
      section('Status', [
        ['Status', statusWords[payout.status] ?? payout.status],
        ['UTR', payout.utr ?? 'not yet known'],
        ['Sent', formatDateTime(payout.createdAt)],
        ...(payout.processedAt ? ([['Processed', formatDateTime(payout.processedAt)]] as PdfRows) : []),
        ...(payout.failureReason ? ([['Reason', payout.failureReason]] as PdfRows) : []),
      ]);
      doc.fontSize(8).fillColor('#555').text(
        invoice
          ? `This statement carries the tax invoice ${invoice.number}, issued by InfluenceHub on your behalf to the brand. `
            + 'Tax is withheld under the rules the platform operator chose with their chartered accountant; the certificate of tax deducted (Form 16A) follows from the operator.'
          : 'This is a statement of a payout, not a tax invoice. Tax is withheld under the rules the platform operator chose with their '
            + 'chartered accountant; the certificate of tax deducted (Form 16A) follows from the operator.',
      );
    });
    return { filename: `payout-statement-${formatDay(payout.createdAt).replace(/ /g, '-')}-${payout.id.slice(0, 8)}.pdf`, pdf };
  }

  return { statement };
}

export type PayoutStatementService = ReturnType<typeof createPayoutStatementService>;
