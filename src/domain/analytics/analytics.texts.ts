/** Bounds of the analytics reports (docs/analytics.md). */
export const analyticsLimits = {
  /** At most one year and a day per report (as impact.com: 366 days per query). */
  maxRangeDays: 366,
  /** Without `from`, the report covers 30 days ending on `to`. */
  defaultRangeDays: 30,
  /** Content items in "top content", by views. */
  topContentCount: 10,
} as const;

/** Every message of the analytics API and pages. */
export const analyticsMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date cannot be before the start date.',
  rangeTooLong: `A report can cover at most ${analyticsLimits.maxRangeDays} days.`,
  viewNotAllowed: 'You do not have permission to view analytics.',
  exportNotAllowed: 'You do not have permission to export analytics.',
  influencerOnly: 'Your own verified numbers are for influencer accounts.',
  noData: 'No performance data yet.',
  noDataHint: 'Figures appear once verified content has its first daily stats.',
} as const;

/** Labels of the figures, for tables, charts and CSV headers' readers. */
export const figureLabels = {
  views: 'Views',
  engaged_views: 'Engaged views',
  paid_views: 'Views on the CPM basis',
  reach: 'Reach',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
  engagements: 'Engagements',
  engagement_rate: 'Engagement rate (%)',
  spend: 'Spend',
  cpm: 'Effective CPM',
  cpv: 'CPV',
  cpe: 'CPE',
  planned_cpm: 'Planned CPM',
  delivered_placements: 'Delivered placements',
  planned_placements: 'Planned placements',
} as const;

export const provenanceLabels = { first_party: 'First-party', estimated: 'Estimated' } as const;

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
