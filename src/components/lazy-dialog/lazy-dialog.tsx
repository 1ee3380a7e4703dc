import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Wraps a dialog so its code (MUI's Dialog, Modal and focus trap, and often react-hook-form and yup) loads on the
 * first open instead of with the page: a dialog opens only on a click, and these modules put form pages over SPEC
 * §9's 300 kB budget (docs/performance.md). Nothing renders until `open` is first true; from then on the dialog stays
 * mounted, so closing animates and focus returns to the button as before. While the chunk downloads nothing is shown
 * (as for the select menu, src/theme/lazy-select-menu.tsx): the dialog appears when it arrives.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    // Derived state: the first open loads the dialog, and it stays.
    if (!wanted && props.open) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
