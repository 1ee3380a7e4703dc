import {
  navigationForUser, quickActionsForUser, shellKindOf, type NavigationUser, type NavItem, type QuickActionDialog,
} from '../../../domain/navigation/navigation';
import { searchKindLabels, type SearchKind } from '../../../domain/search/search';
import { paletteTexts } from '../../../domain/search/search.texts';

/** One choosable row of the palette: it either navigates or opens one of the shell's dialogs. */
export interface PaletteOption {
  key: string;
  label: string;
  detail?: string | null;
  target: { path: string } | { dialog: QuickActionDialog };
}

export interface SearchSection {
  kind: SearchKind;
  heading: string;
  options: PaletteOption[];
}

/** Sidebar children read alone ('Completed') get their parent's name ('Completed Campaigns'). */
const navLabel = (item: NavItem, parent?: NavItem) =>
  parent && !item.label.includes(parent.label) ? `${item.label} ${parent.label}` : item.label;

/**
 * The user's quick actions (SPEC §2), then 'Go to ...' for every sidebar destination they do not already cover:
 * the same role-aware lists as the sidebar. Neither persona nor staff, no actions: the user only gets search.
 */
export function paletteActions(user: NavigationUser): PaletteOption[] {
  if (shellKindOf(user) === 'basic') return [];
  const actions: PaletteOption[] = quickActionsForUser(user).map((action) => ({
    key: `action:${action.id}`,
    label: action.label,
    target: action.dialog ? { dialog: action.dialog } : { path: action.path },
  }));
  const covered = new Set(actions.flatMap((action) => ('path' in action.target ? [action.target.path] : [])));
  for (const item of navigationForUser(user).flatMap((group) => group.items)) {
    for (const [entry, parent] of [[item, undefined], ...(item.children ?? []).map((child) => [child, item])] as Array<[NavItem, NavItem?]>) {
      if (covered.has(entry.path)) continue;
      covered.add(entry.path);
      actions.push({ key: `nav:${entry.path}`, label: paletteTexts.goTo(navLabel(entry, parent)), target: { path: entry.path } });
    }
  }
  return actions;
}

/** Case-insensitive substring match on the label; blank text keeps everything. */
export function filterOptions(options: PaletteOption[], text: string): PaletteOption[] {
  const needle = text.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

interface SearchGroupLike {
  kind: SearchKind;
  results: Array<{ kind: SearchKind; id: string; title: string; subtitle: string | null; url: string }>;
}

/** The server's groups as palette sections, headed 'Influencers', 'Brands', 'Help articles' ... */
export const searchSections = (groups: SearchGroupLike[]): SearchSection[] =>
  groups.map((group) => ({
    kind: group.kind,
    heading: searchKindLabels[group.kind],
    options: group.results.map((hit) => ({
      key: `${hit.kind}:${hit.id}`,
      label: hit.title,
      detail: hit.subtitle,
      target: { path: hit.url },
    })),
  }));
