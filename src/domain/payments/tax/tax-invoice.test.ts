import fc from 'fast-check';
import { gstStateCodes } from './gst-state-codes.data';
import { splitGstInclusive } from './gst-inclusive';
import { outsideIndia, splitGst } from './gst.calculator';
import { buildGstin } from './gstin.rules';
import { gstStateOfName, isIndia, placeOfSupplyFor } from './place-of-supply';
import { buildTaxInvoice, type TaxInvoiceFacts } from './tax-invoice';

const rate = 1800;

describe('splitGstInclusive', () => {
  it('splits an agreed amount that includes GST: intra-state CGST + SGST, inter-state IGST', () => {
    expect(splitGstInclusive({ totalPaise: 1_18_000_00, supplierStateCode: '29', placeOfSupplyStateCode: '29', rateBp: rate })).toMatchObject({
      treatment: 'intra-state', taxablePaise: 1_00_000_00, cgstPaise: 9_000_00, sgstPaise: 9_000_00, igstPaise: 0, roundOffPaise: 0, invoiceTotalPaise: 1_18_000_00,
    });
    expect(splitGstInclusive({ totalPaise: 59_000_00, supplierStateCode: '27', placeOfSupplyStateCode: '29', rateBp: rate })).toMatchObject({
      treatment: 'inter-state', taxablePaise: 50_000_00, igstPaise: 9_000_00, roundOffPaise: 0,
    });
  });

  it('without GST the whole amount is the taxable value (not registered, export)', () => {
    expect(splitGstInclusive({ totalPaise: 20_000_00, supplierStateCode: null, placeOfSupplyStateCode: '29', rateBp: rate })).toMatchObject({
      treatment: 'not-registered', document: 'bill-of-supply', taxablePaise: 20_000_00, totalTaxPaise: 0, invoiceTotalPaise: 20_000_00,
    });
    expect(splitGstInclusive({ totalPaise: 20_000_00, supplierStateCode: '27', placeOfSupplyStateCode: outsideIndia, rateBp: rate })).toMatchObject({
      treatment: 'export-zero-rated', taxablePaise: 20_000_00, totalTaxPaise: 0,
    });
  });

  it('a total no taxable value reaches gets a round-off, so the invoice still totals the agreed amount', () => {
    // CGST and SGST are rounded separately, so some small totals cannot be reached exactly: find one.
    const needing = Array.from({ length: 500 }, (_, i) => i + 1).find(
      (total) => splitGstInclusive({ totalPaise: total, supplierStateCode: '29', placeOfSupplyStateCode: '29', rateBp: rate }).roundOffPaise > 0,
    );
    expect(needing).toBeDefined();
    const split = splitGstInclusive({ totalPaise: needing as number, supplierStateCode: '29', placeOfSupplyStateCode: '29', rateBp: rate });
    expect(split.taxablePaise + split.totalTaxPaise + split.roundOffPaise).toBe(needing);
  });

  it('always: taxable + tax + round-off = the agreed amount, the tax is splitGst of the taxable value, round-off at most 2 paise', () => {
    const state = fc.constantFrom(...gstStateCodes.map((s) => s.code));
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000_000_00 })), state, state, (totalPaise, supplier, place) => {
        const split = splitGstInclusive({ totalPaise, supplierStateCode: supplier, placeOfSupplyStateCode: place, rateBp: rate });
        expect(split.taxablePaise + split.totalTaxPaise + split.roundOffPaise).toBe(totalPaise);
        expect(split.roundOffPaise).toBeGreaterThanOrEqual(0);
        expect(split.roundOffPaise).toBeLessThanOrEqual(2);
        const again = splitGst({ taxablePaise: split.taxablePaise, supplierStateCode: supplier, placeOfSupplyStateCode: place, rateBp: rate });
        expect(again.totalTaxPaise).toBe(split.totalTaxPaise);
        // The largest such taxable value: one paisa more would overshoot.
        const more = splitGst({ taxablePaise: split.taxablePaise + 1, supplierStateCode: supplier, placeOfSupplyStateCode: place, rateBp: rate });
        expect(more.totalPaise).toBeGreaterThan(totalPaise);
      }),
    );
  });
});

