import { filterOptions, paletteActions, searchSections } from './palette-options';

describe('paletteActions', () => {
  it("brand: SPEC's quick actions, then every other sidebar destination once", () => {
    expect(paletteActions({ persona: 'brand' }).map((option) => [option.label, option.target])).toEqual([
      ['Create Campaign', { path: '/campaigns/create' }],
      ['Invite Influencer', { dialog: 'invite-influencer' }],
      ['View Analytics', { path: '/analytics' }],
      ['Payments', { path: '/payments' }],
      ['Go to Dashboard', { path: '/dashboard' }],
      ['Go to Campaigns', { path: '/campaigns' }],
      ['Go to Influencers', { path: '/influencers' }],
      ['Go to Messages', { path: '/messages' }],
      ['Go to Team', { path: '/team' }],
      ['Go to Settings', { path: '/settings' }],
      ['Go to Help', { path: '/help' }],
    ]);
  });

  it('influencer: the submit-content dialog and the completed campaigns', () => {
    const labels = paletteActions({ persona: 'influencer' }).map((option) => option.label);
    expect(labels.slice(0, 4)).toEqual(['View Invitations', 'Edit Profile', 'Earnings', 'Submit Content']);
    expect(labels).toEqual(expect.arrayContaining(['Go to Active Campaigns', 'Go to Completed Campaigns']));
    expect(labels).not.toContain('Go to Invitations Campaigns');
  });

  it('no persona: no actions', () => {
    expect(paletteActions({ persona: null })).toEqual([]);
  });

  it('a brand viewer: neither Create Campaign nor Invite Influencer (the role may do neither)', () => {
    const labels = paletteActions({ persona: 'brand', brandRole: 'viewer' }).map((option) => option.label);
    expect(labels).toEqual(['View Analytics', 'Payments', 'Go to Dashboard', 'Go to Campaigns', 'Go to Influencers', 'Go to Messages', 'Go to Team', 'Go to Settings', 'Go to Help']);
  });

  it("the operator: the operator's pages, no brand actions", () => {
    expect(paletteActions({ persona: 'brand', isStaff: true, brandRole: 'admin' }).map((option) => [option.label, option.target])).toEqual([
      ['Go to Disputes', { path: '/operator/disputes' }],
      ['Go to Reconciliation', { path: '/operator/reconciliation' }],
      ['Go to E-mail', { path: '/operator/outbox' }],
      ['Go to Suppressions', { path: '/operator/email-suppressions' }],
      ['Go to Message reports', { path: '/operator/message-reports' }],
      ['Go to Notifications', { path: '/notifications' }],
      ['Go to Help', { path: '/help' }],
    ]);
  });
});

describe('filterOptions', () => {
  it('matches anywhere in the label, ignoring case and surrounding spaces', () => {
    const actions = paletteActions({ persona: 'brand' });
    expect(filterOptions(actions, '  CAMP ').map((option) => option.label)).toEqual(['Create Campaign', 'Go to Campaigns']);
    expect(filterOptions(actions, '')).toHaveLength(actions.length);
    expect(filterOptions(actions, 'zzz')).toEqual([]);
  });
});

describe('searchSections', () => {
  it('heads each kind and opens the url', () => {
    const [section] = searchSections([
      { kind: 'brand', results: [{ kind: 'brand', id: 'b1', title: 'Acme', subtitle: null, url: '/campaigns?brand=b1' }] },
    ]);
    expect(section).toEqual({
      kind: 'brand',
      heading: 'Brands',
      options: [{ key: 'brand:b1', label: 'Acme', detail: null, target: { path: '/campaigns?brand=b1' } }],
    });
  });
});
