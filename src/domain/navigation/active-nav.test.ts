import { activeNavPath, activeParentLabel, leafItems } from './active-nav';
import { brandNavigation, influencerNavigation } from './navigation';

describe('activeNavPath (the highlighted sidebar item)', () => {
  it.each([
    ['/dashboard', '', '/dashboard'],
    ['/campaigns', '', '/campaigns'],
    ['/campaigns/create', '', '/campaigns/create'],
    ['/payments/', '', '/payments'],
    ['/help/payments/how-payouts-work', '', '/help'],
    ['/brands/b1/campaigns/c9', '', undefined],
  ])('brand at %s%s -> %s', (pathname, search, expected) => {
    expect(activeNavPath(brandNavigation, pathname, search)).toBe(expected);
  });

  it.each([
    ['/campaigns', '?status=completed', '/campaigns?status=completed'],
    ['/campaigns', '?status=completed&page=2', '/campaigns?status=completed'],
    ['/campaigns', '?status=active', undefined],
    ['/campaigns', '', undefined],
    ['/campaigns/active/42/content', '', '/campaigns/active'],
    ['/campaigns/invites', '', '/campaigns/invites'],
    ['/profile', '', '/profile'],
  ])('influencer at %s%s -> %s', (pathname, search, expected) => {
    expect(activeNavPath(influencerNavigation, pathname, search)).toBe(expected);
  });

  it('names the parent of an active child, and lists children instead of parents', () => {
    expect(activeParentLabel(influencerNavigation, '/campaigns/invites')).toBe('Campaigns');
    expect(activeParentLabel(influencerNavigation, '/profile')).toBeUndefined();
    expect(activeParentLabel(influencerNavigation, undefined)).toBeUndefined();
    expect(leafItems(brandNavigation).map((item) => item.label)).toEqual([
      'Dashboard', 'All Campaigns', 'Create Campaign', 'Influencers', 'Messages', 'Analytics', 'Payments', 'Team', 'Settings', 'Help',
    ]);
  });
});
