/**
 * Texts of the shell that SPEC §2 does not spell out (ours), beside the SPEC ones it reuses from
 * src/domain/messages.ts (uiTexts.logOut, brandAccount, influencerAccount). SPEC's 'Logout' of the sidebar
 * is written as SPEC writes it, unlike the user menu's 'Log out'.
 */
export const shellTexts = {
  openNavigation: 'Open navigation',
  mainNavigation: 'Main navigation',
  sidebar: 'Sidebar',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  quickActions: 'Quick Actions',
  sidebarLogout: 'Logout',
  accountMenu: 'Account menu',
  home: 'InfluenceHub home',
  myProfile: 'My Profile',
  settings: 'Settings',
  security: 'Security',
  help: 'Help',
  close: 'Close',
} as const;
