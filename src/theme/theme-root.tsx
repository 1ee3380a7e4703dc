import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ThemePreference } from '../domain/settings/user-settings';
import { markColorScheme } from './color-scheme';
import { createAppTheme } from './theme';
import { useColorMode } from './use-color-mode.hook';

/**
 * The MUI theme with a theme preference applied (SPEC §2): light, dark or the system's scheme, re-applied whenever
 * the system colour scheme changes. The palette itself is always light, as SPEC says the product is in practice; the
 * resolved scheme is marked on <html> (src/theme/color-scheme.ts, docs/shell.md). The app passes the preference from
 * its store (AppThemeProvider), the signed-out pages' entry the one stored in localStorage.
 */
export function ThemeRoot({ preference, children }: { preference: ThemePreference; children: ReactNode }) {
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
