import type { Persona } from '../constants';

/**
 * The command palette's server search (GET /api/v1/search/), shared by the SPA and the server.
 * 'campaign' and 'content' are declared already so that adding their providers (issues 5 and 6) changes
 * the server's provider list only; the server answers with the kinds it actually searched.
 */
export const searchKinds = ['campaign', 'influencer', 'brand', 'content', 'help_article'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Group subheadings in the palette's 'Search' group. */
export const searchKindLabels: Record<SearchKind, string> = {
  campaign: 'Campaigns',
  influencer: 'Influencers',
  brand: 'Brands',
  content: 'Content',
  help_article: 'Help articles',
};

export const searchLimits = {
  /** Characters of the trimmed query the server accepts. */
  queryMaxLength: 100,
  /** Results per kind: default and maximum of `limit`. */
  perKindDefault: 5,
  perKindMax: 20,
  /** The palette asks the server only from this many characters on. */
  paletteMinQueryLength: 2,
  /** Quiet time after the last keystroke before the palette searches. */
  paletteDebounceMs: 200,
} as const;

/** Who a help article or category is written for. */
export type HelpAudience = 'all' | Persona;

/** The audiences whose help a caller may read: everyone reads 'all', a persona also reads its own. */
export const helpAudiencesFor = (persona: Persona | null): HelpAudience[] => (persona ? ['all', persona] : ['all']);

/**
 * Escapes LIKE/ILIKE wildcards so the user's text matches literally: `\` first (it is the escape
 * character), then `%` and `_`. Use with `ESCAPE '\'`.
 */
export const escapeLikePattern = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%text%` and `text%` patterns (already escaped) for a contains match and the prefix rank. */
export function likePatterns(text: string): { contains: string; prefix: string } {
  const escaped = escapeLikePattern(text);
  return { contains: `%${escaped}%`, prefix: `${escaped}%` };
}
