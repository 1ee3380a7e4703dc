import * as yup from 'yup';
import { socialAccountSchema } from '../../domain/influencers/influencer-profile.rules';

export type NewAccount = { platform: 'youtube' | 'instagram'; handle: string; profile_url: string; followers: number | null };

/** The form that links another social account: the account rules of SPEC §5 without the server's fields. */
export const newSocialAccountSchema = yup.object({
  platform: socialAccountSchema.fields.platform,
  handle: socialAccountSchema.fields.handle,
  profile_url: socialAccountSchema.fields.profile_url,
  followers: socialAccountSchema.fields.followers,
}) as yup.ObjectSchema<NewAccount>;
