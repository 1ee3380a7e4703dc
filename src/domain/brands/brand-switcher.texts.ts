/** Texts of the top bar's brand switcher (docs/team.md "Several brands"), used by the SPA and the server. */
export const brandSwitcherTexts = {
  /** The switcher button's accessible name; the visible label is the current brand's name. */
  buttonLabel: (brandName: string) => `Current brand: ${brandName}. Switch brand`,
  menuTitle: 'Switch brand',
  roleOf: { admin: 'Admin', manager: 'Manager', viewer: 'Viewer' } as const,
  current: 'Current',
  /** 404 of PUT accounts/current-brand/ for a brand the user is not (or no longer) a member of. */
  notAMember: 'You are not a member of this brand.',
  switched: (brandName: string) => `Switched to ${brandName}.`,
  failed: 'Could not switch brand. Try again.',
} as const;
