import type { ReactNode } from 'react';

/** PLACEHOLDER, to be replaced (helper C): renders the command palette dialog, registers Ctrl/Cmd+K, and exposes `useCommandPalette()`. */
export function CommandPaletteProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
