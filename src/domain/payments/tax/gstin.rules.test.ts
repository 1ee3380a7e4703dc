import { gstStateCodes, gstStateOfCode, isGstStateCode } from './gst-state-codes.data';
import {
  buildGstin,
  gstinCheckCharacter,
  gstinMessages,
  isValidGstin,
  panOfGstin,
  stateOfGstin,
  validateGstin,
} from './gstin.rules';

// Valid GSTINs computed with the GSTN check algorithm (27AAPFU0939F1ZV is the example the GST portal's docs use).
const valid = ['27AAPFU0939F1ZV', '29ABCPE1234F1Z7', '07AAACR5055K1Z9', '33AAACH7409R1Z8', '24ABCPE1234F2ZG', '97AAAAA0000A1ZV', '36AABCT1332L1ZF'];

describe('gstinCheckCharacter', () => {
  it.each(valid)('%s: the check character of its first 14', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('refuses anything but 14 characters of 0-9 A-Z', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27AAPFU0939F1-')).toThrow(RangeError);
  });
});

describe('validateGstin', () => {
  it.each(valid)('accepts %s', (gstin) => {
    expect(validateGstin(gstin)).toEqual({ ok: true, value: gstin });
  });

  it('trims and upper-cases', () => {
    expect(validateGstin(' 27aapfu0939f1zv ')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' });
    expect(isValidGstin('27aapfu0939f1zv')).toBe(true);
  });

  it.each([
    [undefined, gstinMessages.required],
    ['', gstinMessages.required],
    ['  ', gstinMessages.required],
    ['27AAPFU0939F1Z', gstinMessages.invalid],
    ['27AAPFU0939F1ZVX', gstinMessages.invalid],
    ['2AAAPFU0939F1ZV', gstinMessages.invalid],
    ['27AAPFU0939F0ZV', gstinMessages.invalid], // entity number 0
    ['27AAPFU0939F1YV', gstinMessages.invalid], // 14th not Z
    ['27AAPDU0939F1ZV', gstinMessages.invalid], // PAN holder type D
    ['27AAPFU0939F1Z-', gstinMessages.invalid],
    ['00AAPFU0939F1ZV', gstinMessages.stateUnknown],
    ['39AAPFU0939F1ZV', gstinMessages.stateUnknown],
    ['99AAPFU0939F1ZV', gstinMessages.stateUnknown],
    ['27AAPFU0939F1ZA', gstinMessages.checksumMismatch],
    ['27AAPFU0939F2ZV', gstinMessages.checksumMismatch], // another entity number, same check
    ['29AAPFU0939F1ZV', gstinMessages.checksumMismatch], // state changed, check not
  ])('%j → %s', (input, message) => {
    expect(validateGstin(input)).toEqual({ ok: false, message });
  });

  it('an unknown state code is reported before the checksum, even with a correct check character', () => {
    expect(validateGstin(buildGstin('40', 'AAPFU0939F'))).toEqual({ ok: false, message: gstinMessages.stateUnknown });
  });

  it('checks the PAN inside when asked', () => {
    expect(validateGstin('29ABCPE1234F1Z7', { pan: 'abcpe1234f' }).ok).toBe(true);
    expect(validateGstin('29ABCPE1234F1Z7', { pan: 'ABCPE1234G' })).toEqual({ ok: false, message: gstinMessages.panMismatch });
  });
});

describe('stateOfGstin and panOfGstin', () => {
  it('read the state and PAN of a valid GSTIN', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(stateOfGstin('97AAAAA0000A1ZV')).toEqual({ code: '97', name: 'Other Territory' });
    expect(panOfGstin('29ABCPE1234F1Z7')).toBe('ABCPE1234F');
  });

  it('return null for an invalid GSTIN', () => {
    expect(stateOfGstin('27AAPFU0939F1ZA')).toBeNull();
    expect(panOfGstin('nonsense')).toBeNull();
  });

  it('buildGstin makes GSTINs that validate in every state', () => {
    for (const { code } of gstStateCodes) {
      const gstin = buildGstin(code, 'ABCPE1234F', 'A');
      expect(validateGstin(gstin)).toEqual({ ok: true, value: gstin });
      expect(stateOfGstin(gstin)?.code).toBe(code);
    }
  });
});

describe('GST state codes', () => {
  it('list 01 to 38 and 97, once each', () => {
    const codes = gstStateCodes.map((state) => state.code);
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97'];
    expect(codes).toEqual(expected);
  });

  it('look up by code', () => {
    expect(gstStateOfCode('07')).toEqual({ code: '07', name: 'Delhi' });
    expect(gstStateOfCode('38')).toEqual({ code: '38', name: 'Ladakh' });
    expect(gstStateOfCode('7')).toBeNull();
    expect(gstStateOfCode('99')).toBeNull();
    expect(isGstStateCode('26')).toBe(true);
    expect(isGstStateCode('96')).toBe(false);
  });
});
