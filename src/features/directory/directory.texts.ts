import type { DirectorySort } from '../../domain/directory/directory.rules';

/** User-visible texts of the directory page, the profile page, shortlists and the invite dialog. */
export const directoryTexts = {
  title: 'Influencers',
  intro: 'Find creators by niche, language, audience and rates. Verified figures were read from the platform; self-reported ones were typed in by the creator.',
  search: 'Search name, handle or bio',
  filtersLabel: 'Directory filters',
  filtersButton: (set: number) => (set > 0 ? `Filters (${set})` : 'Filters'),
  niches: 'Niches',
  languages: 'Languages',
  platform: 'Platform',
  anyPlatform: 'Any platform',
  followersMin: 'Followers from',
  followersMax: 'Followers to',
  engagementMin: 'Engagement from (%)',
  engagementMax: 'Engagement to (%)',
  viewsMin: 'Average views from',
  location: 'Location',
  availability: 'Availability',
  verifiedOnly: 'Verified figures only',
  placementType: 'Rate for',
  anyPlacement: 'Any placement',
  currency: 'Currency',
  priceMin: 'Price from',
  priceMax: 'Price to',
  sort: 'Sort by',
  clearFilters: 'Clear filters',
  numberInvalid: 'Enter a whole number.',
  percentInvalid: 'Enter 0 to 100.',
  amountInvalid: 'Enter an amount like 1500 or 1500.50.',
  loading: 'Loading creators…',
  loadFailed: 'The directory could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'No creators match',
  emptyBody: 'Try fewer filters or another search.',
  noneYetTitle: 'No creators yet',
  noneYetBody: 'Creators appear here once they complete their profile.',
  /** A capped count (the server stops counting at 1,000) is said as such, never as the total. */
  resultCount: (count: number, capped = false) =>
    (capped ? `More than ${count.toLocaleString('en-IN')} creators` : count === 1 ? '1 creator' : `${count.toLocaleString('en-IN')} creators`),
  pages: 'Directory pages',
  followers: 'followers',
  engagement: 'engagement',
  avgViews: 'avg views',
  verifiedTotal: 'Verified followers',
  selfReportedTotal: 'Self-reported followers',
  noAccounts: 'No linked accounts',
  locationHidden: 'Location hidden',
  rateFrom: 'Rates',
  noRates: 'No rates given',
  viewProfile: 'View profile',
  select: (name: string) => `Select ${name}`,
  selected: (n: number) => `${n} selected`,
  addSelectionToShortlist: 'Add to shortlist',
  inviteSelection: 'Invite to campaign',
  clearSelection: 'Clear selection',
} as const;

export const sortLabels: Record<DirectorySort, string> = {
  relevance: 'Relevance',
  followers: 'Followers: most first',
  engagement: 'Engagement: highest first',
  recent_activity: 'Recently active',
};

/** Shared with the creator's own /profile card (src/domain/directory/rates.texts.ts). */
export { availabilityLabels } from '../../domain/directory/rates.texts';
