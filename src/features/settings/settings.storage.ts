import { themePreferences, type ThemePreference } from '../../domain/settings/user-settings';

/** What survives a reload (localStorage): the theme preference and whether the sidebar is collapsed. */
export interface PersistedSettings {
  themePreference: ThemePreference;
  sidebarCollapsed: boolean;
}

export const settingsStorageKey = 'influencehub.settings';

export function readPersistedSettings(): Partial<PersistedSettings> {
  try {
    const raw = globalThis.localStorage?.getItem(settingsStorageKey);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const result: Partial<PersistedSettings> = {};
    if (themePreferences.includes(parsed.themePreference as ThemePreference)) {
      result.themePreference = parsed.themePreference as ThemePreference;
    }
    if (typeof parsed.sidebarCollapsed === 'boolean') result.sidebarCollapsed = parsed.sidebarCollapsed;
    return result;
  } catch {
    return {};
  }
}

export function writePersistedSettings(settings: PersistedSettings): void {
  try {
    globalThis.localStorage?.setItem(settingsStorageKey, JSON.stringify(settings));
  } catch {
    // storage full or disabled (private mode): the preference lasts for this page only
  }
}
