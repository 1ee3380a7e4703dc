/** Texts of the command palette and the top bar's search box. SPEC §2 quotes the first four. */
export const paletteTexts = {
  inputPlaceholder: 'Type a command or search...',
  noResults: 'No results found.',
  quickActions: 'Quick Actions',
  search: 'Search',
  dialogLabel: 'Command palette',
  inputLabel: 'Command or search',
  searching: 'Searching...',
  searchFailed: 'Search failed. Please try again.',
  searchBoxPlaceholder: 'Search...',
  searchBoxLabel: 'Search',
  /**
   * The wide search box's name: its visible text ('Search...' and the shortcut hint) so voice control finds it by
   * what it shows (WCAG 2.5.3 label in name).
   */
  searchBoxName: (hint: string) => `Search (${hint})`,
  goTo: (label: string) => `Go to ${label}`,
} as const;

/** The shortcut hint on the search box: ⌘K on Apple platforms, Ctrl K elsewhere. */
export const shortcutHint = (isApple: boolean) => (isApple ? '⌘K' : 'Ctrl K');
