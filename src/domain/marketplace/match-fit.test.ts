import { fitScore, matchFactors, matchWeights, type MatchBreakdown } from './match-fit';

const all = (value: number) => Object.fromEntries(matchFactors.map((factor) => [factor, value])) as MatchBreakdown;

describe('match fit', () => {
  it('weights add up to 100, so a perfect fit scores 100 and no fit scores 0', () => {
    expect(Object.values(matchWeights).reduce((a, b) => a + b, 0)).toBe(100);
    expect(fitScore(all(1))).toBe(100);
    expect(fitScore(all(0))).toBe(0);
  });

  it('weighs categories above location, and clamps factors to 0..1', () => {
    expect(fitScore({ ...all(0), categories: 1 })).toBeGreaterThan(fitScore({ ...all(0), location: 1 }));
    expect(fitScore({ ...all(0), price: 3 })).toBe(matchWeights.price);
    expect(fitScore({ ...all(0.5), engagement: -1 })).toBe(45);
  });
});
