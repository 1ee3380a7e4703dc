import { brandRedirectFor, decideAccess, type GuardInput } from './access-guard';

const brand = { is_brand: true, is_influencer: false, is_profile_completed: true };
const influencer = { is_brand: false, is_influencer: true, is_profile_completed: true };
const base: GuardInput = { authLoaded: true, signedIn: true, whoamiLoading: false, whoami: brand, pathname: '/dashboard' };

describe('signed-in access guard (SPEC §2)', () => {
  it.each([
    ['provider loading', { authLoaded: false }, { kind: 'loading', text: 'Loading authentication...' }],
    ['signed out', { signedIn: false }, { kind: 'redirect', to: '/login', rememberFrom: true }],
    ['whoami loading', { whoamiLoading: true }, { kind: 'loading', text: 'Verifying access...' }],
    ['complete brand on dashboard', {}, { kind: 'render' }],
    ['complete brand on /brand-profile-setup', { pathname: '/brand-profile-setup' }, { kind: 'redirect', to: '/dashboard' }],
    ['complete influencer on /profile-setup', { whoami: influencer, pathname: '/profile-setup' }, { kind: 'redirect', to: '/dashboard' }],
    ['complete influencer on /influencer-setup-complete', { whoami: influencer, pathname: '/influencer-setup-complete' }, { kind: 'redirect', to: '/dashboard' }],
    ['incomplete brand elsewhere', { whoami: { ...brand, is_profile_completed: false } }, { kind: 'redirect', to: '/brand-profile-setup' }],
    ['incomplete brand on its setup', { whoami: { ...brand, is_profile_completed: false }, pathname: '/brand-profile-setup' }, { kind: 'render' }],
    ['incomplete influencer elsewhere', { whoami: { ...influencer, is_profile_completed: false }, pathname: '/campaigns' }, { kind: 'redirect', to: '/profile-setup' }],
    ['incomplete influencer on its setup', { whoami: { ...influencer, is_profile_completed: false }, pathname: '/profile-setup' }, { kind: 'render' }],
    ['incomplete influencer on /influencer-setup-complete', { whoami: { ...influencer, is_profile_completed: false }, pathname: '/influencer-setup-complete' }, { kind: 'render' }],
    ['incomplete brand on /brand-setup-complete', { whoami: { ...brand, is_profile_completed: false }, pathname: '/brand-setup-complete' }, { kind: 'redirect', to: '/brand-profile-setup' }],
    ['incomplete brand on influencer setup', { whoami: { ...brand, is_profile_completed: false }, pathname: '/profile-setup' }, { kind: 'redirect', to: '/brand-profile-setup' }],
    ['failed whoami on dashboard', { whoami: null }, { kind: 'render' }],
    ['failed whoami on /profile-setup', { whoami: null, pathname: '/profile-setup' }, { kind: 'redirect', to: '/dashboard' }],
    ['failed whoami on /brand-profile-setup', { whoami: null, pathname: '/brand-profile-setup' }, { kind: 'redirect', to: '/dashboard' }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(decideAccess({ ...base, ...(overrides as Partial<GuardInput>) })).toEqual(expected);
  });
});

describe('brandRedirectFor (brands on influencer-only paths)', () => {
  it.each([
    ['/campaigns', '', '/brands/b1/campaigns'],
    ['/campaigns/', '?status=completed', '/brands/b1/campaigns?status=completed'],
    ['/campaigns/invites', '', '/dashboard'],
    ['/campaigns/active', '', '/dashboard'],
    ['/campaigns/active/42/content', '', '/dashboard'],
    ['/settings', '', '/dashboard'],
  ])('%s%s -> %s', (pathname, search, to) => {
    expect(brandRedirectFor(pathname, search, 'b1')).toBe(to);
  });

  it('sends a brand without a brand yet from /campaigns to /dashboard', () => {
    expect(brandRedirectFor('/campaigns', '', null)).toBe('/dashboard');
  });

  it('leaves every other path alone', () => {
    expect(brandRedirectFor('/brands/b1/campaigns', '', 'b1')).toBeNull();
    expect(brandRedirectFor('/dashboard', '', 'b1')).toBeNull();
  });
});
