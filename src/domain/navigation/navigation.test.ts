import { leafItems } from './active-nav';
import { navigationForUser, quickActionsForUser, shellKindOf, type NavigationUser } from './navigation';

const labels = (user: NavigationUser) => leafItems(navigationForUser(user)).map((item) => item.label);
const actions = (user: NavigationUser) => quickActionsForUser(user).map((action) => action.label);

describe('navigation per role (issue 13: roles see their own shell)', () => {
  it.each(['admin', 'manager', null] as const)('a brand %s is offered Create Campaign in the sidebar and the quick actions', (brandRole) => {
    const user: NavigationUser = { persona: 'brand', brandRole };
    expect(labels(user)).toEqual(['Dashboard', 'All Campaigns', 'Create Campaign', 'Influencers', 'Messages', 'Analytics', 'Payments', 'Team', 'Settings', 'Help']);
    expect(actions(user)).toEqual(['Create Campaign', 'Invite Influencer', 'View Analytics', 'Payments']);
  });

  it('a brand viewer is never offered Create Campaign (nor Invite Influencer), and keeps everything they may look at', () => {
    const viewer: NavigationUser = { persona: 'brand', brandRole: 'viewer' };
    expect(labels(viewer)).toEqual(['Dashboard', 'All Campaigns', 'Influencers', 'Messages', 'Analytics', 'Payments', 'Team', 'Settings', 'Help']);
    expect(actions(viewer)).toEqual(['View Analytics', 'Payments']);
  });

  it("follows the member's own flags (whoami brand_permissions), not the role", () => {
    const manager: NavigationUser = { persona: 'brand', brandRole: 'manager', brandPermissions: ['campaigns.view', 'influencers.invite', 'influencers.view'] };
    expect(labels(manager)).not.toContain('Create Campaign');
    expect(actions(manager)).toEqual(['Invite Influencer', 'View Analytics', 'Payments']);
    const viewer: NavigationUser = { persona: 'brand', brandRole: 'viewer', brandPermissions: ['campaigns.view', 'campaigns.create'] };
    expect(labels(viewer)).toContain('Create Campaign');
    expect(actions(viewer)).toEqual(['Create Campaign', 'View Analytics', 'Payments']);
  });

  it("staff get the operator's shell whatever account they sign in with: no brand pages, no quick actions", () => {
    for (const persona of ['brand', 'influencer', null] as const) {
      const operator: NavigationUser = { persona, isStaff: true, brandRole: 'admin' };
      expect(shellKindOf(operator)).toBe('operator');
      expect(navigationForUser(operator).map((group) => group.label)).toEqual(['Operations', 'Account']);
      expect(leafItems(navigationForUser(operator)).map((item) => item.path)).toEqual(['/operator/disputes', '/operator/reconciliation', '/operator/outbox', '/operator/email-suppressions', '/operator/message-reports', '/notifications', '/help']);
      expect(actions(operator)).toEqual([]);
    }
  });

  it('influencers and users of neither role keep their SPEC navigation', () => {
    expect(labels({ persona: 'influencer' })).toEqual(['Dashboard', 'Active Campaigns', 'Invitations', 'Completed', 'Messages', 'My Profile', 'Settings', 'Help']);
    expect(actions({ persona: 'influencer' })).toEqual(['View Invitations', 'Edit Profile', 'Earnings', 'Submit Content']);
    expect(labels({ persona: null })).toEqual(['Dashboard', 'Help']);
    expect(actions({ persona: null })).toEqual([]);
  });
});
