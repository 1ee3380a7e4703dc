import { defaultTdsFamily, payeeEntities, tdsFamilies, tdsRules, tdsRulesCoverFrom, type TdsRule } from './tax-rules.data';
import { computeTds, findTdsRule, tdsRuleFor, TdsRuleNotFoundError, type TdsInput } from './tds.calculator';

const rupees = (amount: number) => Math.round(amount * 100);
const individual = { hasPan: true, entity: 'individual' as const };
const company = { hasPan: true, entity: 'company' as const };
/** A day well inside FY 2025-26 (₹50,000 threshold for 194J). */
const fy2526 = new Date('2025-11-26T06:30:00Z');

function tds(input: Partial<TdsInput> & Pick<TdsInput, 'grossPaise'>) {
  return computeTds({ family: '194J', payee: individual, paidBeforeThisFyPaise: 0, paidAt: fy2526, ...input });
}

describe('tax rule data', () => {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it.each(tdsFamilies.flatMap((family) => payeeEntities.map((entity) => [family, entity] as const)))(
    '%s for %s: rows run without gap or overlap from %s and the last is open',
    (family, entity) => {
      const rows = tdsRules
        .filter((rule) => rule.family === family && (rule.appliesTo === 'any' || rule.appliesTo.includes(entity)))
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
      expect(rows[0].effectiveFrom).toBe(tdsRulesCoverFrom);
      rows.slice(1).forEach((row, i) => expect(row.effectiveFrom).toBe(nextDay(rows[i].effectiveTo as string)));
      expect(rows.at(-1)?.effectiveTo).toBeNull();
    },
  );

  it('every row is marked for CA review, has unique id, whole basis points and paise, and a source', () => {
    expect(new Set(tdsRules.map((rule) => rule.id)).size).toBe(tdsRules.length);
    for (const rule of tdsRules) {
      expect(rule.requiresCaReview).toBe(true);
      expect(rule.source).toMatch(/integrations\.md §4/);
      for (const value of [rule.rateBp, rule.noPanRateBp, rule.thresholdSinglePaise ?? 0, rule.thresholdAggregateFyPaise ?? 0]) {
        expect(Number.isSafeInteger(value)).toBe(true);
      }
    }
  });

  it('rows under the 2025 Act from 1 Apr 2026 carry a s.393 reference; a missing payment code is marked unconfirmed', () => {
    for (const rule of tdsRules) {
      const act2025 = rule.effectiveFrom >= '2026-04-01';
      expect(rule.act).toBe(act2025 ? 'IT Act 2025' : 'IT Act 1961');
      if (act2025) {
        expect(rule.newRef).toMatch(/^s\.393/);
        if (rule.paymentCode === null) expect(rule.unconfirmed).toContain('paymentCode');
      } else {
        expect(rule.newRef).toBeNull();
      }
    }
    expect(tdsRuleFor('194C', 'individual', '2026-04-01').paymentCode).toBe('1017');
  });

  it('the default family is 194J', () => {
    expect(defaultTdsFamily).toBe('194J');
  });
});

describe('rule selection on effective-date boundaries (India time)', () => {
  it.each<[TdsRule['family'], string, string]>([
    ['194J', '2025-03-31T18:29:59.999Z', 'tds-194j-2024-04-01'],
    ['194J', '2025-03-31T18:30:00.000Z', 'tds-194j-2025-04-01'],
    ['194J', '2026-03-31T18:29:59.999Z', 'tds-194j-2025-04-01'],
    ['194J', '2026-03-31T18:30:00.000Z', 'tds-s393-professional-2026-04-01'],
    ['194-O', '2024-09-30T18:29:59.999Z', 'tds-194o-2024-04-01'],
    ['194-O', '2024-09-30T18:30:00.000Z', 'tds-194o-2024-10-01'],
    ['194R', '2026-03-31T18:30:00.000Z', 'tds-s393-benefit-2026-04-01'],
    ['194C', '2026-03-31T18:29:59.999Z', 'tds-194c-individual-2024-04-01'],
    ['194C', '2026-03-31T18:30:00.000Z', 'tds-s393-contract-individual-2026-04-01'],
  ])('%s at %s → %s', (family, iso, id) => {
    expect(tdsRuleFor(family, 'individual', new Date(iso)).id).toBe(id);
  });

  it('194C picks the row of the payee: 1% individual/HUF, 2% others', () => {
    expect(tdsRuleFor('194C', 'huf', '2025-06-01').rateBp).toBe(100);
    expect(tdsRuleFor('194C', 'firm', '2025-06-01').rateBp).toBe(200);
    expect(tdsRuleFor('194C', 'other', '2027-06-01').rateBp).toBe(200);
  });

  it('a payment before the rows begin has no rule', () => {
    expect(findTdsRule('194J', 'individual', '2024-03-31')).toBeNull();
    expect(() => tds({ grossPaise: rupees(100_000), paidAt: new Date('2024-03-31T18:29:59Z') })).toThrow(TdsRuleNotFoundError);
  });
});

