/**
 * Page titles derived from the path (SPEC §2 "Page titles are derived from the path"). Used for the
 * placeholder pages, `document.title` and, later, the breadcrumbs. Ids never appear in a title.
 */
export const productName = 'InfluenceHub';

/** Wizard steps of brands/{brandId}/campaigns/wizard/{campaignId}/{step} (SPEC §2). */
export const campaignWizardSteps = {
  general: 'Campaign Details',
  'real-estate': 'Select Platforms',
  collateral: 'Add Collateral',
  review: 'Review Campaign',
} as const;

const exactTitles: Record<string, string> = {
  '/login': 'Sign In',
  '/influencer-signup': 'Influencer Sign Up',
  '/brand-signup-123': 'Brand Sign Up',
  '/forgot-password': 'Forgot Password',
  '/sso-callback': 'Signing In',
  '/profile-setup': 'Complete Your Profile',
  '/influencer-setup-complete': 'Setup Complete',
  '/brand-profile-setup': 'Brand Profile Setup',
  '/brand-setup-complete': 'Setup Complete',
  '/dashboard': 'Dashboard',
  '/settings': 'Settings',
  '/account/security': 'Security',
  '/campaigns': 'Campaigns',
  '/campaigns/create': 'Create Campaign',
  '/campaigns/invites': 'Campaign Invites',
  '/campaigns/active': 'Active Campaigns',
  '/influencers': 'Influencers',
  '/analytics': 'Analytics',
  '/payments': 'Payments',
  '/earnings': 'Earnings',
  '/team': 'Team Management',
  '/profile': 'My Profile',
  '/notifications': 'Notifications',
  '/messages': 'Messages',
  '/help': 'Help Centre',
  '/operator/disputes': 'Disputes',
  '/operator/reconciliation': 'Reconciliation',
  '/operator/outbox': 'E-mail',
  '/operator/email-suppressions': 'E-mail suppressions',
  '/operator/message-reports': 'Message reports',
};

const patternTitles: Array<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^\/campaigns\/active\/[^/]+(\/.*)?$/, () => 'Campaign Dashboard'],
  [/^\/campaigns\/invites\/[^/]+$/, () => 'Invite Details'],
  [/^\/brands\/[^/]+\/campaigns$/, () => 'Campaigns'],
  [/^\/brands\/[^/]+\/campaigns\/create$/, () => 'Create Campaign'],
  [
    /^\/brands\/[^/]+\/campaigns\/wizard\/[^/]+\/([^/]+)$/,
    (match) => campaignWizardSteps[match[1] as keyof typeof campaignWizardSteps] ?? 'Edit Campaign',
  ],
  [/^\/brands\/[^/]+\/campaigns\/[^/]+\/success$/, () => 'Campaign Published'],
  [/^\/brands\/[^/]+\/campaigns\/[^/]+\/influencers\/[^/]+$/, () => 'Influencer Details'],
  [/^\/influencers\/[^/]+$/, () => 'Influencer Profile'],
  [/^\/brands\/[^/]+\/campaigns\/[^/]+$/, () => 'Campaign Details'],
  [/^\/messages\/[^/]+$/, () => 'Messages'],
  [/^\/help\/[^/]+\/([^/]+)$/, (match) => humanize(match[1])],
  [/^\/help\/([^/]+)$/, (match) => humanize(match[1])],
];

/** 'getting-started' -> 'Getting Started' (help categories and articles are addressed by slug). */
export function humanize(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // keep the raw slug when it is not valid percent-encoding
  }
  return text
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = exactTitles[path];
  if (exact) return exact;
  for (const [pattern, title] of patternTitles) {
    const match = path.match(pattern);
    if (match) return title(match);
  }
  return productName;
}

/** The browser tab title: 'Campaigns · InfluenceHub'. */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title === productName ? productName : `${title} · ${productName}`;
}