describe('place of supply', () => {
  it('reads a state from its name, an older name or its code', () => {
    expect(gstStateOfName('Karnataka')?.code).toBe('29');
    expect(gstStateOfName('  tamil   NADU ')?.code).toBe('33');
    expect(gstStateOfName('Jammu & Kashmir')?.code).toBe('01');
    expect(gstStateOfName('New Delhi')?.code).toBe('07');
    expect(gstStateOfName('Orissa')?.code).toBe('21');
    expect(gstStateOfName('27')?.code).toBe('27');
    expect(gstStateOfName('Bavaria')).toBeNull();
    expect(gstStateOfName('')).toBeNull();
    expect(isIndia('')).toBe(true);
    expect(isIndia('india')).toBe(true);
    expect(isIndia('Germany')).toBe(false);
  });

  it("is the recipient's state on record, else the supplier's; outside India an export", () => {
    expect(placeOfSupplyFor({ state: 'Karnataka', country: 'India' }, '27')).toMatchObject({ code: '29', name: 'Karnataka' });
    expect(placeOfSupplyFor({ state: '', country: '' }, '27')).toMatchObject({ code: '27', name: 'Maharashtra' });
    expect(placeOfSupplyFor({ state: 'Bavaria', country: 'Germany' }, '27')).toMatchObject({ code: outsideIndia });
    expect(placeOfSupplyFor({ state: '', country: 'India' }, null)).toMatchObject({ code: null });
  });

  it("is a registered recipient's GSTIN state, whatever its address says (s.12(2)(a)); an invalid GSTIN is ignored", () => {
    expect(placeOfSupplyFor({ gstin: buildGstin('07', 'AAACA1234B'), state: 'Karnataka', country: 'India' }, '27')).toMatchObject({ code: '07', name: 'Delhi' });
    expect(placeOfSupplyFor({ gstin: '07AAACA1234B1Z0', state: 'Karnataka', country: 'India' }, '27')).toMatchObject({ code: '29' });
  });
});

describe('buildTaxInvoice', () => {
  const facts = (overrides: Partial<TaxInvoiceFacts> = {}): TaxInvoiceFacts => ({
    number: 'IH/2627/000001', series: 'IH', financialYear: '2026-27', serial: 1, issuedAt: new Date('2026-11-26T20:00:00Z'), currency: 'INR', grossPaise: 1_18_000_00,
    description: 'Dedicated video for the campaign "Monsoon"',
    supplier: { name: 'Ivy', address: 'Pune, India', gstin: buildGstin('27', 'ABCPE1234F'), gstStateCode: '27', panMasked: 'ABCPE••••F' },
    recipient: { name: 'Acme Pvt Ltd', address: '42 MG Road, Bengaluru', state: 'Karnataka', country: 'India', gstin: null },
    ...overrides,
  });

  it('a registered creator: a tax invoice dated in India, IGST to another state, the Rule 46 fields on record', () => {
    const invoice = buildTaxInvoice(facts());
    expect(invoice).toMatchObject({
      date: '2026-11-27', document: 'tax-invoice', treatment: 'inter-state', taxablePaise: 1_00_000_00, igstPaise: 18_000_00, totalPaise: 1_18_000_00,
      supplier: { stateCode: '27', stateName: 'Maharashtra', registered: true }, recipient: { stateCode: '29', gstin: null, registered: false },
      placeOfSupply: { code: '29' }, sac: '998361', reverseCharge: false, requiresCaReview: true,
    });
    // Only the signature is missing: the platform's invoice is electronic and unsigned.
    expect(invoice.missingFields.map((field) => field.id)).toEqual(['signature']);
  });

  it('an unregistered creator: a bill of supply without GST, whatever the GSTIN state says', () => {
    const invoice = buildTaxInvoice(facts({ supplier: { name: 'Kiran', address: '', gstin: null, gstStateCode: null, panMasked: null } }));
    expect(invoice).toMatchObject({ document: 'bill-of-supply', treatment: 'not-registered', taxablePaise: 1_18_000_00, totalTaxPaise: 0, supplier: { gstin: null, registered: false } });
    expect(invoice.missingFields.map((field) => field.id)).toEqual(['supplierAddress', 'signature']);
  });
});
