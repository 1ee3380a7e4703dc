import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProfileVisibility } from '../../../src/domain/settings/settings-options';
import { influencers, socialAccounts } from '../db/schema/influencers.schema';
import { campaignInfluencers } from '../db/schema/marketplace.schema';
import { userSettings } from '../db/schema/user-settings.schema';

/**
 * The influencer's privacy settings (SPEC §3, stored in user_settings.settings.privacy) as SQL, so list queries
 * filter and mask in the database: join `user_settings` on its primary key (`settingsJoin`) and use these
 * conditions; never load settings row by row (docs/decisions.md, "Privacy settings").
 * A missing row or field means the default: public, location shown.
 */

/** Who looks at someone else's profile: a member of a brand, or anyone else (another influencer, a new user). */
export type ProfileViewer = 'brand' | 'other';

/** Visibility values each viewer may see. Listed as allowed values so an unknown value hides the profile. */
export const visibleTo: Record<ProfileViewer, readonly ProfileVisibility[]> = {
  brand: ['public', 'brands_only'],
  other: ['public'],
};

/** `left join user_settings on user_settings.user_id = influencers.user_id` (one primary-key probe per profile). */
export const settingsJoin = sql`${userSettings.userId} = ${influencers.userId}`;

const privacyText = (settings: SQLWrapper, field: string) => sql`(${settings} -> 'privacy' ->> ${sql.raw(`'${field}'`)})`;

/** True when a viewer of this kind may find the profile (search, matching, hand adds, profile page). */
export const profileVisibleTo = (viewer: ProfileViewer, settings: SQLWrapper = userSettings.settings): SQL =>
  sql`coalesce(${privacyText(settings, 'profile_visibility')}, 'public') in (${sql.join(visibleTo[viewer].map((v) => sql`${v}`), sql`, `)})`;

/** True unless the influencer turned show_location off. */
export const locationShown = (settings: SQLWrapper = userSettings.settings): SQL =>
  sql`coalesce(${privacyText(settings, 'show_location')}, 'true') <> 'false'`;

/** The influencer's city and country for someone else: null when show_location is off. */
export const shownCity = sql<string | null>`case when ${locationShown()} then ${influencers.city} end`;
export const shownCountry = sql<string | null>`case when ${locationShown()} then ${influencers.country} end`;

/**
 * Roster statuses after an invite was sent: the brand keeps seeing that influencer on that campaign whatever their
 * visibility (they were invited while visible and the row is the brand's own record of the offer).
 */
export const participantStatuses = ['invited', 'accepted', 'declined', 'expired'] as const;

/** A roster row the brand may see: an invite was sent, or the profile is visible to brands. */
export const rosterRowVisible = (): SQL =>
  sql`(${inArray(campaignInfluencers.status, [...participantStatuses])} or ${profileVisibleTo('brand')})`;

/**
 * Only the influencer's public columns, as every brand view selects them: never e-mail, phone, date of birth or
 * payout details; city and country only when the influencer shows their location (with `settingsJoin`).
 */
export const publicProfileColumns = {
  id: influencers.id,
  displayName: influencers.displayName,
  profilePicture: influencers.profilePicture,
  bio: influencers.bio,
  categories: influencers.categories,
  languages: influencers.languages,
  city: shownCity,
  country: shownCountry,
};

/** A connected or typed-in account as brands see it: its figures and where they come from. */
export const publicAccountColumns = {
  id: socialAccounts.id,
  influencerId: socialAccounts.influencerId,
  platform: socialAccounts.platform,
  handle: socialAccounts.handle,
  profileUrl: socialAccounts.profileUrl,
  followers: socialAccounts.followers,
  averageEngagement: socialAccounts.averageEngagement,
  recentAverageViews: socialAccounts.recentAverageViews,
  mediaCount: socialAccounts.mediaCount,
  metricsProvenance: socialAccounts.metricsProvenance,
  verifiedAt: socialAccounts.verifiedAt,
  metricsUpdatedAt: socialAccounts.metricsUpdatedAt,
};
