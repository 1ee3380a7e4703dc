import type { NewHelpCategory } from '../../../repositories/help.repository';

/**
 * The help centre's categories in reading order. Each category's articles live in `articles/<slug>/*.md`.
 * A category for one role is hidden from the other, together with all its articles.
 */
export const helpCategorySeeds: readonly NewHelpCategory[] = [
  {
    slug: 'getting-started',
    title: 'Getting Started',
    description: 'Your first steps on InfluenceHub: setting up your profile and finding your way around.',
    audience: 'all',
    position: 1,
  },
  {
    slug: 'campaigns',
    title: 'Campaigns and Placements',
    description: 'How campaigns work, the ten placement types, and how CPM, fixed, bundled and à la carte pricing differ.',
    audience: 'all',
    position: 2,
  },
  {
    slug: 'content-verification',
    title: 'Content Verification and Rebuttals',
    description: 'Submitting content, how it is verified, and what to do when you disagree with a rejection.',
    audience: 'all',
    position: 3,
  },
  {
    slug: 'payouts',
    title: 'Payouts',
    description: 'Getting paid by UPI or bank transfer, and how your payout details are protected.',
    audience: 'influencer',
    position: 4,
  },
  {
    slug: 'social-accounts',
    title: 'Connecting YouTube and Instagram',
    description: 'Link your channels so brands can see your reach and your campaign content can be tracked.',
    audience: 'influencer',
    position: 5,
  },
  {
    slug: 'team',
    title: 'Team and Permissions',
    description: 'Invite colleagues to your brand and decide what each of them may do.',
    audience: 'brand',
    position: 6,
  },
  {
    slug: 'account-security',
    title: 'Account and Security',
    description: 'Signing in, password rules, resetting a forgotten password and keeping your account safe.',
    audience: 'all',
    position: 7,
  },
  {
    slug: 'notifications',
    title: 'Notifications and Notices',
    description: 'What the bell, the notice strip, toasts and the offline banner tell you, and how to manage them.',
    audience: 'all',
    position: 8,
  },
];
