import { labelIndexes, niceCeiling } from './performance-chart.component';

describe('the performance chart axes', () => {
  it('tops the value axis at the next 1, 2 or 5 step', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(2_345)).toBe(5_000);
    expect(niceCeiling(51_000)).toBe(100_000);
  });

  it('spreads the day labels over the range, first and last included', () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(30, 4)).toEqual([0, 10, 19, 29]);
    expect(labelIndexes(90, 2)).toEqual([0, 89]);
  });
});
