import { isOptionalPhone, isPhoneWithCountryCode } from './phone.rules';

describe('the one phone rule (SPEC §5 international format with a country code)', () => {
  it.each(['+91 98765 43210', '+44 20 7946 0958', '+1 (415) 555-0100', '+919876543210'])('accepts %j', (phone) => {
    expect(isPhoneWithCountryCode(phone)).toBe(true);
  });

  it.each(['98765 43210', '9876543210', '+91 98', '12ab', '+1 (415) 555 - 0100 00', '+0 98765 43210'])('refuses %j', (phone) => {
    expect(isPhoneWithCountryCode(phone)).toBe(false);
  });

  it('lets an optional field stay empty', () => {
    expect(isOptionalPhone('')).toBe(true);
    expect(isOptionalPhone('   ')).toBe(true);
    expect(isOptionalPhone('98765 43210')).toBe(false);
  });
});
