import { test } from './journey.fixture';
import { demoInfluencer } from './demo-accounts';
import { helpStops, influencerWork, signedIn, tour } from './layout-tour.helpers';

/** The layout tour (layout-tour.helpers.ts) of every page of the demo influencer. */
test.describe('layout tour at 390×844 and 1280×800', () => {
  test('influencer pages', async ({ browser }) => {
    test.setTimeout(1_800_000);
    const influencer = await signedIn(browser, demoInfluencer);
    const { inviteId, rosterId } = await influencerWork(browser, influencer);
    const activePath = `/campaigns/active/${rosterId}`;
    await tour(influencer.page, 'influencer', [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'campaigns', path: '/campaigns' },
      { name: 'campaigns-completed', path: '/campaigns?status=completed' },
      { name: 'invites', path: '/campaigns/invites' },
      { name: 'invite', path: `/campaigns/invites/${inviteId}` },
      { name: 'active', path: '/campaigns/active' },
      { name: 'active-overview', path: `${activePath}/overview` },
      { name: 'active-placements', path: `${activePath}/placements` },
      { name: 'active-content', path: `${activePath}/content` },
      { name: 'active-stats', path: `${activePath}/stats` },
      { name: 'profile', path: '/profile' },
      { name: 'earnings', path: '/earnings' },
      { name: 'settings', path: '/settings' },
      { name: 'messages', path: '/messages' },
      { name: 'notifications', path: '/notifications' },
      { name: 'account-security', path: '/account/security' },
      ...(await helpStops(influencer)),
    ]);
  });
});
