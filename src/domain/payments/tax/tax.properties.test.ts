import fc from 'fast-check';
import { financialYearOf, isInFinancialYear } from './financial-year';
import { gstStateCodes } from './gst-state-codes.data';
import { buildGstin, validateGstin } from './gstin.rules';
import { outsideIndia, splitGst } from './gst.calculator';
import { formatInvoiceNumber, invoiceNumberMaxLength, parseInvoiceNumber } from './invoice-number';
import { validatePan } from './pan.rules';
import { payeeEntities, tdsFamilies } from './tax-rules.data';
import { computeTds } from './tds.calculator';

/** Whole paise up to ₹1,000 crore, and now and then the very small amounts where rounding bites. */
const paise = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10_000_000_000_00 }));
const stateCode = fc.constantFrom(...gstStateCodes.map((state) => state.code));
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const pan = fc
  .tuple(fc.array(letter, { minLength: 3, maxLength: 3 }), fc.constantFrom(...'PCHFATBLJG'), letter, fc.array(digit, { minLength: 4, maxLength: 4 }), letter)
  .map(([first, holder, fifth, digits, last]) => `${first.join('')}${holder}${fifth}${digits.join('')}${last}`);
/** Instants from the first day the TDS rows cover (1 Apr 2024 IST) to 2031. */
const coveredInstant = fc.date({ min: new Date('2024-03-31T18:30:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true });

describe('GST split properties', () => {
  it('the heads add up to the tax, CGST and SGST differ by at most a paisa, and the tax is the exact tax within a paisa', () => {
    fc.assert(
      fc.property(paise, stateCode, fc.oneof(stateCode, fc.constant(outsideIndia)), fc.constantFrom(0, 500, 1200, 1800, 2800), fc.boolean(),
        (taxablePaise, supplier, placeOfSupply, rateBp, registered) => {
          const split = splitGst({ taxablePaise, supplierStateCode: registered ? supplier : null, placeOfSupplyStateCode: placeOfSupply, rateBp });
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.totalTaxPaise);
          expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
          expect(split.totalPaise).toBe(taxablePaise + split.totalTaxPaise);
          for (const part of [split.cgstPaise, split.sgstPaise, split.igstPaise]) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
          const exact = BigInt(taxablePaise) * BigInt(split.rateBp);
          const diff = BigInt(split.totalTaxPaise) * 10_000n - exact;
          expect(diff <= 10_000n && diff >= -10_000n).toBe(true);
          if (split.treatment === 'intra-state') expect(split.igstPaise).toBe(0);
          if (split.treatment === 'inter-state') expect(split.cgstPaise + split.sgstPaise).toBe(0);
        }),
    );
  });
});

describe('TDS properties', () => {
  it('never more than the payment, whole rupees, net + TDS = gross, a shortfall only when a crossing catches up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tdsFamilies),
        fc.constantFrom(...payeeEntities),
        fc.boolean(),
        paise,
        paise,
        fc.double({ min: 0, max: 1, noNaN: true }),
        coveredInstant,
        (family, entity, hasPan, grossPaise, paidBeforeThisFyPaise, freeShare, paidAt) => {
          const tdsFreeBeforeThisFyPaise = Math.floor(paidBeforeThisFyPaise * freeShare);
          const result = computeTds({ family, payee: { hasPan, entity }, grossPaise, paidBeforeThisFyPaise, tdsFreeBeforeThisFyPaise, paidAt });
          expect(result.tdsPaise).toBeLessThanOrEqual(grossPaise);
          expect(result.tdsPaise % 100).toBe(0);
          expect(result.tdsPaise).toBeGreaterThanOrEqual(0);
          expect(result.netPaise).toBe(grossPaise - result.tdsPaise);
          expect(result.shortfallPaise).toBeGreaterThanOrEqual(0);
          expect(result.shortfallPaise % 100).toBe(0);
          if (result.basisCode === 'below-threshold') expect(result.tdsPaise + result.shortfallPaise).toBe(0);
          if (result.basisCode !== 'threshold-crossed') expect(result.shortfallPaise).toBe(0);
          expect(result.requiresCaReview).toBe(true);
        },
      ),
    );
  });

  it('more paid earlier in the FY never lowers the TDS due on the same payment (at the same rule)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tdsFamilies), fc.boolean(), paise, paise, paise, coveredInstant, (family, hasPan, grossPaise, a, b, paidAt) => {
        const due = (paidBefore: number) => {
          const result = computeTds({ family, payee: { hasPan, entity: 'individual' }, grossPaise, paidBeforeThisFyPaise: paidBefore, tdsFreeBeforeThisFyPaise: 0, paidAt });
          return result.tdsPaise + result.shortfallPaise;
        };
        expect(due(Math.max(a, b))).toBeGreaterThanOrEqual(due(Math.min(a, b)));
      }),
    );
  });
});

describe('invoice number properties', () => {
  it('what formatInvoiceNumber writes is at most 16 characters and parses back to its parts', () => {
    const prefix = fc.stringMatching(/^[A-Za-z0-9-]{1,4}$/);
    fc.assert(
      fc.property(prefix, fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 99_999_999 }), (p, startYear, serial) => {
        let number: string;
        try {
          number = formatInvoiceNumber({ prefix: p, fy: startYear, serial });
        } catch (error) {
          // Only a number that would not fit is refused.
          expect(`${p}/0000/${String(serial).padStart(6, '0')}`.length).toBeGreaterThan(invoiceNumberMaxLength);
          expect((error as Error).message).toMatch(/longer than 16/);
          return;
        }
        expect(number.length).toBeLessThanOrEqual(invoiceNumberMaxLength);
        expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
        const fy = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
        expect(parseInvoiceNumber(number)).toEqual({ ok: true, value: { prefix: p, fy, serial } });
      }),
    );
  });
});

describe('PAN, GSTIN and FY properties', () => {
  it('every well-formed PAN validates; its GSTIN in every state validates and carries it', () => {
    fc.assert(
      fc.property(pan, stateCode, fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (p, code, entity) => {
        expect(validatePan(p.toLowerCase())).toEqual({ ok: true, value: p });
        const gstin = buildGstin(code, p, entity);
        expect(validateGstin(gstin, { pan: p })).toEqual({ ok: true, value: gstin });
      }),
    );
  });

  it('changing any one character of a valid GSTIN makes it invalid', () => {
    fc.assert(
      fc.property(pan, stateCode, fc.integer({ min: 0, max: 14 }), fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), (p, code, position, replacement) => {
        const gstin = buildGstin(code, p);
        fc.pre(gstin[position] !== replacement);
        const changed = `${gstin.slice(0, position)}${replacement}${gstin.slice(position + 1)}`;
        expect(validateGstin(changed).ok).toBe(false);
      }),
    );
  });

  it('an instant lies in its financial year, which starts on 1 Apr IST and lasts 365 or 366 days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const fy = financialYearOf(instant);
        expect(isInFinancialYear(instant, fy)).toBe(true);
        expect([365, 366]).toContain((fy.end.getTime() - fy.start.getTime()) / 86_400_000);
        expect(fy.start.toISOString()).toBe(`${fy.startYear}-03-31T18:30:00.000Z`);
      }),
    );
  });
});
