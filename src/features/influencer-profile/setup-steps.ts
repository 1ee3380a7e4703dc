import type { InfluencerProfile } from '../../api/generated/api';

/** The first step whose data is missing, so a reload resumes where the influencer stopped (0-based). */
export function firstIncompleteStep(profile: InfluencerProfile | null | undefined, hasPayout: boolean): number {
  if (!profile || !profile.display_name || !profile.first_name || !profile.last_name || !profile.bio) return 0;
  if (profile.categories.length === 0 || profile.languages.length === 0) return 1;
  if (!profile.city || !profile.country || !profile.date_of_birth) return 2;
  if (profile.social_accounts.length === 0) return 3;
  if (!profile.content_preferences) return 4;
  if (!hasPayout) return 5;
  return 6;
}
