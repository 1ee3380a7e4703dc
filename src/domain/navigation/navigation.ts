import { memberMay, type TeamPermission, type TeamRole } from '../brands/team-permissions';
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
  | 'disputes'
  | 'reconciliation'
  | 'email'
  | 'unsubscribe'
  | 'reports'
  | 'notifications'
  | 'messages';

export interface NavItem {
  label: string;
  /** Path with an optional query, e.g. '/campaigns?status=completed'. */
  path: string;
  icon: NavIcon;
  children?: NavItem[];
  /** The team permission a brand member needs for it to be offered (docs/shell.md "Navigation per role"). */
  requires?: TeamPermission;
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
          { label: 'Create Campaign', path: '/campaigns/create', icon: 'create', requires: 'campaigns.create' },
        ],
      },
      { label: 'Influencers', path: '/influencers', icon: 'influencers' },
      { label: 'Messages', path: '/messages', icon: 'messages' },
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
      { label: 'Messages', path: '/messages', icon: 'messages' },
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

/**
 * A user who is neither brand nor influencer (SPEC §6: a failed identity check) only reaches pages every
 * signed-in user may open, so that is all the shell offers them.
 */
export const basicNavigation: NavGroup[] = [
  { items: [{ label: 'Dashboard', path: '/dashboard', icon: 'dashboard' }] },
  { label: 'Account', items: [{ label: 'Help', path: '/help', icon: 'help' }] },
];

/**
 * The platform operator's own shell (whoami is_staff; docs/shell.md "Navigation per role"): the operator's pages and
 * what every signed-in user has, never the brand pages of the account staff sign in with.
 */
export const operatorNavigation: NavGroup[] = [
  {
    label: 'Operations',
    items: [
      { label: 'Disputes', path: '/operator/disputes', icon: 'disputes' },
      { label: 'Reconciliation', path: '/operator/reconciliation', icon: 'reconciliation' },
      { label: 'E-mail', path: '/operator/outbox', icon: 'email' },
      // 'Suppressions' under 'E-mail': the full page title ('E-mail suppressions') was cut to '…' in the 1280 px sidebar.
      { label: 'Suppressions', path: '/operator/email-suppressions', icon: 'unsubscribe' },
      { label: 'Message reports', path: '/operator/message-reports', icon: 'reports' },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'Notifications', path: '/notifications', icon: 'notifications' },
      { label: 'Help', path: '/help', icon: 'help' },
    ],
  },
];

/** Where a staff user lands instead of a dashboard (they have no brand or influencer dashboard of their own). */
export const operatorHome = '/operator/disputes';

/** Dialogs a quick action can open instead of navigating. */
export type QuickActionDialog = 'invite-influencer' | 'submit-content';

export type QuickAction = { id: string; label: string; icon: NavIcon; requires?: TeamPermission } & (
  | { path: string; dialog?: never }
  | { dialog: QuickActionDialog; path?: never }
);

export const brandQuickActions: QuickAction[] = [
  { id: 'create-campaign', label: 'Create Campaign', icon: 'create', path: '/campaigns/create', requires: 'campaigns.create' },
  { id: 'invite-influencer', label: 'Invite Influencer', icon: 'invite', dialog: 'invite-influencer', requires: 'influencers.invite' },
  { id: 'view-analytics', label: 'View Analytics', icon: 'analytics', path: '/analytics' },
  { id: 'payments', label: 'Payments', icon: 'payments', path: '/payments' },
];

export const influencerQuickActions: QuickAction[] = [
  { id: 'view-invites', label: 'View Invitations', icon: 'invites', path: '/campaigns/invites' },
  { id: 'edit-profile', label: 'Edit Profile', icon: 'profile', path: '/profile' },
  { id: 'earnings', label: 'Earnings', icon: 'earnings', path: '/earnings' },
  { id: 'submit-content', label: 'Submit Content', icon: 'submit', dialog: 'submit-content' },
];

/** What the shell knows of the signed-in user to choose their navigation (whoami). */
export interface NavigationUser {
  persona: Persona | null;
  isStaff?: boolean;
  /** The team role in the user's brand; null or absent when unknown (then nothing is hidden: the server decides). */
  brandRole?: TeamRole | null;
  /** The member's effective flags in that brand (whoami brand_permissions); absent = the role's defaults. */
  brandPermissions?: readonly string[] | null;
}

export type ShellKind = 'operator' | 'brand' | 'influencer' | 'basic';

/** Staff get the operator's shell whatever account they sign in with; everyone else their persona's. */
export const shellKindOf = (user: NavigationUser): ShellKind => (user.isStaff ? 'operator' : (user.persona ?? 'basic'));

/** By the member's own flags, as the server checks them; a user with no brand role is offered everything. */
const permitted = (user: NavigationUser) => (entry: { requires?: TeamPermission }) =>
  !entry.requires || (memberMay({ brand_role: user.brandRole, brand_permissions: user.brandPermissions }, entry.requires) ?? true);

/** Drops the entries the brand member's flags do not allow (a viewer is never offered Create Campaign by default). */
function withoutForbidden(groups: NavGroup[], user: NavigationUser): NavGroup[] {
  const allowed = permitted(user);
  return groups.map((group) => ({
    ...group,
    items: group.items.filter(allowed).map((item) => (item.children ? { ...item, children: item.children.filter(allowed) } : item)),
  }));
}

/** The sidebar (and command palette) groups of one user: by shell kind, then by the brand member's permissions. */
export function navigationForUser(user: NavigationUser): NavGroup[] {
  switch (shellKindOf(user)) {
    case 'operator':
      return operatorNavigation;
    case 'brand':
      return withoutForbidden(brandNavigation, user);
    case 'influencer':
      return influencerNavigation;
    case 'basic':
      return basicNavigation;
  }
}

/** The quick actions of one user: none for the operator or a user of neither role. */
export function quickActionsForUser(user: NavigationUser): QuickAction[] {
  const kind = shellKindOf(user);
  if (kind === 'brand') return brandQuickActions.filter(permitted(user));
  if (kind === 'influencer') return influencerQuickActions;
  return [];
}
