import { createContext, useContext } from 'react';

export interface CommandPalette {
  /** Opens the palette, optionally with text already typed (the top bar's search box passes its keystrokes). */
  open(initialText?: string): void;
  /** Closes it; focus returns to where it was before opening unless `restoreFocus` is false. */
  close(options?: { restoreFocus?: boolean }): void;
  isOpen: boolean;
}

const closed: CommandPalette = { open: () => undefined, close: () => undefined, isOpen: false };

export const CommandPaletteContext = createContext<CommandPalette>(closed);

/** The command palette of the signed-in shell (outside `CommandPaletteProvider`: a closed palette that does nothing). */
export const useCommandPalette = () => useContext(CommandPaletteContext);
