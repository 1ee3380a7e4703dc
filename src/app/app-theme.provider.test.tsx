import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { themePreferenceChanged } from '../features/settings/settings.slice';
import { settingsStorageKey } from '../features/settings/settings.storage';
import { installMatchMedia } from '../test/match-media';
import { AppThemeProvider } from './app-theme.provider';
import { makeStore } from './store';

function PaletteMode() {
  return <p>{`palette ${useTheme().palette.mode}`}</p>;
}

function renderTheme() {
  const store = makeStore(undefined, { runSagas: false });
  render(
    <Provider store={store}>
      <AppThemeProvider>
        <PaletteMode />
      </AppThemeProvider>
    </Provider>,
  );
  return store;
}

const html = () => document.documentElement;

beforeEach(() => localStorage.clear());

describe('the theme preference (SPEC §2: stored light, dark or system; re-applied when the system changes)', () => {
  it('applies the stored light preference by default', () => {
    installMatchMedia(true);
    renderTheme();
    expect(html()).toHaveAttribute('data-theme-preference', 'light');
    expect(html()).toHaveAttribute('data-color-scheme', 'light');
  });

  it("follows the system for 'system' and re-applies it when the system colour scheme changes", () => {
    localStorage.setItem(settingsStorageKey, JSON.stringify({ themePreference: 'system' }));
    const media = installMatchMedia(false);
    renderTheme();
    expect(html()).toHaveAttribute('data-theme-preference', 'system');
    expect(html()).toHaveAttribute('data-color-scheme', 'light');

    act(() => media.setPrefersDark(true));
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    act(() => media.setPrefersDark(false));
    expect(html()).toHaveAttribute('data-color-scheme', 'light');
  });

  it('honours a change of the stored preference, and stops following the system when it is not system', () => {
    const media = installMatchMedia(false);
    const store = renderTheme();
    act(() => {
      store.dispatch(themePreferenceChanged('dark'));
    });
    expect(html()).toHaveAttribute('data-theme-preference', 'dark');
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    act(() => media.setPrefersDark(false));
    expect(html()).toHaveAttribute('data-color-scheme', 'dark');
    expect(media.listenerCount()).toBe(0);
  });

  it('renders the light palette whatever the preference resolves to (always light in practice)', () => {
    localStorage.setItem(settingsStorageKey, JSON.stringify({ themePreference: 'dark' }));
    installMatchMedia(true);
    renderTheme();
    expect(screen.getByText('palette light')).toBeInTheDocument();
    expect(html().style.colorScheme).toBe('light');
  });
});
