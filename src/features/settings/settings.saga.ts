import { call, select, takeLatest } from 'redux-saga/effects';
import { selectSidebarCollapsed, selectThemePreference, sidebarCollapsedSet, sidebarToggled, themePreferenceChanged } from './settings.slice';
import { writePersistedSettings } from './settings.storage';

function* persistSettings() {
  const themePreference: ReturnType<typeof selectThemePreference> = yield select(selectThemePreference);
  const sidebarCollapsed: boolean = yield select(selectSidebarCollapsed);
  yield call(writePersistedSettings, { themePreference, sidebarCollapsed });
}

/** Keeps the theme preference and the sidebar flag in localStorage. */
export function* settingsSaga() {
  yield takeLatest([themePreferenceChanged.type, sidebarCollapsedSet.type, sidebarToggled.type], persistSettings);
}
