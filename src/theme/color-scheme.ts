import type { ThemePreference } from '../domain/settings/user-settings';
import type { ColorMode } from './theme';

/**
 * Marks <html> with the stored preference and the scheme it resolves to (`data-theme-preference`,
 * `data-color-scheme`), so CSS, tests and tools can see the preference being honoured. The rendered palette
 * is light whatever they say (SPEC §2 "The theme is always light in practice"), and so is the browser's
 * `color-scheme` for native controls.
 */
export function markColorScheme(preference: ThemePreference, scheme: ColorMode, root: HTMLElement = document.documentElement) {
  root.dataset.themePreference = preference;
  root.dataset.colorScheme = scheme;
  root.style.colorScheme = 'light';
}
