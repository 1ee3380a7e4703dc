import { forgetFirstEntryScrollOnFreshVisit, scrollPositionsStorageKey } from './fresh-visit-scroll';

function browserWith(type: NavigationTimingType | undefined, positions: Record<string, number> | null) {
  const store = new Map<string, string>();
  if (positions) store.set(scrollPositionsStorageKey, JSON.stringify(positions));
  const win = {
    performance: { getEntriesByType: () => (type ? [{ type }] : []) } as unknown as Performance,
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as unknown as Storage,
  };
  const saved = () => JSON.parse(store.get(scrollPositionsStorageKey) ?? 'null');
  return { win, saved };
}

describe('forgetFirstEntryScrollOnFreshVisit', () => {
  it('forgets the first entry\'s position on a new visit, keeping the positions of the tab\'s other entries', () => {
    const { win, saved } = browserWith('navigate', { default: 1240, abc123: 300 });
    forgetFirstEntryScrollOnFreshVisit(win);
    expect(saved()).toEqual({ abc123: 300 });
  });

  it.each(['reload', 'back_forward'] as const)('keeps every position on a %s, where the page should come back where it was', (type) => {
    const { win, saved } = browserWith(type, { default: 1240 });
    forgetFirstEntryScrollOnFreshVisit(win);
    expect(saved()).toEqual({ default: 1240 });
  });

  it('does nothing without saved positions or navigation timing, and survives unreadable storage', () => {
    const empty = browserWith('navigate', null);
    forgetFirstEntryScrollOnFreshVisit(empty.win);
    expect(empty.saved()).toBeNull();
    const untimed = browserWith(undefined, { default: 10 });
    forgetFirstEntryScrollOnFreshVisit(untimed.win);
    expect(untimed.saved()).toEqual({ default: 10 });
    const broken = browserWith('navigate', null);
    broken.win.sessionStorage.getItem = () => '{not json';
    expect(() => forgetFirstEntryScrollOnFreshVisit(broken.win)).not.toThrow();
  });
});
