import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { QuickActionDialog as DialogKind } from '../../../domain/navigation/navigation';
import { QuickActionDialogsContext, type QuickActionDialogs } from './quick-action-dialogs.context';

const QuickActionDialog = lazy(() => import(/* webpackChunkName: "quick-action-dialog" */ './quick-action.dialog'));

/**
 * Owns the quick-action dialogs for the whole shell, so the sidebar and the command palette open the same
 * ones through `useQuickActionDialogs().openDialog(...)`. The dialog code loads on first use.
 */
export function QuickActionDialogsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ dialog: DialogKind; open: boolean } | null>(null);
  const value = useMemo<QuickActionDialogs>(() => ({ openDialog: (dialog) => setState({ dialog, open: true }) }), []);

  return (
    <QuickActionDialogsContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <QuickActionDialog
            dialog={state.dialog}
            open={state.open}
            onClose={() => setState((current) => (current ? { ...current, open: false } : current))}
          />
        </Suspense>
      ) : null}
    </QuickActionDialogsContext.Provider>
  );
}
