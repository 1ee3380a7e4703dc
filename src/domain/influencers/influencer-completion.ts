import * as yup from 'yup';
import { imageUrlSchema } from '../assets/image-url.schema';
import { contentPreferencesSchema, influencerProfileFields, type InfluencerProfileField } from './influencer-profile.rules';
import { influencerMessages as m } from './influencer-profile.texts';

/** Every profile field; PUT and the final setup check use it whole, drafts and PATCH check only the fields sent. */
export const influencerProfileSchema = yup.object({
  ...influencerProfileFields,
  profile_picture: imageUrlSchema.nullable().default(null),
  content_preferences: contentPreferencesSchema.nullable().default(null),
});

export type InfluencerProfileValues = Partial<Record<InfluencerProfileField, unknown>> & Record<string, unknown>;

/**
 * What is still missing before an influencer can be matched and paid (the completion rule, docs/influencer-profiles.md):
 * every required profile field valid, at least one social account and payout details. Field -> messages.
 */
export function completionProblems(
  profile: InfluencerProfileValues,
  facts: { socialAccounts: number; hasPayoutDetails: boolean },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [field, rule] of Object.entries(influencerProfileFields)) {
    try {
      rule.validateSync(profile[field] ?? undefined);
    } catch (error) {
      if (error instanceof yup.ValidationError) problems[field] = [error.errors[0] ?? m.required];
      else throw error;
    }
  }
  if (facts.socialAccounts < 1) problems.social_accounts = [m.socialAccountsMin];
  if (!facts.hasPayoutDetails) problems.payout = [m.payoutMissing];
  return problems;
}
