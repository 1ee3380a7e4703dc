import { analyticsMessages } from '../../domain/analytics/analytics.texts';
import { defaultRangeChoice, presetRange, rangeOf } from './analytics-range';

const today = new Date('2026-09-30T12:00:00Z');

describe('the period of a report', () => {
  it('turns presets into rolling windows ending today (UTC), both ends included', () => {
    expect(presetRange(7, today)).toEqual({ from: '2026-09-24', to: '2026-09-30' });
    expect(defaultRangeChoice(today)).toEqual({ preset: '30', from: '2026-09-01', to: '2026-09-30' });
    expect(rangeOf({ preset: '90', from: '', to: '' }, today)).toEqual({ range: { from: '2026-07-03', to: '2026-09-30' }, errors: null });
  });

  it("checks a custom range with the API's rules and messages", () => {
    expect(rangeOf({ preset: 'custom', from: '2026-09-05', to: '2026-09-20' }, today)).toEqual({ range: { from: '2026-09-05', to: '2026-09-20' }, errors: null });
    expect(rangeOf({ preset: 'custom', from: '', to: '2026-09-20' }, today).errors).toEqual({ from: [analyticsMessages.dateInvalid] });
    expect(rangeOf({ preset: 'custom', from: '2026-02-30', to: '2026-03-02' }, today).errors).toEqual({ from: ['Enter a date as YYYY-MM-DD.'] });
    expect(rangeOf({ preset: 'custom', from: '2026-09-10', to: '2026-09-01' }, today).errors).toEqual({ to: ['The end date cannot be before the start date.'] });
    expect(rangeOf({ preset: 'custom', from: '2025-09-29', to: '2026-09-30' }, today).errors).toEqual({ to: ['A report can cover at most 366 days.'] });
  });
});
