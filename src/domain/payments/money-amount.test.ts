import fc from 'fast-check';
import { amountMessages, maxAmountMinor, minorToDecimal, parseAmountToMinor } from './money-amount';

describe('parseAmountToMinor', () => {
  it.each([
    ['25000', 2_500_000],
    ['25,000.5', 2_500_050],
    [' 1 00 000 ', 10_000_000],
    ['0.29', 29],
    ['007.10', 710],
    [250, 25_000],
  ])('reads %p as %p minor units', (input, minor) => {
    expect(parseAmountToMinor(input)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', amountMessages.required],
    [null, amountMessages.required],
    ['abc', amountMessages.invalid],
    ['10.555', amountMessages.invalid],
    ['1e5', amountMessages.invalid],
    ['-5', amountMessages.positive],
    ['0', amountMessages.positive],
    ['0.00', amountMessages.positive],
    ['1000000000000', amountMessages.tooLarge],
    [String(maxAmountMinor / 100 + 1), amountMessages.tooLarge],
  ])('refuses %p with %p', (input, message) => {
    expect(parseAmountToMinor(input)).toEqual({ ok: false, message });
  });

  it('round-trips every amount through its decimal string without floating point error', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxAmountMinor }), (minor) => {
        expect(parseAmountToMinor(minorToDecimal(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('minorToDecimal', () => {
  it('writes two decimals, with a sign for negative amounts', () => {
    expect(minorToDecimal(2_500_050)).toBe('25000.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });
});
