/** Where React Router's <ScrollRestoration> keeps the scroll positions of the tab's history entries. */
export const scrollPositionsStorageKey = 'react-router-scroll-positions';

/**
 * React Router keys the first history entry of every page load 'default', and <ScrollRestoration> restores the
 * position saved under that key when a page loads. So a fresh visit (the return from the payment checkout, a link
 * from an e-mail, an address typed in) opened scrolled to wherever the tab's previous page load was left: the brand
 * came back from the checkout to /payments scrolled down to the campaign it funded, with the checkout's outcome at
 * the top of the page out of sight. Only a reload or a step back or forward in history should restore a position:
 * on a new navigation this forgets the 'default' entry's, before the router reads them.
 */
export function forgetFirstEntryScrollOnFreshVisit(win: Pick<Window, 'performance' | 'sessionStorage'> = window): void {
  try {
    const [entry] = win.performance.getEntriesByType?.('navigation') ?? [];
    if ((entry as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
    const saved = win.sessionStorage.getItem(scrollPositionsStorageKey);
    if (!saved) return;
    const positions = JSON.parse(saved) as Record<string, number>;
    if (!('default' in positions)) return;
    delete positions.default;
    win.sessionStorage.setItem(scrollPositionsStorageKey, JSON.stringify(positions));
  } catch {
    // Storage refused (private mode, quota) or unreadable: React Router then restores nothing either.
  }
}
