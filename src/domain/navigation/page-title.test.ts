import { documentTitle, pageTitle } from './page-title';

describe('pageTitle (SPEC §2: titles derived from the path)', () => {
  it.each([
    ['/campaigns', 'Campaigns'],
    ['/campaigns/create', 'Create Campaign'],
    ['/brands/b1/campaigns', 'Campaigns'],
    ['/brands/b1/campaigns/create', 'Create Campaign'],
    ['/settings', 'Settings'],
    ['/settings/', 'Settings'],
    ['/analytics', 'Analytics'],
    ['/payments', 'Payments'],
    ['/earnings', 'Earnings'],
    ['/team', 'Team Management'],
    ['/profile', 'My Profile'],
    ['/notifications', 'Notifications'],
    ['/dashboard', 'Dashboard'],
    ['/help', 'Help Centre'],
    ['/campaigns/invites', 'Campaign Invites'],
    ['/campaigns/active', 'Active Campaigns'],
    ['/campaigns/active/42/content', 'Campaign Dashboard'],
    ['/profile-setup', 'Complete Your Profile'],
    ['/brand-profile-setup', 'Brand Profile Setup'],
    ['/brands/b1/campaigns/wizard/new/general', 'Campaign Details'],
    ['/brands/b1/campaigns/wizard/c9/real-estate', 'Select Platforms'],
    ['/brands/b1/campaigns/wizard/c9/collateral', 'Add Collateral'],
    ['/brands/b1/campaigns/wizard/c9/review', 'Review Campaign'],
    ['/brands/b1/campaigns/wizard/c9/unknown-step', 'Edit Campaign'],
    ['/brands/b1/campaigns/c9', 'Campaign Details'],
    ['/brands/b1/campaigns/c9/success', 'Campaign Published'],
    ['/help/getting-started', 'Getting Started'],
    ['/help/payments/how-payouts-work', 'How Payouts Work'],
    ['/somewhere/else', 'InfluenceHub'],
  ])('%s -> %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('builds the browser tab title with the product name', () => {
    expect(documentTitle('/team')).toBe('Team Management · InfluenceHub');
    expect(documentTitle('/nowhere')).toBe('InfluenceHub');
  });
});
