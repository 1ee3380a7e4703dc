// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): invoice numbers taken by concurrent transactions.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { financialYearOf } from '../../src/domain/payments/tax/financial-year';
import { buildGstin } from '../../src/domain/payments/tax/gstin.rules';
import type { TaxInvoiceRecord } from '../../src/domain/payments/tax/tax-invoice';
import { ConfigError, loadConfig } from '../src/config';
import { brands } from '../src/db/schema/brands.schema';
import { campaignInfluencers, contentSubmissions } from '../src/db/schema/marketplace.schema';
import { invoiceSequences, payoutLines, payouts, type PayoutLineRow } from '../src/db/schema/payout-lines.schema';
import { startRazorpayXFake, type RunningRazorpayXFake } from '../src/integrations/razorpayx/razorpayx.fake';
import { createPayoutLinesRepository } from '../src/repositories/payout-lines.repository';
import { createTaxInvoicesRepository } from '../src/repositories/tax-invoices.repository';
import { createTaxInvoicesService } from '../src/services/tax-invoices.service';
import { apiCall, brandOwner, fundCampaign, teamMember } from './helpers/campaign.helpers';
import { brandWithCampaign, influencerWithAccounts, youtubeUrl, type TestInfluencer } from './helpers/submission.helpers';
import { createTestApp, testPublicUrl, type TestApp } from './helpers/test-app';

/**
 * Tax invoices of payout lines (docs/payments.md "Tax invoices"): numbered per financial year at a line's first
 * payout, GST split from the GST-inclusive agreed amount, TDS on the value without GST, shown on the creator's
 * statement and listed (with PDFs) for the brand's members.
 */
let t: TestApp;
let fake: RunningRazorpayXFake;
let call: ReturnType<typeof apiCall>;
let setup: Awaited<ReturnType<typeof brandWithCampaign>>;
let deliverToApp: typeof fetch = async () => new Response(null, { status: 503 });

