import { amountMessages } from '../payments/money-amount';
import { checkRateAmount, rateLimits, repeatedPlacementIndex } from './rates.rules';
import { validateRates } from './rates.schema';
import { rateMessages as m } from './rates.texts';

const rate = (placement_type: string, amount: string, currency = 'INR') => ({ placement_type, amount, currency });

describe('a rate amount', () => {
  it.each([
    ['25000', 2500000],
    ['25,000.50', 2500050],
    [' 1,00,00,000 ', rateLimits.maxAmountMinor],
    ['0.01', 1],
  ])('%s is %d minor units', (typed, minor) => {
    expect(checkRateAmount(typed)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', amountMessages.required],
    ['0', amountMessages.positive],
    ['-5', amountMessages.positive],
    ['12.345', amountMessages.invalid],
    ['1e5', amountMessages.invalid],
    ['10000000.01', m.amountTooLarge],
  ])('%j is refused: %s', (typed, message) => {
    expect(checkRateAmount(typed)).toEqual({ ok: false, message });
  });

  it('something that is not text is refused as missing', () => {
    expect(checkRateAmount(undefined)).toEqual({ ok: false, message: amountMessages.required });
  });
});

describe('rates and availability', () => {
  it('valid: amounts become the API decimal strings', () => {
    expect(validateRates({ availability: 'limited', rates: [rate('yt_dedicated_video', '40,000'), rate('ig_branded_reel', '900.5', 'USD')] })).toEqual({
      ok: true,
      value: {
        availability: 'limited',
        rates: [rate('yt_dedicated_video', '40000.00'), rate('ig_branded_reel', '900.50', 'USD')],
      },
    });
    expect(validateRates({ availability: 'unavailable', rates: [] })).toEqual({ ok: true, value: { availability: 'unavailable', rates: [] } });
  });

  it('reports every problem under its own field, the repeated type on the later row', () => {
    const result = validateRates({
      availability: 'sometimes',
      rates: [rate('yt_dedicated_video', '100'), rate('tiktok_dance', '0'), rate('yt_dedicated_video', '5', 'GBP')],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        availability: [m.availabilityUnknown],
        'rates.1.placement_type': [m.placementTypeUnknown],
        'rates.1.amount': [amountMessages.positive],
        'rates.2.currency': [m.currencyUnknown],
        'rates.2.placement_type': [m.placementTypeRepeated('Dedicated video')],
      },
    });
  });

  it('at most one rate per placement type', () => {
    expect(repeatedPlacementIndex([rate('yt_channel_page', '1'), rate('ig_channel_page', '1'), rate('yt_channel_page', '2')])).toBe(2);
    expect(repeatedPlacementIndex([rate('', '1'), rate('', '1')])).toBe(-1);
    const eleven = Array.from({ length: rateLimits.maxRates + 1 }, () => rate('yt_channel_page', '1'));
    const result = validateRates({ availability: 'available', rates: eleven });
    expect(result.ok ? [] : result.errors.rates).toEqual([m.tooManyRates(rateLimits.maxRates)]);
  });
});
