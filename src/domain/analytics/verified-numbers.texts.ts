// Its own module, not analytics.texts.ts: the dashboard's own chunk carries the card's heading and skeleton, and
// should not carry every message of the analytics pages with them.
/**
 * "Your verified numbers": an influencer's own verified content, on an active campaign's Stats tab and on their
 * dashboard (across campaigns, GET analytics/my-performance/). One wording for both places.
 */
export const verifiedNumbersTexts = {
  title: 'Your verified numbers',
  campaignHint: 'Only your own verified content on this campaign.',
  dashboardHint: (range: string) => `${range} (UTC) · your own verified content across your campaigns`,
  loading: 'Loading your verified numbers',
  loadFailed: 'Could not load your verified numbers.',
  retry: 'Retry',
  emptyTitle: 'No verified numbers yet',
  emptyBody:
    'Numbers appear here once a brand has verified your content and its first daily stats are in. Connect your YouTube ' +
    'channel or Instagram account so they are read from the platform (first-party) rather than estimated.',
  connectAccounts: 'Connect an account',
  connectHref: '/profile#connected-accounts',
  noReadings: 'No stats for your verified content in this period yet.',
  totals: 'Totals, last 30 days',
  byCampaign: 'By campaign',
  openStats: (campaign: string) => `Stats of ${campaign}`,
  stats: 'Stats',
  contentCount: (n: number) => `${n} verified ${n === 1 ? 'item' : 'items'}`,
  formula: (formula: string) => `Formula: ${formula}`,
} as const;
