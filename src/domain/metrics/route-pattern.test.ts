import { routePattern } from './route-pattern';

describe('routePattern()', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/', '/'],
    ['', '/'],
    ['/dashboard/', '/dashboard'],
    ['/campaigns?status=completed', '/campaigns'],
    ['/help/payouts/upi-and-bank-transfer#fees', '/help/payouts/upi-and-bank-transfer'],
    ['/campaigns/active/42/content', '/campaigns/active/:id/content'],
    ['/brands/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f/campaigns/9F1C2D3E-4A5B-4C6D-8E7F-0A1B2C3D4E5F', '/brands/:id/campaigns/:id'],
    ['/brands/7/campaigns/wizard/new/general', '/brands/:id/campaigns/wizard/new/general'],
    ['/x/user_2abcDEF345ghiJKL678', '/x/:id'],
  ])('%s -> %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });

  it('keeps long words without digits (slugs are part of the route)', () => {
    expect(routePattern('/help/getting-started-with-campaigns')).toBe('/help/getting-started-with-campaigns');
  });
});
