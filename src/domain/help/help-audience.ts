import type { Persona } from '../constants';

/** Who a help category or article is written for (help_audience in the database). */
export const helpAudiences = ['all', 'brand', 'influencer'] as const;
export type HelpAudience = (typeof helpAudiences)[number];

/**
 * The audiences a reader sees: everything written for all, plus their own role's pages. A user without a
 * persona (a failed identity check, SPEC §6) sees only the pages written for all.
 */
export function helpAudiencesFor(persona: Persona | null | undefined): HelpAudience[] {
  return persona ? ['all', persona] : ['all'];
}

/** Slugs address categories and articles in URLs: lower-case words joined by single hyphens. */
export const helpSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const helpSlugMaxLength = 100;
