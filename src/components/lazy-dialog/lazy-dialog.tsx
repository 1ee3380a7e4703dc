import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Wraps a dialog so its code (MUI's Dialog, Modal and focus trap, and often react-hook-form and yup) loads on the
 * first open instead of with the page: a dialog opens only on a click, and these modules put form pages over SPEC
 * §9's 300 kB budget (docs/performance.md). Nothing renders until `open` is first true; from then on the dialog stays
 * mounted, so closing animates and focus returns to the button as before. While the chunk downloads nothing is shown
 * (as for the select menu, src/theme/lazy-select-menu.tsx): the dialog appears when it arrives.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyUntilOpened(load);
}

/**
 * The mechanism behind lazyDialog and the popups MUI shows only when opened (src/theme/lazy-select-menu.tsx,
 * lazy-popper.tsx): renders nothing until `open` (or `keepMounted`) is first true, then loads the component and keeps
 * it mounted. Every prop is passed on, `ref` included (a plain prop since React 19).
 */
export function lazyUntilOpened<P extends { open?: boolean; keepMounted?: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyUntilOpened(props: P) {
    const opened = Boolean(props.open || props.keepMounted);
    const [wanted, setWanted] = useState(opened);
    // Derived state: the first open loads the component, and it stays.
    if (!wanted && opened) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyUntilOpened;
}
