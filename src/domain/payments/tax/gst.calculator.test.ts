import { defaultSac, gstRateRules } from './gst-rules.data';
import { findGstRate, gstRateFor, outsideIndia, splitGst } from './gst.calculator';

const rate = gstRateFor(defaultSac, new Date('2026-11-26T00:00:00Z')).rateBp;

describe('GST rate data', () => {
  it('SAC 998361 is 18% from the first covered day, open-ended, marked for CA review', () => {
    expect(rate).toBe(1800);
    expect(gstRateFor('998361', '2024-04-01').id).toBe('gst-998361-2024-04-01');
    expect(findGstRate('998361', '2024-03-31')).toBeNull();
    expect(findGstRate('998319', '2026-01-01')).toBeNull();
    expect(() => gstRateFor('998319', '2026-01-01')).toThrow(RangeError);
    expect(gstRateRules.every((rule) => rule.requiresCaReview && /integrations\.md §4\.1/.test(rule.source))).toBe(true);
  });
});

describe('splitGst', () => {
  it('intra-state: CGST and SGST at half the rate each', () => {
    expect(splitGst({ taxablePaise: 1_00_000_00, supplierStateCode: '27', placeOfSupplyStateCode: '27', rateBp: rate })).toEqual({
      treatment: 'intra-state',
      document: 'tax-invoice',
      rateBp: 1800,
      taxablePaise: 1_00_000_00,
      cgstPaise: 9_000_00,
      sgstPaise: 9_000_00,
      igstPaise: 0,
      totalTaxPaise: 18_000_00,
      totalPaise: 1_18_000_00,
      basis: 'Intra-state supply within Maharashtra: CGST 9% ₹9,000 + SGST 9% ₹9,000 on ₹1,00,000.',
    });
  });

  it('intra-state rounds each head to the paisa, halves up, and the heads add up to the tax', () => {
    // 9% of ₹0.17 = 1.53 paise → 2 each.
    const small = splitGst({ taxablePaise: 17, supplierStateCode: '29', placeOfSupplyStateCode: '29', rateBp: rate });
    expect(small).toMatchObject({ cgstPaise: 2, sgstPaise: 2, totalTaxPaise: 4 });
    // 9% of 50 paise = 4.5 → 5.
    expect(splitGst({ taxablePaise: 50, supplierStateCode: '29', placeOfSupplyStateCode: '29', rateBp: rate }).cgstPaise).toBe(5);
  });

  it('inter-state: IGST at the full rate, place of supply named', () => {
    const split = splitGst({ taxablePaise: 12_345_67, supplierStateCode: '27', placeOfSupplyStateCode: '29', rateBp: rate });
    expect(split).toMatchObject({ treatment: 'inter-state', cgstPaise: 0, sgstPaise: 0, igstPaise: 2_22_222, totalTaxPaise: 2_22_222 });
    expect(split.basis).toBe('Inter-state supply from Maharashtra to Karnataka (29): IGST 18% ₹2,222.22 on ₹12,345.67.');
  });

  it('recipient outside India: zero-rated export, no tax', () => {
    expect(splitGst({ taxablePaise: 5_000_00, supplierStateCode: '07', placeOfSupplyStateCode: outsideIndia, rateBp: rate })).toMatchObject({
      treatment: 'export-zero-rated',
      document: 'tax-invoice',
      rateBp: 0,
      totalTaxPaise: 0,
      totalPaise: 5_000_00,
    });
  });

  it('supplier not registered: no GST, bill of supply', () => {
    const split = splitGst({ taxablePaise: 5_000_00, supplierStateCode: null, placeOfSupplyStateCode: '27', rateBp: rate });
    expect(split).toMatchObject({ treatment: 'not-registered', document: 'bill-of-supply', totalTaxPaise: 0, totalPaise: 5_000_00 });
    expect(split.basis).toMatch(/not registered/);
  });

  it('refuses unknown states, fractional paise and impossible rates', () => {
    const base = { taxablePaise: 100, supplierStateCode: '27', placeOfSupplyStateCode: '27', rateBp: rate };
    expect(() => splitGst({ ...base, supplierStateCode: '99' })).toThrow(RangeError);
    expect(() => splitGst({ ...base, placeOfSupplyStateCode: '96' })).toThrow(RangeError);
    expect(() => splitGst({ ...base, taxablePaise: 1.5 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, rateBp: -1 })).toThrow(RangeError);
    expect(() => splitGst({ ...base, rateBp: 10_001 })).toThrow(RangeError);
  });

  it('stays exact beyond 2^53 / rate (BigInt products)', () => {
    const taxablePaise = Number.MAX_SAFE_INTEGER - 1; // even
    const split = splitGst({ taxablePaise, supplierStateCode: '27', placeOfSupplyStateCode: '07', rateBp: 1800 });
    expect(BigInt(split.igstPaise)).toBe((BigInt(taxablePaise) * 1800n * 2n + 10_000n) / 20_000n);
  });
});
