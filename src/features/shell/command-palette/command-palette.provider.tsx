import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CommandPaletteContext, type CommandPalette } from './command-palette.context';

/** The dialog (MUI Dialog, the search hook) is its own chunk, fetched on first use: it is not part of /dashboard's initial JS. */
const loadDialog = () => import(/* webpackChunkName: "command-palette" */ './command-palette.dialog');
const CommandPaletteDialog = lazy(loadDialog);

/** Starts fetching the palette's chunk early (the search box calls it on hover and focus). */
export const preloadCommandPalette = () => {
  void loadDialog();
};

/** Ctrl+K, or Cmd+K on a Mac, without other modifiers. */
const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Provides `useCommandPalette()` to the shell, toggles the palette with Ctrl/Cmd+K anywhere, and gives focus
 * back to the element that had it when the palette closes.
 */
export function CommandPaletteProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; initialText: string; session: number }>({
    isOpen: false,
    initialText: '',
    session: 0,
  });
  const isOpen = useRef(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  const open = useCallback((initialText = '') => {
    if (isOpen.current) return;
    isOpen.current = true;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState((current) => ({ isOpen: true, initialText, session: current.session + 1 }));
  }, []);

  const close = useCallback((options: { restoreFocus?: boolean } = {}) => {
    if (!isOpen.current) return;
    isOpen.current = false;
    restoreFocus.current = options.restoreFocus ?? true;
    setState((current) => ({ ...current, isOpen: false }));
  }, []);

  useEffect(() => {
    if (state.isOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [state.isOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl/Cmd+K (focus the address bar's search) would steal the shortcut.
      event.preventDefault();
      if (isOpen.current) close();
      else open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const palette = useMemo<CommandPalette>(() => ({ open, close, isOpen: state.isOpen }), [open, close, state.isOpen]);

  return (
    <CommandPaletteContext.Provider value={palette}>
      {children}
      {state.isOpen && (
        <Suspense fallback={null}>
          <CommandPaletteDialog key={state.session} initialText={state.initialText} />
        </Suspense>
      )}
    </CommandPaletteContext.Provider>
  );
}

export { useCommandPalette } from './command-palette.context';
