import { billingTermsOf } from './analytics-billing';
import { cpeOf, cpmOf, cpvOf, divideRounded, engagementRate, fixedPoint, plannedCpmCents, sumReported } from './analytics-formulas';
import { combineProvenance, cpmBasisFor, daysOf, isIsoDay, resolveDateRange } from './analytics-rules';

describe('analytics formulas (exact, rounded once, halves up)', () => {
  it('computes the engagement rate in percent with 2 decimals, null without views or interactions', () => {
    expect(engagementRate(839n, 17_500n)).toBe(4.79);
    expect(engagementRate(1n, 8n)).toBe(12.5);
    expect(engagementRate(1n, 20_000n)).toBe(0.01); // 0.005 % rounds half up
    expect(engagementRate(1n, 200_000n)).toBe(0);
    expect(engagementRate(null, 100n)).toBeNull();
    expect(engagementRate(10n, 0n)).toBeNull();
    expect(engagementRate(10n, null)).toBeNull();
  });

  it('computes CPM with 2 decimals and CPV and CPE with 4, from cents', () => {
    expect(cpmOf(630_000n, 17_500n)).toBe('360.00');
    expect(cpvOf(630_000n, 17_500n)).toBe('0.3600');
    expect(cpeOf(630_000n, 839n)).toBe('7.5089');
    expect(cpmOf(0n, 1_000n)).toBe('0.00');
    expect(cpmOf(100n, null)).toBeNull();
    expect(cpvOf(100n, 0n)).toBeNull();
  });

  it('weights planned CPM by projected views', () => {
    expect(plannedCpmCents([{ rateCents: 10_000n, projectedViews: 8_000n }, { rateCents: 12_000n, projectedViews: 5_000n }])).toBe(10_769n);
    expect(plannedCpmCents([])).toBeNull();
  });

  it('rounds halves away from zero and writes fixed-point text', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(fixedPoint(12_345n, 4)).toBe('1.2345');
    expect(fixedPoint(-5n, 2)).toBe('-0.05');
    expect(sumReported([null, 2n, null, 3n])).toBe(5n);
    expect(sumReported([null, null])).toBeNull();
  });
});

describe('analytics rules', () => {
  it('pays Instagram on views whatever the campaign basis, YouTube on the basis', () => {
    expect(cpmBasisFor('engaged_views', 'youtube')).toBe('engaged_views');
    expect(cpmBasisFor('engaged_views', 'instagram')).toBe('views');
    expect(cpmBasisFor('views', 'youtube')).toBe('views');
  });

  it('labels a sum with one estimate in it as estimated', () => {
    expect(combineProvenance('first_party', 'estimated')).toBe('estimated');
    expect(combineProvenance('first_party', null)).toBe('first_party');
    expect(combineProvenance(null, null)).toBeNull();
  });

  it('resolves date ranges with defaults and the exact messages', () => {
    const today = new Date('2026-09-30T12:00:00Z');
    expect(resolveDateRange({}, today)).toEqual({ range: { from: '2026-09-01', to: '2026-09-30' }, errors: null });
    expect(resolveDateRange({ to: '2026-02-10' }, today).range).toEqual({ from: '2026-01-12', to: '2026-02-10' });
    expect(resolveDateRange({ from: '2026-13-01' }, today).errors).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
    expect(resolveDateRange({ from: '2026-09-05', to: '2026-09-01' }, today).errors).toEqual({ to: ['The end date cannot be before the start date.'] });
    expect(resolveDateRange({ from: '2025-09-29', to: '2026-09-30' }, today).errors).toEqual({ to: ['A report can cover at most 366 days.'] });
    expect(resolveDateRange({ from: '2025-09-30', to: '2026-09-30' }, today).errors).toBeNull();
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it("bills verified content on the accepted offer's line, else on the placement", () => {
    const placement = { pricingType: 'cpm', rate: '200.00', viewCap: 50_000, quantity: 3 };
    expect(billingTermsOf(undefined, placement)).toEqual({ pricing: 'cpm', cpmRateCents: 20_000n, viewCap: 150_000, fixedCents: 0n, quantity: 3 });
    const line = { placement_id: 'p', quantity: 1, pricing_type: 'cpm', rate: '180.00', amount: '900.00' };
    expect(billingTermsOf(line, placement)).toMatchObject({ cpmRateCents: 18_000n, viewCap: 50_000 });
    const fixed = { placement_id: 'p', quantity: 2, pricing_type: 'fixed', rate: '5000.00', amount: '10000.00' };
    expect(billingTermsOf(fixed, { ...placement, pricingType: 'fixed' })).toMatchObject({ pricing: 'fixed', fixedCents: 1_000_000n, viewCap: null });
  });
});
