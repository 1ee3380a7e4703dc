import type { InfluencerProfile } from '../../api/generated/api';
import { defaultContentPreferences } from '../../domain/influencers/influencer-profile.rules';
import { influencerTexts as t } from './influencer-texts';
import { AboutFields, LocationFields, NichesFields, PreferencesFields } from './profile-fields.component';
import { ProfileStepForm } from './profile-step-form.component';
import { aboutSchema, locationSchema, nichesSchema, preferencesSchema, type AboutValues, type LocationValues, type NichesValues, type PreferencesValues } from './profile-step-schemas';

export type ProfileGroup = 'about' | 'niches' | 'location' | 'preferences';

export interface ProfileGroupFormProps {
  group: ProfileGroup;
  profile: InfluencerProfile;
  onSubmit: (values: object) => Promise<Record<string, string> | void>;
  onCancel: () => void;
}

/**
 * One group's form on /profile, started from the saved profile. Its own module so the page loads the fields
 * (the autocompletes among them) and their rules only when Edit is pressed (influencer-my-profile.section.tsx).
 */
export function ProfileGroupForm({ group, profile, onSubmit: saveGroup, onCancel: cancel }: ProfileGroupFormProps) {
  switch (group) {
    case 'about':
      return (
        <ProfileStepForm<AboutValues> schema={aboutSchema} onSubmit={saveGroup} onBack={cancel} backLabel={t.cancel} submitLabel={t.save} defaultValues={{
          display_name: profile.display_name, first_name: profile.first_name ?? '', last_name: profile.last_name ?? '',
          bio: profile.bio ?? '', profile_picture: profile.profile_picture ?? null }}>
          {(f) => <AboutFields form={f} />}
        </ProfileStepForm>
      );
    case 'niches':
      return (
        <ProfileStepForm<NichesValues> schema={nichesSchema as never} onSubmit={saveGroup} onBack={cancel} backLabel={t.cancel} submitLabel={t.save}
          defaultValues={{ categories: profile.categories, languages: profile.languages }}>
          {(f) => <NichesFields form={f} />}
        </ProfileStepForm>
      );
    case 'location':
      return (
        <ProfileStepForm<LocationValues> schema={locationSchema} onSubmit={saveGroup} onBack={cancel} backLabel={t.cancel} submitLabel={t.save}
          defaultValues={{ city: profile.city ?? '', country: profile.country ?? '', date_of_birth: profile.date_of_birth ?? '' }}>
          {(f) => <LocationFields form={f} />}
        </ProfileStepForm>
      );
    case 'preferences':
      return (
        <ProfileStepForm<PreferencesValues> schema={preferencesSchema as never} onBack={cancel} backLabel={t.cancel} submitLabel={t.save}
          onSubmit={(values) => saveGroup({ content_preferences: values })}
          defaultValues={profile.content_preferences ?? defaultContentPreferences}>
          {(f) => <PreferencesFields form={f} />}
        </ProfileStepForm>
      );
  }
}
