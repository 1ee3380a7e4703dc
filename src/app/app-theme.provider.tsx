import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { selectThemePreference } from '../features/settings/settings.slice';
import { markColorScheme } from '../theme/color-scheme';
import { createAppTheme } from '../theme/theme';
import { useColorMode } from '../theme/use-color-mode.hook';
import { useAppSelector } from './hooks';

/**
 * The MUI theme, and the stored theme preference applied (SPEC §2): light, dark or the system's scheme,
 * re-applied whenever the system colour scheme changes. The palette itself is always light, as SPEC says the
 * product is in practice; the resolved scheme is marked on <html> (src/theme/color-scheme.ts, docs/shell.md).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const preference = useAppSelector(selectThemePreference);
  const scheme = useColorMode(preference);
  useEffect(() => markColorScheme(preference, scheme), [preference, scheme]);
  const theme = useMemo(() => createAppTheme('light'), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