before(async () => {
  fake = await startRazorpayXFake({ webhookUrl: `${testPublicUrl}/api/v1/webhooks/razorpayx/`, autoDeliverWebhooks: false, fetch: (input, init) => deliverToApp(input, init) });
  t = await createTestApp({
    RAZORPAYX_API_BASE_URL: fake.url,
    RAZORPAYX_KEY_ID: fake.state.keyId,
    RAZORPAYX_KEY_SECRET: fake.state.keySecret,
    RAZORPAYX_ACCOUNT_NUMBER: fake.state.accountNumber,
    RAZORPAYX_WEBHOOK_SECRET: fake.state.webhookSecret,
  });
  deliverToApp = async (input, init) => {
    const answer = await t.app.inject({ method: 'POST', url: new URL(String(input)).pathname, headers: Object.fromEntries(new Headers(init?.headers).entries()), payload: String(init?.body ?? '') });
    return new Response(answer.body, { status: answer.statusCode });
  };
  call = apiCall(t);
  setup = await brandWithCampaign(t, 'owner@invoices.test');
  // The brand is in Karnataka (29): the place of supply of its creators' services.
  await t.database.db.update(brands).set({ hqState: 'Karnataka', hqCountry: 'India' }).where(eq(brands.id, setup.owner.brandId));
  await fundCampaign(t, setup.campaign.id, 10_00_000_00);
});
after(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;
const sending = () => t.app.context.services.payoutSending;
const fy = () => financialYearOf(new Date());

/** The text of an uncompressed PDF: pdfkit writes each run as hex glyph codes (WinAnsi) inside TJ arrays. */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

let creatorCount = 0;
/** A creator with a UPI id and PAN ABCPE1234F, registered for GST in `gstState` when given. */
async function creator(gstState?: string): Promise<TestInfluencer> {
  creatorCount += 1;
  const made = await influencerWithAccounts(t, `creator${creatorCount}@invoices.test`, `invcreator${creatorCount}`, `Invoice Creator ${creatorCount}`);
  assert.equal((await call('POST', 'influencers/payment/update_upi/', made.token, { upi_id: `inv${creatorCount}@okhdfc` })).statusCode, 200);
  const body = gstState ? { pan: 'ABCPE1234F', gstin: buildGstin(gstState, 'ABCPE1234F') } : { pan: 'ABCPE1234F' };
  assert.equal((await call('PUT', 'influencers/me/tax-details/', made.token, body)).statusCode, 200);
  return made;
}

/** An approved fixed-price line of `rupees` for the creator (offer committed, video verified, line approved). */
async function approvedLine(made: TestInfluencer, rupees: number): Promise<string> {
  const amount = `${rupees}.00`;
  const [roster] = await db().insert(campaignInfluencers).values({
    campaignId: setup.campaign.id, influencerId: made.influencerId, status: 'accepted', invitedAt: new Date(), respondedAt: new Date(), offeredAmount: amount,
    offeredPlacements: [{ placement_id: setup.youtube, type: 'yt_dedicated_video', quantity: 1, pricing_type: 'fixed', rate: amount, projected_views: null, amount }],
  }).returning();
  await t.app.context.money.commitPlacement({ brandId: setup.owner.brandId, campaignId: setup.campaign.id, placementId: roster!.id, currency: 'INR', amountMinor: rupees * 100 });
  const [submission] = await db().insert(contentSubmissions).values({
    campaignId: setup.campaign.id, campaignInfluencerId: roster!.id, influencerId: made.influencerId, placementId: setup.youtube, platform: 'youtube', contentUrl: youtubeUrl(),
  }).returning();
  assert.equal((await call('POST', `campaigns/${setup.campaign.id}/content-submissions/${submission!.id}/verify/`, setup.owner.token, {})).statusCode, 200);
  const [line] = await db().select().from(payoutLines).where(eq(payoutLines.submissionId, submission!.id));
  assert.equal((await call('POST', `payout-lines/${line!.id}/approve/`, setup.owner.token)).statusCode, 200);
  return line!.id;
}

const lineOf = async (id: string) => (await db().select().from(payoutLines).where(eq(payoutLines.id, id)))[0]!;
const invoiceOf = async (id: string) => (await lineOf(id)).invoice as unknown as TaxInvoiceRecord;
const attemptsOf = (lineId: string) => db().select().from(payouts).where(eq(payouts.payoutLineId, lineId)).orderBy(payouts.attempt);

/** Pays the line's latest attempt out (processed, with a UTR) and returns it. */
async function processed(lineId: string, utr: string) {
  const attempts = await attemptsOf(lineId);
  const attempt = attempts[attempts.length - 1]!;
  await fake.advance(attempt.providerPayoutId!, 'processed', { utr });
  await fake.deliverWebhooks();
  return attempt;
}

beforeEach(async () => {
  await sending().sendDue();
  await fake.deliverWebhooks();
});

describe('numbering', () => {
  it('takes the series prefix from INVOICE_SERIES_PREFIX (default IH), 1 to 4 letters, digits or hyphens', () => {
    assert.equal(loadConfig({}).paymentProviders.invoiceSeriesPrefix, 'IH');
    assert.equal(loadConfig({ INVOICE_SERIES_PREFIX: 'AC-1' }).paymentProviders.invoiceSeriesPrefix, 'AC-1');
    for (const bad of ['ACME1', 'A/B', 'A B']) {
      assert.throws(() => loadConfig({ INVOICE_SERIES_PREFIX: bad }), (error: unknown) => error instanceof ConfigError && /INVOICE_SERIES_PREFIX/.test(error.problems.join('\n')));
    }
  });

  // Its own series, so the payouts below (series IH) do not move these numbers.
  const service = () => createTaxInvoicesService({
    seriesPrefix: 'T-1', invoices: createTaxInvoicesRepository(db()), brands: t.app.context.brands, lines: createPayoutLinesRepository(db()),
  });
  /** A bare approved line (no brand or creator on record: the invoice reports what is missing). */
  async function bareLine(): Promise<PayoutLineRow> {
    const [line] = await db().insert(payoutLines).values({
      submissionId: randomUUID(), placementId: randomUUID(), campaignPlacementId: randomUUID(), campaignId: randomUUID(), brandId: randomUUID(),
      influencerId: randomUUID(), currency: 'INR', committedMinor: 10_000_00, grossMinor: 10_000_00, basis: { kind: 'fixed', rate: '10000.00', note: 'test' }, status: 'paying',
    }).returning();
    return line!;
  }
  const issue = (line: PayoutLineRow, at: Date) => db().transaction((tx) => service().issueForLine(tx, line, at));

  it('numbers consecutively within a financial year, starts a new year at 1, and never renumbers a line', async () => {
    const lines = await Promise.all([bareLine(), bareLine(), bareLine(), bareLine()]);
    const march = new Date('2027-03-31T18:29:59.999Z'); // 23:59:59.999 IST, 31 Mar 2027: FY 2026-27
    const april = new Date('2027-03-31T18:30:00.000Z'); // 00:00 IST, 1 Apr 2027: FY 2027-28
    assert.equal((await issue(lines[0]!, new Date('2026-06-01T10:00:00Z'))).number, 'T-1/2627/000001');
    assert.equal((await issue(lines[1]!, march)).number, 'T-1/2627/000002');
    const next = await issue(lines[2]!, april);
    assert.deepEqual([next.number, next.financialYear, next.serial, next.date], ['T-1/2728/000001', '2027-28', 1, '2027-04-01']);
    // Issued again (a retry): the same number, the counter untouched.
    assert.equal((await issue(lines[0]!, april)).number, 'T-1/2627/000001');
    assert.equal((await lineOf(lines[0]!.id)).invoiceNumber, 'T-1/2627/000001');
    assert.equal((await issue(lines[3]!, march)).number, 'T-1/2627/000003');
    for (const number of ['T-1/2627/000003', 'T-1/2728/000001']) assert.ok(number.length <= 16);
  });

  it('takes the number back when the transaction that issued it rolls back: no gaps', async () => {
    const [first, second] = [await bareLine(), await bareLine()];
    const at = new Date('2030-05-01T00:00:00Z');
    await assert.rejects(db().transaction(async (tx) => {
      await service().issueForLine(tx, first, at);
      throw new Error('the payout could not be booked');
    }), /could not be booked/);
    assert.equal((await lineOf(first.id)).invoiceNumber, null);
    assert.equal((await issue(second, at)).number, 'T-1/3031/000001');
    assert.equal((await issue(first, at)).number, 'T-1/3031/000002');
  });

  it('gives two lines numbered at once distinct consecutive numbers (concurrent transactions on PostgreSQL)', async () => {
    const lines = await Promise.all(Array.from({ length: 6 }, () => bareLine()));
    const at = new Date('2031-07-01T00:00:00Z');
    const numbers = (await Promise.all(lines.map((line) => issue(line, at)))).map((invoice) => invoice.number).sort();
    assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6].map((serial) => `T-1/3132/${String(serial).padStart(6, '0')}`));
    const [counter] = await db().select().from(invoiceSequences).where(eq(invoiceSequences.financialYear, '2031-32'));
    assert.equal(counter?.lastSerial, 6);
  });
});

