import { createContext, useContext } from 'react';
import type { QuickActionDialog } from '../../../domain/navigation/navigation';

export interface QuickActionDialogs {
  openDialog(dialog: QuickActionDialog): void;
}

const noDialogs: QuickActionDialogs = { openDialog: () => undefined };

/** Lets the sidebar's quick actions and the command palette open the invite/submit dialogs the shell owns. */
export const QuickActionDialogsContext = createContext<QuickActionDialogs>(noDialogs);

export const useQuickActionDialogs = () => useContext(QuickActionDialogsContext);
