/**
 * A controllable `window.matchMedia` for tests: `setPrefersDark(true)` flips the system colour scheme and
 * notifies every listener, the way a browser does when the operating system theme changes.
 */
type Listener = (event: MediaQueryListEvent) => void;

export function installMatchMedia(initialDark = false) {
  let dark = initialDark;
  const listeners = new Set<{ query: string; listener: Listener }>();
  const matches = (query: string) => (query.includes('prefers-color-scheme: dark') ? dark : false);

  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add({ query, listener }),
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: (listener: Listener) => listeners.add({ query, listener }),
      removeListener: (listener: Listener) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  return {
    setPrefersDark(next: boolean) {
      dark = next;
      for (const { query, listener } of [...listeners]) {
        listener({ matches: matches(query), media: query } as MediaQueryListEvent);
      }
    },
    listenerCount: () => listeners.size,
  };
}
