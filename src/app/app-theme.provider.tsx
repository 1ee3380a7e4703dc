import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { selectThemePreference } from '../features/settings/settings.slice';
import { createAppTheme } from '../theme/theme';
import { useColorMode } from '../theme/use-color-mode.hook';
import { useAppSelector } from './hooks';

/** The MUI theme for the stored preference (light, dark or following the system: SPEC §2). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useColorMode(useAppSelector(selectThemePreference));
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
