/**
 * How the matcher weighs an influencer's fit for a campaign (docs/marketplace.md). Each factor scores 0..1; the fit
 * is the weighted sum scaled to 0..100. Influencers without a linked account on any of the campaign's platforms are
 * not candidates at all.
 */
export const matchFactors = ['platforms', 'categories', 'languages', 'location', 'followers', 'engagement', 'price'] as const;
export type MatchFactor = (typeof matchFactors)[number];

export const matchWeights: Record<MatchFactor, number> = {
  platforms: 20,
  categories: 25,
  languages: 15,
  location: 10,
  followers: 10,
  engagement: 10,
  price: 10,
};

/**
 * Verified numbers rank above self-reported ones (docs/marketplace.md "Verified before self-reported"): the follower
 * and engagement factors of an account whose numbers were typed in by the influencer count this much of their
 * score; numbers read from the platform count fully.
 */
export const selfReportedWeight = 0.8;

/** Per-factor scores (0..1) that explain a candidate's fit to the brand. */
export type MatchBreakdown = Record<MatchFactor, number>;

export const matchFactorLabels: Record<MatchFactor, string> = {
  platforms: 'Platforms and placements',
  categories: 'Categories',
  languages: 'Languages',
  location: 'Location',
  followers: 'Follower range',
  engagement: 'Engagement',
  price: 'Price within budget',
};

/** How many candidates one matching run records at most (the brand can still add anyone by hand). */
export const maxCandidatesPerRun = 200;

export const fitScore = (breakdown: MatchBreakdown): number =>
  Math.round(matchFactors.reduce((sum, factor) => sum + matchWeights[factor] * Math.min(1, Math.max(0, breakdown[factor])), 0) * 10) / 10;
