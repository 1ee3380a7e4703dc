import { addBreadcrumb, clearBreadcrumbs, getBreadcrumbs } from './breadcrumbs';

afterEach(clearBreadcrumbs);

describe('breadcrumbs (SPEC §9: cap 100)', () => {
  it('keeps the last 100, oldest first', () => {
    for (let index = 0; index < 130; index += 1) addBreadcrumb({ category: 'navigation', message: `/page/${index}` });
    const crumbs = getBreadcrumbs();
    expect(crumbs).toHaveLength(100);
    expect(crumbs[0]!.message).toBe('/page/30');
    expect(crumbs[99]!.message).toBe('/page/129');
  });

  it('stamps the time, scrubs credentials and shortens long messages to 500 characters', () => {
    addBreadcrumb({ category: 'console', message: 'Authorization: Bearer abc.def' });
    addBreadcrumb({ category: 'console', message: 'x'.repeat(600), timestamp: 42 });
    const [first, second] = getBreadcrumbs();
    expect(first!.message).toBe('Authorization: Bearer [redacted]');
    expect(first!.timestamp).toBeGreaterThan(0);
    expect(second!.message).toHaveLength(500);
    expect(second!.timestamp).toBe(42);
  });
});
