import { useEffect, useState } from 'react';
import type { ThemePreference } from '../domain/settings/user-settings';
import type { ColorMode } from './theme';

const darkQuery = '(prefers-color-scheme: dark)';

const systemMode = (): ColorMode =>
  typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';

/**
 * The colour mode to render for a stored preference (SPEC §2): light and dark as stored; 'system' follows the
 * operating system and is re-applied whenever the system colour scheme changes.
 */
export function useColorMode(preference: ThemePreference): ColorMode {
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    if (preference !== 'system' || typeof window === 'undefined' || !window.matchMedia) return undefined;
    const query = window.matchMedia(darkQuery);
    const onChange = (event: MediaQueryListEvent) => setSystem(event.matches ? 'dark' : 'light');
    setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  return preference === 'system' ? system : preference;
}
