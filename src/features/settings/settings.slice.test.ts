import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { defaultDashboardPreferences, defaultUserSettings } from '../../domain/settings/user-settings';
import { settingsSaga } from './settings.saga';
import reducer, {
  createInitialSettingsState,
  settingsFormChanged,
  settingsFormReset,
  settingsLoaded,
  settingsSaved,
  sidebarToggled,
  themePreferenceChanged,
} from './settings.slice';
import { settingsStorageKey } from './settings.storage';
import { signedOut } from '../session/session.slice';

beforeEach(() => localStorage.clear());

describe('settings slice', () => {
  it('starts from the SPEC §3 defaults', () => {
    const state = createInitialSettingsState();
    expect(state.current.profile).toMatchObject({ language: 'en', timezone: 'UTC' });
    expect(state.current.privacy.profileVisibility).toBe('public');
    expect(state.current.ui.defaultCampaignView).toBe('grid');
    expect(state.dashboard).toEqual(defaultDashboardPreferences);
    expect(state.dashboard).toMatchObject({
      layout: 'grid', density: 'comfortable', metricsTimeframe: 'weekly', defaultTab: 'overview', sortBy: 'created_at', sortOrder: 'desc',
    });
    expect(state).toMatchObject({ isDirty: false, lastSavedAt: null, themePreference: 'light', sidebarCollapsed: false });
  });

  it('marks the form dirty on edit without touching the current settings', () => {
    const state = reducer(undefined, settingsFormChanged('notifications', { sms: true }));
    expect(state.isDirty).toBe(true);
    expect(state.form.notifications.sms).toBe(true);
    expect(state.current.notifications.sms).toBe(defaultUserSettings.notifications.sms);
  });

  it('reset throws the edits away and clears the dirty flag', () => {
    let state = reducer(undefined, settingsFormChanged('profile', { displayName: 'Asha' }));
    state = reducer(state, settingsFormReset());
    expect(state.isDirty).toBe(false);
    expect(state.form.profile.displayName).toBe('');
  });

  it('saving copies the form into the current settings and records the save time', () => {
    let state = reducer(undefined, settingsFormChanged('ui', { compactMode: true }));
    state = reducer(state, settingsSaved(new Date('2025-03-01T10:00:00Z')));
    expect(state.current.ui.compactMode).toBe(true);
    expect(state.isDirty).toBe(false);
    expect(state.lastSavedAt).toBe('2025-03-01T10:00:00.000Z');
  });

  it('settings loaded from the server replace the form and the current settings, with their save time', () => {
    let state = reducer(undefined, settingsFormChanged('ui', { compactMode: true }));
    const loaded = { ...defaultUserSettings, notifications: { ...defaultUserSettings.notifications, sms: true } };
    state = reducer(state, settingsLoaded(loaded, '2025-03-01T10:00:00.000Z'));
    expect(state).toMatchObject({ current: loaded, form: loaded, isDirty: false, lastSavedAt: '2025-03-01T10:00:00.000Z' });
  });

  it('a save with the stored document makes it current', () => {
    const stored = { ...defaultUserSettings, profile: { ...defaultUserSettings.profile, location: 'Pune' } };
    const state = reducer(undefined, settingsSaved(new Date('2025-03-01T10:00:00Z'), stored));
    expect(state.current.profile.location).toBe('Pune');
    expect(state.form).toBe(state.current);
  });

  it('signing out forgets the settings but keeps the device preferences', () => {
    let state = reducer(undefined, settingsFormChanged('ui', { compactMode: true }));
    state = reducer(state, themePreferenceChanged('dark'));
    state = reducer(state, signedOut());
    expect(state).toMatchObject({ form: defaultUserSettings, isDirty: false, lastSavedAt: null, themePreference: 'dark' });
  });

  it('restores the theme preference and sidebar flag saved in localStorage, ignoring bad values', () => {
    localStorage.setItem(settingsStorageKey, JSON.stringify({ themePreference: 'dark', sidebarCollapsed: true }));
    expect(createInitialSettingsState()).toMatchObject({ themePreference: 'dark', sidebarCollapsed: true });
    localStorage.setItem(settingsStorageKey, JSON.stringify({ themePreference: 'purple', sidebarCollapsed: 'yes' }));
    expect(createInitialSettingsState()).toMatchObject({ themePreference: 'light', sidebarCollapsed: false });
    localStorage.setItem(settingsStorageKey, '{not json');
    expect(createInitialSettingsState().themePreference).toBe('light');
  });

  it('the settings saga writes the preference and the sidebar flag to localStorage', () => {
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer: { settings: reducer }, middleware: (getDefault) => getDefault().concat(sagaMiddleware) });
    sagaMiddleware.run(settingsSaga);

    store.dispatch(themePreferenceChanged('system'));
    store.dispatch(sidebarToggled());

    expect(JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}')).toEqual({ themePreference: 'system', sidebarCollapsed: true });
  });
});
