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
