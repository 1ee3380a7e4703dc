import { bankDetailsSchema, maskAccountNumber, maskUpiId, upiDetailsSchema } from './payout-rules';
import { payoutMessages } from './payout.messages';

async function firstError(schema: typeof upiDetailsSchema | typeof bankDetailsSchema, values: object, field: string) {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const validBank = {
  account_number: '123456789012',
  account_holder_name: 'Asha Rao',
  bank_name: 'HDFC Bank',
  ifsc_code: 'HDFC0001234',
  account_type: 'savings',
};

describe('UPI id', () => {
  it.each([
    ['', payoutMessages.upiRequired],
    ['asha', payoutMessages.upiInvalid],
    ['asha@', payoutMessages.upiInvalid],
    ['@okhdfc', payoutMessages.upiInvalid],
    ['a@okhdfc', payoutMessages.upiInvalid],
    ['asha rao@okhdfc', payoutMessages.upiInvalid],
    ['asha@ok hdfc', payoutMessages.upiInvalid],
    ['asha@1bank', payoutMessages.upiInvalid],
    ['asha.rao@okhdfcbank', null],
    ['9876543210@ybl', null],
    ['  asha_r-1@paytm  ', null],
  ])('%j → %s', async (upi_id, message) => {
    expect(await firstError(upiDetailsSchema, { upi_id }, 'upi_id')).toBe(message);
  });
});

describe('bank details', () => {
  it.each([
    ['account_number', '', payoutMessages.accountNumberRequired],
    ['account_number', '12345678', payoutMessages.accountNumberInvalid],
    ['account_number', '1234567890123456789', payoutMessages.accountNumberInvalid],
    ['account_number', '12345678901a', payoutMessages.accountNumberInvalid],
    ['account_number', '1234 5678 9012', null],
    ['account_holder_name', '', payoutMessages.holderRequired],
    ['account_holder_name', 'A', payoutMessages.holderInvalid],
    ['account_holder_name', 'Asha 123', payoutMessages.holderInvalid],
    ['account_holder_name', "Asha D'Souza-Rao", null],
    ['bank_name', '', payoutMessages.bankNameRequired],
    ['bank_name', 'H', payoutMessages.bankNameInvalid],
    ['bank_name', 'x'.repeat(101), payoutMessages.bankNameInvalid],
    ['ifsc_code', '', payoutMessages.ifscRequired],
    ['ifsc_code', 'HDFC1001234', payoutMessages.ifscInvalid],
    ['ifsc_code', 'HDF00001234', payoutMessages.ifscInvalid],
    ['ifsc_code', 'HDFC000123', payoutMessages.ifscInvalid],
    ['ifsc_code', 'hdfc0001234', null],
    ['account_type', 'fixed_deposit', payoutMessages.accountTypeInvalid],
    ['account_type', 'current', null],
  ])('%s %j → %s', async (field, value, message) => {
    expect(await firstError(bankDetailsSchema, { ...validBank, [field]: value }, field)).toBe(message);
  });

  it('normalises what it accepts', () => {
    const cast = bankDetailsSchema.cast({ ...validBank, account_number: '1234-5678 9012', ifsc_code: ' hdfc0001234 ' });
    expect(cast.account_number).toBe('123456789012');
    expect(cast.ifsc_code).toBe('HDFC0001234');
  });
});

describe('masking', () => {
  it.each([
    ['asha.rao@okhdfc', 'as******@okhdfc'],
    ['ab@ybl', 'a****@ybl'],
    ['9876543210@ybl', '98********@ybl'],
  ])('UPI %s → %s', (input, masked) => expect(maskUpiId(input)).toBe(masked));

  it.each([
    ['123456789012', 'XXXXXXXX9012'],
    ['123456789', 'XXXXX6789'],
  ])('account %s → %s', (input, masked) => expect(maskAccountNumber(input)).toBe(masked));
});
