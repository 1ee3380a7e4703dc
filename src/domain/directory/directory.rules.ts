import type { placementTypes } from '../constants';

/**
 * The brands' influencer directory (docs/directory.md), shared by the SPA and the server: the sort allow-list,
 * availability values and limits. Anything outside these lists is refused with a 400 naming the allowed values.
 */
export const directorySorts = ['relevance', 'followers', 'engagement', 'recent_activity'] as const;
export type DirectorySort = (typeof directorySorts)[number];
export const defaultDirectorySort: DirectorySort = 'relevance';

/** What an influencer says about taking on new work (set on their profile). */
export const availabilities = ['available', 'limited', 'unavailable'] as const;
export type Availability = (typeof availabilities)[number];

export type DirectoryPlacementType = (typeof placementTypes)[number];

export const directoryLimits = {
  /** The search counts matches up to this many (or to the end of the page asked for); beyond it: "More than 1,000". */
  countCap: 1000,
  /** Characters of the text query. */
  queryMaxLength: 100,
  /** Niches or languages one search may combine. */
  listMax: 41,
  /** Creators one invite (selection, shortlist or the quick action) may name. */
  inviteMax: 100,
  /** Shortlists per brand, names and creators per list. */
  shortlistsPerBrand: 100,
  shortlistNameMin: 1,
  shortlistNameMax: 60,
  shortlistSize: 500,
  /** Recent content items on the profile page. */
  recentContent: 6,
  /** Past collaborations with the caller's brand shown on the profile page. */
  pastCollaborations: 20,
} as const;

/** Splits a comma-separated query value ("Gaming,Music") into trimmed, non-empty, distinct items. */
export function splitList(value: string | undefined | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}
