import * as yup from 'yup';
import { imageUrlSchema } from '../../domain/assets/image-url.schema';
import { contentPreferencesSchema, influencerProfileFields as f, type ContentPreferences } from '../../domain/influencers/influencer-profile.rules';

export const aboutSchema = yup.object({
  display_name: f.display_name,
  first_name: f.first_name,
  last_name: f.last_name,
  bio: f.bio,
  profile_picture: imageUrlSchema.nullable().defined(),
});
export type AboutValues = yup.InferType<typeof aboutSchema>;

export const nichesSchema = yup.object({ categories: f.categories, languages: f.languages });
export type NichesValues = { categories: string[]; languages: string[] };

export const locationSchema = yup.object({ city: f.city, country: f.country, date_of_birth: f.date_of_birth });
export type LocationValues = yup.InferType<typeof locationSchema>;

export const preferencesSchema = contentPreferencesSchema;
export type PreferencesValues = ContentPreferences;
