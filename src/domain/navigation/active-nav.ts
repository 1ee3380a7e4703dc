import type { NavGroup, NavItem } from './navigation';

/** Every item that leads somewhere: children instead of their parent (the parent only opens its group). */
export function leafItems(groups: NavGroup[]): NavItem[] {
  return groups.flatMap((group) => group.items.flatMap((item) => item.children ?? [item]));
}

/** How well an item's path fits the location: -1 when it does not; higher is more specific. */
function matchScore(itemPath: string, pathname: string, search: URLSearchParams): number {
  const [path, query = ''] = itemPath.split('?');
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const wanted = new URLSearchParams(query);
  for (const [key, value] of wanted) if (search.get(key) !== value) return -1;
  const queryBonus = [...wanted.keys()].length * 1000;
  if (current === path) return path.length + queryBonus + 500;
  // A deeper page (/help/payments, /campaigns/active/42) belongs to its section, but only for plain paths:
  // '/campaigns?status=completed' must not claim every campaign page.
  if (!query && current.startsWith(`${path}/`)) return path.length;
  return -1;
}

/**
 * The one sidebar item for the current location (SPEC §2: the active item is highlighted), as its `path`.
 * Query items ('/campaigns?status=completed') need their query; the most specific match wins.
 */
export function activeNavPath(groups: NavGroup[], pathname: string, search = ''): string | undefined {
  const params = new URLSearchParams(search);
  let best: { path: string; score: number } | undefined;
  for (const item of leafItems(groups)) {
    const score = matchScore(item.path, pathname, params);
    if (score >= 0 && (!best || score > best.score)) best = { path: item.path, score };
  }
  return best?.path;
}

/** The parent holding the active item (by label: a parent may share its path with a child), so a closed group still shows where the user is. */
export function activeParentLabel(groups: NavGroup[], activePath: string | undefined): string | undefined {
  if (!activePath) return undefined;
  for (const group of groups) {
    for (const item of group.items) if (item.children?.some((child) => child.path === activePath)) return item.label;
  }
  return undefined;
}
