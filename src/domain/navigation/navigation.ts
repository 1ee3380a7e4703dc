import type { Persona } from '../constants';

/**
 * The sidebar, quick actions and command palette of SPEC §2 "Navigation", per role. Labels are ours
 * (SPEC gives the paths); the shell and the command palette both read them from here.
 */
export type NavIcon =
  | 'dashboard'
  | 'campaigns'
  | 'list'
  | 'create'
  | 'influencers'
  | 'analytics'
  | 'payments'
  | 'team'
  | 'settings'
  | 'help'
  | 'profile'
  | 'active'
  | 'invites'
  | 'completed'
  | 'earnings'
  | 'invite'
  | 'submit'
  | 'disputes';

export interface NavItem {
  label: string;
  /** Path with an optional query, e.g. '/campaigns?status=completed'. */
  path: string;
  icon: NavIcon;
  children?: NavItem[];
}

export interface NavGroup {
  /** Groups without a label are the sidebar's top section. */
  label?: string;
  items: NavItem[];
}

export const brandNavigation: NavGroup[] = [
  {
    items: [
      { label: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
      {
        label: 'Campaigns',
        path: '/campaigns',
        icon: 'campaigns',
        children: [
          { label: 'All Campaigns', path: '/campaigns', icon: 'list' },
          { label: 'Create Campaign', path: '/campaigns/create', icon: 'create' },
        ],
      },
      { label: 'Influencers', path: '/influencers', icon: 'influencers' },
      { label: 'Analytics', path: '/analytics', icon: 'analytics' },
    ],
  },
  {
    label: 'Management',
    items: [
      { label: 'Payments', path: '/payments', icon: 'payments' },
      { label: 'Team', path: '/team', icon: 'team' },
      { label: 'Settings', path: '/settings', icon: 'settings' },
      { label: 'Help', path: '/help', icon: 'help' },
    ],
  },
];

export const influencerNavigation: NavGroup[] = [
  {
    items: [
      { label: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
      {
        label: 'Campaigns',
        path: '/campaigns',
        icon: 'campaigns',
        children: [
          { label: 'Active Campaigns', path: '/campaigns/active', icon: 'active' },
          { label: 'Invitations', path: '/campaigns/invites', icon: 'invites' },
          { label: 'Completed', path: '/campaigns?status=completed', icon: 'completed' },
        ],
      },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'My Profile', path: '/profile', icon: 'profile' },
      { label: 'Settings', path: '/settings', icon: 'settings' },
      { label: 'Help', path: '/help', icon: 'help' },
    ],
  },
];

export const navigationFor = (persona: Persona): NavGroup[] => (persona === 'brand' ? brandNavigation : influencerNavigation);

/**
 * A user who is neither brand nor influencer (SPEC §6: a failed identity check) only reaches pages every
 * signed-in user may open, so that is all the shell offers them.
 */
export const basicNavigation: NavGroup[] = [
  { items: [{ label: 'Dashboard', path: '/dashboard', icon: 'dashboard' }] },
  { label: 'Account', items: [{ label: 'Help', path: '/help', icon: 'help' }] },
];

/** Added below a staff user's own navigation (whoami is_staff): the operator's pages (docs/marketplace.md). */
export const staffNavigation: NavGroup[] = [
  { label: 'Operations', items: [{ label: 'Disputes', path: '/operator/disputes', icon: 'disputes' }] },
];

/** Dialogs a quick action can open instead of navigating. */
export type QuickActionDialog = 'invite-influencer' | 'submit-content';

export type QuickAction = { id: string; label: string; icon: NavIcon } & (
  | { path: string; dialog?: never }
  | { dialog: QuickActionDialog; path?: never }
);

export const brandQuickActions: QuickAction[] = [
  { id: 'create-campaign', label: 'Create Campaign', icon: 'create', path: '/campaigns/create' },
  { id: 'invite-influencer', label: 'Invite Influencer', icon: 'invite', dialog: 'invite-influencer' },
  { id: 'view-analytics', label: 'View Analytics', icon: 'analytics', path: '/analytics' },
  { id: 'payments', label: 'Payments', icon: 'payments', path: '/payments' },
];

export const influencerQuickActions: QuickAction[] = [
  { id: 'view-invites', label: 'View Invitations', icon: 'invites', path: '/campaigns/invites' },
  { id: 'edit-profile', label: 'Edit Profile', icon: 'profile', path: '/profile' },
  { id: 'earnings', label: 'Earnings', icon: 'earnings', path: '/earnings' },
  { id: 'submit-content', label: 'Submit Content', icon: 'submit', dialog: 'submit-content' },
];

export const quickActionsFor = (persona: Persona): QuickAction[] =>
  persona === 'brand' ? brandQuickActions : influencerQuickActions;
