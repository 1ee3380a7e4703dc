// @postgres: also run on the PostgreSQL server in CI (docs/testing.md): several default changes at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { paymentMethodMessages as m } from '../../src/domain/payments/payment-method.texts';
import { signUpAndGetToken } from './helpers/auth.helpers';
import { apiCall, brandOwner, teamMember } from './helpers/campaign.helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A brand's payment methods (docs/payments-page.md "Payment methods"): per-type rules with their messages, secrets
 * sealed and never answered, who may list and change them, and the one default per brand.
 */
let t: TestApp;
let call: ReturnType<typeof apiCall>;
let owner: Awaited<ReturnType<typeof brandOwner>>;
let other: Awaited<ReturnType<typeof brandOwner>>;
let viewer: string;
let influencer: string;

const accountNumber = '50200098765432';
const upiId = 'acme.finance@okhdfcbank';
const bank = { account_holder_name: 'Acme Demo Co.', account_number: accountNumber, bank_name: 'HDFC Bank', ifsc_code: 'hdfc0001234', swift_code: 'hdfcinbbxxx' };

interface Method { id: string; type: string; summary: string; is_default: boolean; details: Record<string, string>; created_at: string }
interface MethodList { results: Method[]; can_manage: boolean }

const path = (brandId: string, methodId?: string) => `brands/${brandId}/payment-methods/${methodId ? `${methodId}/` : ''}`;
/** Every answer of this file, so one check can say the secrets never left the server. */
const answers: string[] = [];
async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, payload?: unknown) {
  const response = await call(method, url, token, payload);
  answers.push(response.body);
  return response;
}
const list = async (token = owner.token, brandId = owner.brandId) => {
  const response = await send('GET', path(brandId), token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as MethodList;
};
async function add(payload: unknown, token = owner.token) {
  const response = await send('POST', path(owner.brandId), token, payload);
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Method;
}
const errorsOf = async (payload: unknown) => {
  const response = await send('POST', path(owner.brandId), owner.token, payload);
  assert.equal(response.statusCode, 400, response.body);
  return (response.json() as { errors: Record<string, string[]> }).errors;
};
const defaults = async () => (await list()).results.filter((method) => method.is_default).map((method) => method.summary);

before(async () => {
  t = await createTestApp();
  call = apiCall(t);
  owner = await brandOwner(t, 'methods-owner@example.test');
  other = await brandOwner(t, 'methods-other@example.test', 'Other Brand');
  viewer = await teamMember(t, 'methods-viewer@example.test', owner.brandId, 'viewer');
  influencer = await signUpAndGetToken(t.app, { email: 'methods-ivy@example.test', password: 'Secret!234', name: 'Ivy Rao', persona: 'influencer' });
});
after(() => t.close());

describe('brand payment methods: rules per type', () => {
  it('starts empty, and tells an admin they may manage', async () => {
    assert.deepEqual(await list(), { results: [], can_manage: true });
  });

  it('asks for a type it knows', async () => {
    assert.deepEqual(await errorsOf({ details: {} }), { type: [m.typeInvalid] });
    assert.deepEqual(await errorsOf({ type: 'card', details: {} }), { type: [m.typeInvalid] });
  });

  it('bank: needs account number, holder, bank name and IFSC, each with its message', async () => {
    assert.deepEqual(await errorsOf({ type: 'bank', details: {} }), {
      'details.account_number': [m.accountNumberRequired],
      'details.account_holder_name': [m.holderRequired],
      'details.bank_name': [m.bankNameRequired],
      'details.ifsc_code': [m.ifscRequired],
    });
    assert.deepEqual(await errorsOf({ type: 'bank' }), {
      'details.account_number': [m.accountNumberRequired],
      'details.account_holder_name': [m.holderRequired],
      'details.bank_name': [m.bankNameRequired],
      'details.ifsc_code': [m.ifscRequired],
    });
  });

  it('bank: checks the account number (9-18 digits), IFSC and SWIFT (8 or 11) formats, without echoing them', async () => {
    const response = await send('POST', path(owner.brandId), owner.token, {
      type: 'bank', details: { ...bank, account_number: '12345678', ifsc_code: 'HDFC1001234', swift_code: 'HDFCIN' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, {
      'details.account_number': [m.accountNumberInvalid],
      'details.ifsc_code': [m.ifscInvalid],
      'details.swift_code': [m.swiftInvalid],
    });
    assert.ok(!response.body.includes('12345678') && !response.body.includes('HDFC1001234'));
    assert.deepEqual(await errorsOf({ type: 'bank', details: { ...bank, account_number: '1234567890123456789' } }), { 'details.account_number': [m.accountNumberInvalid] });
  });

  it('upi, paypal and stripe: need their main id, in its format', async () => {
    assert.deepEqual(await errorsOf({ type: 'upi', details: {} }), { 'details.upi_id': [m.upiRequired] });
    assert.deepEqual(await errorsOf({ type: 'upi', details: { upi_id: 'acme-at-okhdfc', upi_provider: 'x'.repeat(51) } }), {
      'details.upi_id': [m.upiInvalid], 'details.upi_provider': [m.upiProviderInvalid],
    });
    assert.deepEqual(await errorsOf({ type: 'paypal', details: {} }), { 'details.paypal_email': [m.paypalEmailRequired] });
    assert.deepEqual(await errorsOf({ type: 'paypal', details: { paypal_email: 'finance@' } }), { 'details.paypal_email': [m.paypalEmailInvalid] });
    assert.deepEqual(await errorsOf({ type: 'stripe', details: { stripe_account_id: ' ' } }), { 'details.stripe_account_id': [m.stripeAccountRequired] });
    assert.deepEqual(await errorsOf({ type: 'stripe', details: { stripe_account_id: 'acct-1Nv0FGQ9RKHgCVdK' } }), { 'details.stripe_account_id': [m.stripeAccountInvalid] });
  });

  it("refuses another type's fields instead of dropping them", async () => {
    assert.deepEqual(await errorsOf({ type: 'paypal', details: { paypal_email: 'finance@acme.test', upi_id: upiId } }), { 'details.upi_id': ['Unknown field.'] });
    assert.deepEqual((await list()).results, [], 'nothing was added by a refused call');
  });
});

describe('brand payment methods: secrets and defaults', () => {
  let bankMethod: Method;
  let upiMethod: Method;
  let paypalMethod: Method;
  let stripeMethod: Method;

  it('adds a bank account masked, as the default because it is the first', async () => {
    bankMethod = await add({ type: 'bank', details: { ...bank, account_number: '5020 0098 7654 32' } });
    assert.equal(bankMethod.type, 'bank');
    assert.equal(bankMethod.is_default, true);
    assert.equal(bankMethod.summary, 'HDFC Bank ••••5432');
    assert.deepEqual(bankMethod.details, {
      account_holder_name: 'Acme Demo Co.', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234', swift_code: 'HDFCINBBXXX', account_number_last4: '5432',
    });
  });

  it('adds UPI, PayPal and Stripe; the first stays the default; the list shows the default first, then the newest', async () => {
    upiMethod = await add({ type: 'upi', details: { upi_id: upiId, upi_provider: 'Google Pay' } });
    assert.equal(upiMethod.summary, 'UPI ac**********@okhdfcbank');
    assert.deepEqual(upiMethod.details, { upi_id_masked: 'ac**********@okhdfcbank', upi_provider: 'Google Pay' });
    paypalMethod = await add({ type: 'paypal', details: { paypal_email: ' Finance@Acme.test ' } });
    assert.equal(paypalMethod.summary, 'PayPal finance@acme.test');
    stripeMethod = await add({ type: 'stripe', details: { stripe_account_id: 'acct_1Nv0FGQ9RKHgCVdK' } });
    assert.deepEqual(stripeMethod.details, { stripe_account_id: 'acct_1Nv0FGQ9RKHgCVdK' });
    const { results } = await list();
    assert.deepEqual(results.map((method) => [method.type, method.is_default]), [['bank', true], ['stripe', false], ['paypal', false], ['upi', false]]);
  });

  it('keeps the account number and UPI id sealed in the database, bound to their row', async () => {
    const rows = await t.database.db.execute(sql`select * from brand_payment_methods`);
    const dump = JSON.stringify(rows);
    assert.ok(dump.includes('HDFC Bank ••••5432'));
    for (const secret of [accountNumber, '5020 0098', 'acme.finance']) assert.ok(!dump.includes(secret), secret);
    // Only the server's own refund path opens them (never an API answer).
    const refundTo = await t.app.context.services.brandPaymentMethods.defaultForRefunds(owner.brandId);
    assert.equal(refundTo?.details.account_number, accountNumber);
    await t.database.db.execute(sql`update brand_payment_methods set sealed_details = (select sealed_details from brand_payment_methods where id = ${bankMethod.id}) where id = ${upiMethod.id}`);
    await send('PATCH', path(owner.brandId, upiMethod.id), owner.token, { is_default: true });
    await assert.rejects(t.app.context.services.brandPaymentMethods.defaultForRefunds(owner.brandId), /altered or belongs to another/);
    await send('PATCH', path(owner.brandId, bankMethod.id), owner.token, { is_default: true });
  });

  it('makes another method the default; there is always exactly one', async () => {
    const response = await send('PATCH', path(owner.brandId, paypalMethod.id), owner.token, { is_default: true });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().is_default, true);
    assert.deepEqual(await defaults(), ['PayPal finance@acme.test']);
    // Again: nothing changes.
    assert.equal((await send('PATCH', path(owner.brandId, paypalMethod.id), owner.token, { is_default: true })).statusCode, 200);
    assert.deepEqual(await defaults(), ['PayPal finance@acme.test']);
  });

  it('refuses to unset the default without naming another', async () => {
    const response = await send('PATCH', path(owner.brandId, paypalMethod.id), owner.token, { is_default: false });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { is_default: [m.defaultCannotBeUnset] });
    assert.deepEqual(await defaults(), ['PayPal finance@acme.test']);
  });

  it('several default changes at once leave exactly one default', async () => {
    const answersAtOnce = await Promise.all([bankMethod, upiMethod, stripeMethod, paypalMethod, bankMethod].map((method) =>
      send('PATCH', path(owner.brandId, method.id), owner.token, { is_default: true })));
    assert.deepEqual(answersAtOnce.map((response) => response.statusCode), [200, 200, 200, 200, 200]);
    assert.equal((await defaults()).length, 1);
    await send('PATCH', path(owner.brandId, paypalMethod.id), owner.token, { is_default: true });
  });

  it('removing the default makes the newest remaining method the default, in the same change', async () => {
    const response = await send('DELETE', path(owner.brandId, paypalMethod.id), owner.token);
    assert.equal(response.statusCode, 204, response.body);
    assert.deepEqual(await defaults(), ['Stripe acct_1Nv0FGQ9RKHgCVdK']);
    // Removing one that is not the default leaves the default alone.
    assert.equal((await send('DELETE', path(owner.brandId, upiMethod.id), owner.token)).statusCode, 204);
    assert.deepEqual(await defaults(), ['Stripe acct_1Nv0FGQ9RKHgCVdK']);
    assert.equal((await send('DELETE', path(owner.brandId, upiMethod.id), owner.token)).statusCode, 404, 'gone');
    assert.equal((await send('DELETE', path(owner.brandId, stripeMethod.id), owner.token)).statusCode, 204);
    assert.deepEqual(await defaults(), ['HDFC Bank ••••5432']);
    assert.equal((await send('DELETE', path(owner.brandId, bankMethod.id), owner.token)).statusCode, 204);
    assert.deepEqual((await list()).results, []);
    // A new first method is the default again.
    bankMethod = await add({ type: 'bank', details: bank });
    assert.equal(bankMethod.is_default, true);
  });

  it('never answers a full account number or UPI id', () => {
    assert.ok(answers.length > 20);
    for (const body of answers) {
      for (const secret of [accountNumber, '5020 0098 7654 32', upiId]) assert.ok(!body.includes(secret), `${secret} in ${body}`);
    }
  });
});

describe('brand payment methods: who may see and change them', () => {
  it('a viewer may list (told they cannot manage) but not add, change or remove: 403 with why', async () => {
    const seen = await list(viewer);
    assert.equal(seen.can_manage, false);
    const [method] = seen.results;
    assert.ok(method);
    for (const response of [
      await send('POST', path(owner.brandId), viewer, { type: 'upi', details: { upi_id: upiId } }),
      await send('PATCH', path(owner.brandId, method.id), viewer, { is_default: true }),
      await send('DELETE', path(owner.brandId, method.id), viewer),
    ]) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().detail, m.changeNotPermitted);
    }
    assert.equal((await list()).results.length, 1);
  });

  it('anyone outside the brand gets 404 (not even that it exists); no token gets 401', async () => {
    const [method] = (await list()).results;
    assert.ok(method);
    for (const token of [other.token, influencer]) {
      for (const [verb, url, payload] of [
        ['GET', path(owner.brandId), undefined], ['POST', path(owner.brandId), { type: 'upi', details: { upi_id: upiId } }],
        ['PATCH', path(owner.brandId, method.id), { is_default: true }], ['DELETE', path(owner.brandId, method.id), undefined],
      ] as const) {
        assert.equal((await send(verb, url, token, payload)).statusCode, 404, `${verb} ${url}`);
      }
    }
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/${path(owner.brandId)}` })).statusCode, 401);
    // Another brand's method through one's own brand: not found either.
    assert.equal((await send('PATCH', path(other.brandId, method.id), other.token, { is_default: true })).statusCode, 404);
    assert.equal((await send('DELETE', path(other.brandId, method.id), other.token)).statusCode, 404);
    assert.equal((await list()).results.length, 1);
    assert.deepEqual(await list(other.token, other.brandId), { results: [], can_manage: true });
  });
});
