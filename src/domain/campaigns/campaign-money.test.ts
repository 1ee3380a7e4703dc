import { fromCents, overBudgetMessage, placementCostCents, placementsTotal, toCents } from './campaign-money';

describe('campaign amounts', () => {
  it.each([
    ['1', 100n], ['1.5', 150n], ['0.01', 1n], ['1234.56', 123456n], [12.5, 1250n], ['999999999999.99', 99999999999999n],
    ['0', null], ['-1', null], ['1.234', null], ['1e3', null], ['', null], ['01', null], ['1,000', null], ['1000000000000', null],
  ] as const)('toCents(%j) = %s', (value, expected) => {
    expect(toCents(value)).toBe(expected);
  });

  it('formats cents', () => {
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(5n)).toBe('0.05');
  });
});

describe('placementsTotal', () => {
  it('fixed = price x quantity; CPM = rate x view cap / 1000 x quantity', () => {
    expect(placementCostCents({ quantity: 3, pricing_type: 'fixed', rate: '100.10' })).toBe(30030n);
    expect(placementCostCents({ quantity: 2, pricing_type: 'cpm', rate: '250.00', view_cap: 10000 })).toBe(500000n);
    expect(placementCostCents({ quantity: 1, pricing_type: 'cpm', rate: '0.01', view_cap: 1500 })).toBe(2n);
  });

  it('counts uncapped CPM placements as 0 and flags them', () => {
    const total = placementsTotal([
      { quantity: 1, pricing_type: 'fixed', rate: '500' },
      { quantity: 4, pricing_type: 'cpm', rate: '100', view_cap: null },
    ]);
    expect(total).toEqual({ total: '500.00', totalCents: 50000n, uncapped: [1] });
  });

  it('explains an over-budget campaign', () => {
    const placements = [{ quantity: 2, pricing_type: 'fixed' as const, rate: '600' }];
    expect(overBudgetMessage(placements, '1000', 'INR')).toBe('Placements total ₹1,200 is over the budget of ₹1,000.');
    expect(overBudgetMessage(placements, '1200', 'INR')).toBeNull();
  });
});
