import { paymentMethodSchemaFor } from './payment-method.rules';
import { paymentMethodMessages as m } from './payment-method.texts';

function problems(body: object): Record<string, string[]> {
  try {
    paymentMethodSchemaFor((body as { type?: unknown }).type).validateSync(body, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string[]> = {};
    for (const inner of (error as { inner: Array<{ path: string; message: string }> }).inner) (result[inner.path] ??= []).push(inner.message);
    return result;
  }
}

const bank = { account_holder_name: 'Acme Demo Co.', account_number: '50200012345678', bank_name: 'HDFC Bank', ifsc_code: 'HDFC0001234' };

describe('payment method rules (SPEC §3)', () => {
  it('knows four types', () => {
    expect(problems({ type: 'card', details: {} })).toEqual({ type: [m.typeInvalid] });
    expect(problems({ details: {} })).toEqual({ type: [m.typeInvalid] });
  });

  it('bank needs account number, holder, bank name and IFSC; SWIFT is optional, 8 or 11', () => {
    expect(problems({ type: 'bank', details: {} })).toEqual({
      'details.account_number': [m.accountNumberRequired],
      'details.account_holder_name': [m.holderRequired],
      'details.bank_name': [m.bankNameRequired],
      'details.ifsc_code': [m.ifscRequired],
    });
    expect(problems({ type: 'bank', details: bank })).toEqual({});
    expect(problems({ type: 'bank', details: { ...bank, swift_code: '' } })).toEqual({});
    for (const swift of ['hdfcinbb', 'HDFCINBBXXX']) expect(problems({ type: 'bank', details: { ...bank, swift_code: swift } })).toEqual({});
    for (const swift of ['HDFCIN', 'HDFCINBBX', 'HDFC1NBB', 'HDFCINBBXXXX']) {
      expect(problems({ type: 'bank', details: { ...bank, swift_code: swift } })).toEqual({ 'details.swift_code': [m.swiftInvalid] });
    }
    expect(problems({ type: 'bank', details: { ...bank, ifsc_code: 'HDFC1001234', account_number: '12345678' } })).toEqual({
      'details.ifsc_code': [m.ifscInvalid], 'details.account_number': [m.accountNumberInvalid],
    });
  });

  it('upi, paypal and stripe need their main id in its format', () => {
    expect(problems({ type: 'upi', details: {} })).toEqual({ 'details.upi_id': [m.upiRequired] });
    expect(problems({ type: 'upi', details: { upi_id: 'acme@okhdfcbank', upi_provider: '' } })).toEqual({});
    expect(problems({ type: 'upi', details: { upi_id: 'acme' } })).toEqual({ 'details.upi_id': [m.upiInvalid] });
    expect(problems({ type: 'paypal', details: {} })).toEqual({ 'details.paypal_email': [m.paypalEmailRequired] });
    expect(problems({ type: 'paypal', details: { paypal_email: 'pay@acme' } })).toEqual({ 'details.paypal_email': [m.paypalEmailInvalid] });
    expect(problems({ type: 'paypal', details: { paypal_email: ' Pay@Acme.test ' } })).toEqual({});
    expect(problems({ type: 'stripe', details: { stripe_account_id: '' } })).toEqual({ 'details.stripe_account_id': [m.stripeAccountRequired] });
    expect(problems({ type: 'stripe', details: { stripe_account_id: 'acc_123456789' } })).toEqual({ 'details.stripe_account_id': [m.stripeAccountInvalid] });
    expect(problems({ type: 'stripe', details: { stripe_account_id: 'acct_1Nv0FGQ9RKHgCVdK' } })).toEqual({});
  });
});