describe('invoices of payouts', () => {
  let intra: { creator: TestInfluencer; lineId: string };
  let inter: { creator: TestInfluencer; lineId: string };
  let unregistered: { creator: TestInfluencer; lineId: string };

  it('a registered creator in the brand\'s state: the agreed fee includes CGST + SGST; TDS on the value without GST', async () => {
    const made = await creator('29');
    const lineId = await approvedLine(made, 1_18_000);
    intra = { creator: made, lineId };
    await sending().sendDue();
    const invoice = await invoiceOf(lineId);
    assert.equal((await lineOf(lineId)).invoiceNumber, `IH/${fy().compactLabel}/000001`);
    assert.deepEqual(
      [invoice.document, invoice.treatment, invoice.taxablePaise, invoice.cgstPaise, invoice.sgstPaise, invoice.igstPaise, invoice.totalPaise, invoice.roundOffPaise],
      ['tax-invoice', 'intra-state', 1_00_000_00, 9_000_00, 9_000_00, 0, 1_18_000_00, 0],
    );
    assert.deepEqual([invoice.supplier.gstin, invoice.supplier.stateCode, invoice.placeOfSupply.code], [buildGstin('29', 'ABCPE1234F'), '29', '29']);
    const [attempt] = await attemptsOf(lineId);
    // 194J: ₹1,00,000 (not ₹1,18,000) takes the year over ₹50,000: 10% of it.
    assert.deepEqual([attempt!.tdsMinor, attempt!.amountMinor], [10_000_00, 1_08_000_00]);
    await processed(lineId, 'UTR000000001');

    const statement = await call('GET', `payouts/${attempt!.id}/statement/`, made.token);
    assert.equal(statement.statusCode, 200);
    const text = pdfText(statement.rawPayload);
    for (const expected of [
      'Payout statement', 'Tax invoice', `IH/${fy().compactLabel}/000001`, invoice.date, 'Invoice Creator', 'ABCPE', buildGstin('29', 'ABCPE1234F'),
      'Karnataka (29)', 'Acme Demo Private Limited', 'Place of supply', 'Taxable value', 'INR 1,00,000', 'CGST 9%', 'SGST 9%', 'INR 9,000',
      'INR 1,18,000', '194J', 'at 10%', 'INR 10,000', 'Net paid', 'INR 1,08,000', 'UTR000000001', '998361',
    ]) assert.ok(text.includes(expected), `statement says ${expected}: ${text}`);
    assert.ok(!text.includes('IGST'), 'no IGST on an intra-state supply');
  });

  it('a registered creator in another state: IGST; at exactly ₹50,000 without GST there is no TDS', async () => {
    const made = await creator('27');
    const lineId = await approvedLine(made, 59_000);
    inter = { creator: made, lineId };
    await sending().sendDue();
    const invoice = await invoiceOf(lineId);
    assert.equal(invoice.number, `IH/${fy().compactLabel}/000002`);
    assert.deepEqual([invoice.treatment, invoice.taxablePaise, invoice.igstPaise, invoice.cgstPaise], ['inter-state', 50_000_00, 9_000_00, 0]);
    const [attempt] = await attemptsOf(lineId);
    // TDS on the gross (₹59,000) would cross 194J's ₹50,000; on the value without GST it does not.
    assert.deepEqual([attempt!.tdsMinor, attempt!.amountMinor], [0, 59_000_00]);

    // The payout fails and is sent again: the line keeps its number, the counter does not move.
    await fake.advance(attempt!.providerPayoutId!, 'failed', { description: 'Beneficiary bank is offline.', reason: 'beneficiary_bank_offline', source: 'beneficiary_bank' });
    await fake.deliverWebhooks();
    assert.equal((await call('POST', 'influencers/payment/update_upi/', made.token, { upi_id: 'again@okaxis' })).statusCode, 200);
    await sending().sendDue();
    assert.equal((await attemptsOf(lineId)).length, 2);
    assert.equal((await lineOf(lineId)).invoiceNumber, invoice.number);
    const [counter] = await db().select().from(invoiceSequences).where(eq(invoiceSequences.series, 'IH'));
    assert.equal(counter?.lastSerial, 2);
    const retry = await processed(lineId, 'UTR000000002');

    const text = pdfText((await call('GET', `payouts/${retry.id}/statement/`, made.token)).rawPayload);
    for (const expected of [invoice.number, 'Maharashtra (27)', 'Karnataka (29)', 'IGST 18%', 'INR 9,000', 'INR 50,000', 'INR 59,000', 'UTR000000002']) {
      assert.ok(text.includes(expected), `statement says ${expected}: ${text}`);
    }
    assert.ok(!text.includes('CGST'));
  });

  it('a creator not registered for GST: a bill of supply, the whole fee is the taxable value', async () => {
    const made = await creator();
    const lineId = await approvedLine(made, 20_000);
    unregistered = { creator: made, lineId };
    await sending().sendDue();
    const invoice = await invoiceOf(lineId);
    assert.deepEqual(
      [invoice.number, invoice.document, invoice.treatment, invoice.taxablePaise, invoice.totalTaxPaise, invoice.supplier.gstin],
      [`IH/${fy().compactLabel}/000003`, 'bill-of-supply', 'not-registered', 20_000_00, 0, null],
    );
    const attempt = await processed(lineId, 'UTR000000003');
    const text = pdfText((await call('GET', `payouts/${attempt.id}/statement/`, made.token)).rawPayload);
    for (const expected of ['Bill of supply', invoice.number, 'ABCPE', 'GST not charged: supplier not registered', 'not registered for GST', 'INR 20,000', 'UTR000000003']) {
      assert.ok(text.includes(expected), `statement says ${expected}: ${text}`);
    }
    assert.ok(!text.includes('CGST') && !text.includes('IGST'));
  });

  it("lists the brand's invoices and serves their PDFs to its members only", async () => {
    const list = await call('GET', `brands/${setup.owner.brandId}/invoices/`, setup.owner.token);
    assert.equal(list.statusCode, 200, list.body);
    const body = list.json();
    assert.equal(body.count, 3);
    const byLine = new Map(body.results.map((row: { line_id: string }) => [row.line_id, row]));
    assert.deepEqual(byLine.get(intra.lineId), {
      line_id: intra.lineId, number: `IH/${fy().compactLabel}/000001`, date: (await invoiceOf(intra.lineId)).date, financial_year: fy().label,
      document: 'tax-invoice', creator_name: 'Invoice Creator 1', creator_gstin: buildGstin('29', 'ABCPE1234F'), campaign_id: setup.campaign.id,
      campaign_name: setup.campaign.name, currency: 'INR', taxable_value: '100000.00', gst_treatment: 'intra-state', gst_rate: 18, cgst: '9000.00', sgst: '9000.00',
      igst: '0.00', gst: '18000.00', total: '118000.00', place_of_supply: 'Karnataka', line_status: 'paid',
    });
    assert.equal((byLine.get(inter.lineId) as { igst: string }).igst, '9000.00');
    assert.equal((byLine.get(unregistered.lineId) as { gst: string }).gst, '0.00');
    const paged = (await call('GET', `brands/${setup.owner.brandId}/invoices/?page_size=2`, setup.owner.token)).json();
    assert.equal(paged.results.length, 2);
    assert.match(paged.next, /page=2/);

    const viewer = await teamMember(t, 'viewer@invoices.test', setup.owner.brandId, 'viewer');
    assert.equal((await call('GET', `brands/${setup.owner.brandId}/invoices/`, viewer)).statusCode, 200, 'viewers have payments.view');
    const pdf = await call('GET', `invoices/${inter.lineId}/pdf/`, viewer);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="invoice-IH-\d{4}-000002\.pdf"$/);
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Tax invoice', `IH/${fy().compactLabel}/000002`, 'Invoice Creator 2', 'IGST 18%', 'INR 50,000', 'Net paid', 'UTR000000002']) {
      assert.ok(text.includes(expected), `invoice says ${expected}: ${text}`);
    }

    // Another brand, the creator, and a line without an invoice: as unknown as a missing one.
    const other = await brandOwner(t, 'other@invoices.test', 'Other Brand');
    assert.equal((await call('GET', `brands/${setup.owner.brandId}/invoices/`, other.token)).statusCode, 404);
    assert.equal((await call('GET', `invoices/${inter.lineId}/pdf/`, other.token)).statusCode, 404);
    assert.equal((await call('GET', `invoices/${inter.lineId}/pdf/`, inter.creator.token)).statusCode, 404);
    assert.equal((await call('GET', `brands/${setup.owner.brandId}/invoices/`, inter.creator.token)).statusCode, 404);
    const waiting = await approvedLine(await creator(), 1_000);
    assert.equal((await call('GET', `invoices/${waiting}/pdf/`, setup.owner.token)).statusCode, 404, 'not paid out yet: no invoice');
    assert.equal((await call('GET', `invoices/${randomUUID()}/pdf/`, setup.owner.token)).statusCode, 404);
    assert.equal((await call('GET', `brands/${other.brandId}/invoices/`, other.token)).json().count, 0);
  });

  it("a brand's GSTIN: admins save it (checked), its next invoices name it and supply at its state; issued ones keep theirs", async () => {
    const path = `brands/${setup.owner.brandId}/tax-details/`;
    const nothing = await call('GET', path, setup.owner.token);
    assert.equal(nothing.statusCode, 200, nothing.body);
    assert.deepEqual([nothing.json().gstin, nothing.json().gst_state], [null, null]);

    const wrong = await call('PUT', path, setup.owner.token, { gstin: '07AAACA1234B1Z9' });
    assert.equal(wrong.statusCode, 400);
    assert.ok(wrong.json().errors.gstin[0].length > 0, wrong.body);
    const viewer = await teamMember(t, 'gst-viewer@invoices.test', setup.owner.brandId, 'viewer');
    const refused = await call('PUT', path, viewer, { gstin: buildGstin('07', 'AAACA1234B') });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().detail, 'Only team members who approve payments can change the GSTIN.');
    const stranger = await brandOwner(t, 'gst-stranger@invoices.test', 'Stranger Brand');
    assert.equal((await call('GET', path, stranger.token)).statusCode, 404);
    assert.equal((await call('PUT', path, stranger.token, { gstin: '' })).statusCode, 404);

    // Delhi (07), although the headquarters are in Karnataka: a registered recipient's place of supply is its
    // registered location (IGST Act s.12(2)(a)). Lower case and spaces are tidied.
    const brandGstin = buildGstin('07', 'AAACA1234B');
    const saved = await call('PUT', path, setup.owner.token, { gstin: ` ${brandGstin.toLowerCase()} ` });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual([saved.json().gstin, saved.json().gst_state], [brandGstin, { code: '07', name: 'Delhi' }]);
    assert.equal((await call('GET', path, viewer)).json().gstin, brandGstin, 'viewers read it');

    const issuedBefore = await invoiceOf(intra.lineId);
    const made = await creator('29');
    const lineId = await approvedLine(made, 1_18_000);
    await sending().sendDue();
    const invoice = await invoiceOf(lineId);
    assert.deepEqual(
      [invoice.recipient.gstin, invoice.recipient.registered, invoice.recipient.stateCode, invoice.placeOfSupply.code, invoice.treatment, invoice.igstPaise],
      [brandGstin, true, '07', '07', 'inter-state', 18_000_00],
    );
    assert.match(invoice.placeOfSupply.basis, /s\.12\(2\)\(a\)/);
    assert.ok(!invoice.missingFields.some((field) => field.id === 'recipientGstin'));
    const attempt = await processed(lineId, 'UTR000000009');
    const text = pdfText((await call('GET', `invoices/${lineId}/pdf/`, setup.owner.token)).rawPayload);
    for (const expected of [brandGstin, 'Delhi (07)', 'IGST 18%', 'INR 18,000', 'UTR000000009']) assert.ok(text.includes(expected), `invoice says ${expected}: ${text}`);
    assert.ok(attempt);
    assert.deepEqual(await invoiceOf(intra.lineId), issuedBefore, 'an issued invoice is kept as issued');

    const removed = await call('PUT', path, setup.owner.token, { gstin: null });
    assert.deepEqual([removed.statusCode, removed.json().gstin, removed.json().gst_state], [200, null, null]);
  });
});
