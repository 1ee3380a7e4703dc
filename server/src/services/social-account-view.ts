import type { SocialAccountRow } from '../db/schema/influencers.schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The owner's view of one social account (GET influencers/me/social-accounts/, the profile, verify): numbers with
 * where they came from, the connection state, never a token (docs/social-integrations.md "API").
 */
export function socialAccountView(row: SocialAccountRow) {
  return {
    id: row.id,
    platform: row.platform,
    handle: row.handle,
    profile_url: row.profileUrl,
    title: row.title,
    external_id: row.externalId,
    followers: row.followers,
    average_engagement: row.averageEngagement,
    media_count: row.mediaCount,
    recent_average_views: row.recentAverageViews,
    is_verified: row.metricsProvenance === 'verified',
    metrics_provenance: row.metricsProvenance,
    connection_status: row.connectionStatus,
    verified_at: iso(row.verifiedAt),
    connected_at: iso(row.connectedAt),
    metrics_updated_at: iso(row.metricsUpdatedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** What anyone else (a brand) sees of an account: public facts and the numbers with their provenance. */
export function publicSocialAccountView(row: SocialAccountRow) {
  return {
    platform: row.platform,
    handle: row.handle,
    profile_url: row.profileUrl,
    followers: row.followers,
    average_engagement: row.averageEngagement,
    media_count: row.mediaCount,
    recent_average_views: row.recentAverageViews,
    is_verified: row.metricsProvenance === 'verified',
    metrics_provenance: row.metricsProvenance,
    verified_at: iso(row.verifiedAt),
  };
}
