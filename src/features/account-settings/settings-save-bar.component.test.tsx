import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { defaultUserSettings } from '../../domain/settings/user-settings';
import { createInitialSettingsState } from '../settings/settings.slice';
import { SettingsSaveBar } from './settings-save-bar.component';

const savedAt = '2026-11-25T11:54:00.000Z';
const inZone = (timezone: string) => {
  const current = { ...defaultUserSettings, profile: { ...defaultUserSettings.profile, timezone } };
  return makeStore({ settings: { ...createInitialSettingsState(), current, form: current } }, { runSagas: false });
};

describe('SettingsSaveBar', () => {
  it('writes the save time in the product format, in the time zone of the saved settings', () => {
    render(<Provider store={inZone('Asia/Kolkata')}><SettingsSaveBar isDirty={false} saving={false} lastSavedAt={savedAt} onDiscard={() => undefined} /></Provider>);
    expect(screen.getByText('Last saved 25 Nov 2026, 17:24')).toBeInTheDocument();
  });

  it('uses UTC until a time zone is set, and outside the app store', () => {
    render(<Provider store={inZone('')}><SettingsSaveBar isDirty={false} saving={false} lastSavedAt={savedAt} onDiscard={() => undefined} /></Provider>);
    expect(screen.getByText('Last saved 25 Nov 2026, 11:54')).toBeInTheDocument();
    render(<SettingsSaveBar isDirty={false} saving={false} lastSavedAt={savedAt} onDiscard={() => undefined} />);
    expect(screen.getAllByText('Last saved 25 Nov 2026, 11:54')).toHaveLength(2);
  });
});
