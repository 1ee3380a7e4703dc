import { act, renderHook } from '@testing-library/react';
import { installMatchMedia } from '../test/match-media';
import { useColorMode } from './use-color-mode.hook';
import { createAppTheme } from './theme';

describe('useColorMode (SPEC §2 theme preference)', () => {
  it('honours an explicit light or dark preference whatever the system says', () => {
    installMatchMedia(true);
    expect(renderHook(() => useColorMode('light')).result.current).toBe('light');
    expect(renderHook(() => useColorMode('dark')).result.current).toBe('dark');
  });

  it('follows the system and re-applies it when the system colour scheme changes', () => {
    const media = installMatchMedia(false);
    const { result, unmount } = renderHook(() => useColorMode('system'));
    expect(result.current).toBe('light');
    act(() => media.setPrefersDark(true));
    expect(result.current).toBe('dark');
    act(() => media.setPrefersDark(false));
    expect(result.current).toBe('light');
    unmount();
    expect(media.listenerCount()).toBe(0);
  });

  it('stops listening when the preference leaves system', () => {
    const media = installMatchMedia(false);
    const { result, rerender } = renderHook(({ preference }) => useColorMode(preference), {
      initialProps: { preference: 'system' as 'system' | 'light' },
    });
    rerender({ preference: 'light' });
    act(() => media.setPrefersDark(true));
    expect(result.current).toBe('light');
    expect(media.listenerCount()).toBe(0);
  });

  it('builds the theme in the chosen mode', () => {
    expect(createAppTheme().palette.mode).toBe('light');
    expect(createAppTheme('dark').palette.mode).toBe('dark');
  });
});
