import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  defaultDashboardPreferences,
  defaultUserSettings,
  type DashboardPreferences,
  type ThemePreference,
  type UserSettings,
} from '../../domain/settings/user-settings';
import { signedOut } from '../session/session.slice';
import { readPersistedSettings } from './settings.storage';

type SettingsGroup = keyof UserSettings;

export interface SettingsState {
  /** The settings in effect (last saved). */
  current: UserSettings;
  /** The settings form being edited (SPEC §4 "Settings form"). */
  form: UserSettings;
  isDirty: boolean;
  /** ISO time of the last save, null before the first. */
  lastSavedAt: string | null;
  themePreference: ThemePreference;
  sidebarCollapsed: boolean;
  dashboard: DashboardPreferences;
}

export function createInitialSettingsState(): SettingsState {
  const persisted = readPersistedSettings();
  return {
    current: defaultUserSettings,
    form: defaultUserSettings,
    isDirty: false,
    lastSavedAt: null,
    themePreference: persisted.themePreference ?? 'light',
    sidebarCollapsed: persisted.sidebarCollapsed ?? false,
    dashboard: defaultDashboardPreferences,
  };
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: createInitialSettingsState,
  reducers: {
    /** An edit in one group of the form, e.g. `{ group: 'notifications', changes: { sms: true } }`. */
    settingsFormChanged: {
      reducer(state, action: PayloadAction<{ group: SettingsGroup; changes: Partial<UserSettings[SettingsGroup]> }>) {
        const { group, changes } = action.payload;
        Object.assign(state.form[group], changes);
        state.isDirty = true;
      },
      prepare<G extends SettingsGroup>(group: G, changes: Partial<UserSettings[G]>) {
        return { payload: { group, changes } };
      },
    },
    /** Discards the edits: the form shows the current settings again. */
    settingsFormReset(state) {
      state.form = state.current;
      state.isDirty = false;
    },
    /**
     * Saving copies the form into the current settings and records the save time. `settings`, when given, is
     * what the server stored (the form as submitted, trimmed); it becomes both the form and the current settings.
     */
    settingsSaved: {
      reducer(state, action: PayloadAction<{ savedAt: string; settings?: UserSettings }>) {
        if (action.payload.settings) state.form = action.payload.settings;
        state.current = state.form;
        state.isDirty = false;
        state.lastSavedAt = action.payload.savedAt;
      },
      prepare(savedAt: Date = new Date(), settings?: UserSettings) {
        return { payload: { savedAt: savedAt.toISOString(), ...(settings ? { settings } : {}) } };
      },
    },
    /** Settings loaded from the server replace both the current settings and a clean form. */
    settingsLoaded: {
      reducer(state, action: PayloadAction<{ settings: UserSettings; savedAt: string | null }>) {
        state.current = action.payload.settings;
        state.form = action.payload.settings;
        state.isDirty = false;
        state.lastSavedAt = action.payload.savedAt;
      },
      prepare(settings: UserSettings, savedAt: string | null = null) {
        return { payload: { settings, savedAt } };
      },
    },
    themePreferenceChanged(state, action: PayloadAction<ThemePreference>) {
      state.themePreference = action.payload;
    },
    sidebarCollapsedSet(state, action: PayloadAction<boolean>) {
      state.sidebarCollapsed = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    dashboardPreferencesChanged(state, action: PayloadAction<Partial<DashboardPreferences>>) {
      Object.assign(state.dashboard, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Another person may sign in next in this tab: their settings load fresh. Device preferences stay.
    builder.addCase(signedOut, (state) => {
      state.current = defaultUserSettings;
      state.form = defaultUserSettings;
      state.isDirty = false;
      state.lastSavedAt = null;
    });
  },
  selectors: {
    selectCurrentSettings: (state) => state.current,
    selectSettingsForm: (state) => state.form,
    selectSettingsDirty: (state) => state.isDirty,
    selectSettingsLastSavedAt: (state) => state.lastSavedAt,
    selectThemePreference: (state) => state.themePreference,
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectDashboardPreferences: (state) => state.dashboard,
  },
});

export const {
  settingsFormChanged,
  settingsFormReset,
  settingsSaved,
  settingsLoaded,
  themePreferenceChanged,
  sidebarCollapsedSet,
  sidebarToggled,
  dashboardPreferencesChanged,
} = settingsSlice.actions;

export const {
  selectCurrentSettings,
  selectSettingsForm,
  selectSettingsDirty,
  selectSettingsLastSavedAt,
  selectThemePreference,
  selectSidebarCollapsed,
  selectDashboardPreferences,
} = settingsSlice.selectors;

export default settingsSlice.reducer;