describe('computeTds: 194J thresholds', () => {
  it('no TDS up to ₹50,000 in FY 2025-26, the threshold itself included', () => {
    const result = tds({ grossPaise: rupees(50_000) });
    expect(result).toMatchObject({ tdsPaise: 0, taxablePaise: 0, basisCode: 'below-threshold', netPaise: rupees(50_000) });
    expect(result.basis).toBe('194J: no TDS, the FY total ₹50,000 is not above ₹50,000.');
    expect(tds({ grossPaise: rupees(10_000), paidBeforeThisFyPaise: rupees(40_000) }).tdsPaise).toBe(0);
  });

  it('the payment that crosses ₹50,000 carries TDS on the whole FY total', () => {
    const result = tds({ grossPaise: rupees(20_000), paidBeforeThisFyPaise: rupees(40_000) });
    expect(result).toMatchObject({
      ruleId: 'tds-194j-2025-04-01',
      section: '194J',
      rateBp: 1000,
      taxablePaise: rupees(60_000),
      tdsPaise: rupees(6_000),
      netPaise: rupees(14_000),
      basisCode: 'threshold-crossed',
      noPanRate: false,
      shortfallPaise: 0,
      requiresCaReview: true,
    });
    expect(result.basis).toMatch(/crosses ₹50,000 with this payment/);
  });

  it('one paisa over the threshold crosses it', () => {
    expect(tds({ grossPaise: rupees(50_000) + 1 })).toMatchObject({ basisCode: 'threshold-crossed', tdsPaise: rupees(5_000) });
  });

  it('after the FY total is above the threshold, each payment carries its own TDS', () => {
    expect(tds({ grossPaise: rupees(10_000), paidBeforeThisFyPaise: rupees(60_000) })).toMatchObject({
      taxablePaise: rupees(10_000),
      tdsPaise: rupees(1_000),
      basisCode: 'above-threshold',
    });
  });

  it('FY 2024-25 used ₹30,000', () => {
    const paidAt = new Date('2025-03-15T06:30:00Z');
    expect(tds({ grossPaise: rupees(30_000), paidAt }).tdsPaise).toBe(0);
    expect(tds({ grossPaise: rupees(35_000), paidAt })).toMatchObject({ ruleId: 'tds-194j-2024-04-01', tdsPaise: rupees(3_500) });
  });

  it('without a PAN the rate is 20% (s.206AA), once TDS is due at all', () => {
    const noPan = { hasPan: false, entity: 'individual' as const };
    expect(tds({ payee: noPan, grossPaise: rupees(40_000) }).tdsPaise).toBe(0);
    const result = tds({ payee: noPan, grossPaise: rupees(60_000) });
    expect(result).toMatchObject({ rateBp: 2000, noPanRate: true, tdsPaise: rupees(12_000) });
    expect(result.basis).toMatch(/20% \(no PAN, s\.206AA\)/);
  });

  it('from 1 Apr 2026 the section is the s.393 reference of the Income-tax Act 2025', () => {
    const result = tds({ grossPaise: rupees(60_000), paidAt: new Date('2026-04-01T00:00:00Z') });
    expect(result).toMatchObject({ act: 'IT Act 2025', legacySection: '194J', paymentCode: null, tdsPaise: rupees(6_000) });
    expect(result.section).toBe('s.393 (was 194J)');
    expect(result.basis).toBe('s.393 (was 194J): the FY total ₹60,000 crosses ₹50,000 with this payment, so 10% is deducted on this payment (₹60,000).');
  });
});

