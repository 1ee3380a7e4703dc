import type { ReactNode } from 'react';
import { selectThemePreference } from '../features/settings/settings.slice';
import { ThemeRoot } from '../theme/theme-root';
import { useAppSelector } from './hooks';

/** The MUI theme with the store's theme preference applied (src/theme/theme-root.tsx). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const preference = useAppSelector(selectThemePreference);
  return <ThemeRoot preference={preference}>{children}</ThemeRoot>;
}