describe('computeTds: 194C', () => {
  const c = (input: Partial<TdsInput> & Pick<TdsInput, 'grossPaise'>) => tds({ family: '194C', ...input });

  it('single payment of ₹30,000 or less: none; above it: 1% for an individual, 2% for a company', () => {
    expect(c({ grossPaise: rupees(30_000) })).toMatchObject({ tdsPaise: 0, basisCode: 'below-threshold' });
    expect(c({ grossPaise: rupees(30_000) }).basis).toBe(
      '194C: no TDS, this payment ₹30,000 is not above ₹30,000 and the FY total ₹30,000 is not above ₹1,00,000.',
    );
    expect(c({ grossPaise: rupees(30_001) })).toMatchObject({ tdsPaise: rupees(300), basisCode: 'single-payment-above-threshold' });
    expect(c({ payee: company, grossPaise: rupees(40_000) })).toMatchObject({ rateBp: 200, tdsPaise: rupees(800) });
  });

  it('small payments: TDS once the FY total passes ₹1,00,000, on the payments that had none', () => {
    expect(c({ grossPaise: rupees(10_000), paidBeforeThisFyPaise: rupees(90_000) }).tdsPaise).toBe(0);
    expect(c({ grossPaise: rupees(20_000), paidBeforeThisFyPaise: rupees(90_000) })).toMatchObject({
      taxablePaise: rupees(110_000),
      tdsPaise: rupees(1_100),
      basisCode: 'threshold-crossed',
    });
    // ₹40,000 of the ₹90,000 was one payment with its own TDS already.
    expect(
      c({ grossPaise: rupees(20_000), paidBeforeThisFyPaise: rupees(90_000), tdsFreeBeforeThisFyPaise: rupees(50_000) }),
    ).toMatchObject({ taxablePaise: rupees(70_000), tdsPaise: rupees(700) });
  });

  it('a catch-up larger than the payment is cut to it and the rest reported as shortfall', () => {
    const result = c({ payee: company, grossPaise: rupees(2_000), paidBeforeThisFyPaise: rupees(99_000) });
    expect(result).toMatchObject({ taxablePaise: rupees(101_000), tdsPaise: rupees(2_000), shortfallPaise: rupees(20), netPaise: 0 });
    expect(result.basis).toMatch(/\[CA review\]/);
  });

  it('under the 2025 Act: s.393(1) Table Sl.6(i), code 1017', () => {
    expect(c({ grossPaise: rupees(40_000), paidAt: new Date('2026-06-01T00:00:00Z') })).toMatchObject({
      section: 's.393(1) Table Sl.6(i)',
      paymentCode: '1017',
      tdsPaise: rupees(400),
    });
  });
});

describe('computeTds: 194-O and 194R', () => {
  it('194-O: 1% until 30 Sep 2024, 0.1% after, for a company from the first rupee', () => {
    const o = (paidAt: string) => tds({ family: '194-O', payee: company, grossPaise: rupees(12_345), paidAt: new Date(paidAt) });
    expect(o('2024-09-30T12:00:00Z')).toMatchObject({ rateBp: 100, tdsPaise: rupees(123), basisCode: 'no-threshold' });
    expect(o('2024-10-01T12:00:00Z')).toMatchObject({ rateBp: 10, tdsPaise: rupees(12) });
  });

  it('194-O: an individual with PAN is exempt up to ₹5 lakh in the FY; without PAN, 5% from the first rupee', () => {
    const o = (payee: TdsInput['payee'], grossPaise: number, paidBeforeThisFyPaise = 0) =>
      tds({ family: '194-O', payee, grossPaise, paidBeforeThisFyPaise });
    expect(o(individual, rupees(5_00_000)).tdsPaise).toBe(0);
    expect(o(individual, rupees(1_00_000), rupees(4_50_000))).toMatchObject({ taxablePaise: rupees(5_50_000), tdsPaise: rupees(550) });
    const noPan = o({ hasPan: false, entity: 'individual' }, rupees(10_000));
    expect(noPan).toMatchObject({ rateBp: 500, noPanRate: true, tdsPaise: rupees(500), basisCode: 'no-threshold' });
    expect(noPan.basis).toMatch(/only for an individual or HUF with a PAN/);
  });

  it('194R: 10% once benefits pass ₹20,000 in the FY', () => {
    expect(tds({ family: '194R', grossPaise: rupees(20_000) }).tdsPaise).toBe(0);
    expect(tds({ family: '194R', grossPaise: rupees(5_000), paidBeforeThisFyPaise: rupees(18_000) })).toMatchObject({
      taxablePaise: rupees(23_000),
      tdsPaise: rupees(2_300),
    });
  });
});

describe('computeTds: rounding and inputs', () => {
  it('rounds to the nearest rupee, 50 paise up', () => {
    expect(tds({ grossPaise: rupees(50_005) }).tdsPaise).toBe(rupees(5_001)); // ₹5,000.50
    expect(tds({ grossPaise: rupees(50_004.99) }).tdsPaise).toBe(rupees(5_000)); // ₹5,000.499
    expect(tds({ family: '194C', grossPaise: rupees(30_049.99) }).tdsPaise).toBe(rupees(300)); // ₹300.4999
  });

  it('refuses amounts that are not whole non-negative paise', () => {
    expect(() => tds({ grossPaise: -1 })).toThrow(RangeError);
    expect(() => tds({ grossPaise: 10.5 })).toThrow(RangeError);
    expect(() => tds({ grossPaise: 100, paidBeforeThisFyPaise: Number.NaN })).toThrow(RangeError);
    expect(() => tds({ grossPaise: 100, paidBeforeThisFyPaise: 100, tdsFreeBeforeThisFyPaise: 200 })).toThrow(RangeError);
  });
});
