import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultContentPreferences } from '../../domain/influencers/influencer-profile.rules';
import { influencerMessages as m } from '../../domain/influencers/influencer-profile.texts';
import { AboutFields, LocationFields, NichesFields, PreferencesFields } from './profile-fields.component';
import { ProfileStepForm } from './profile-step-form.component';
import {
  aboutSchema,
  locationSchema,
  nichesSchema,
  preferencesSchema,
  type AboutValues,
  type LocationValues,
  type NichesValues,
  type PreferencesValues,
} from './profile-step-schemas';
import { aboutValues, bornYearsAgo, locationValues, nichesValues } from './testing/influencer-profile.fixtures';

type StepValues = AboutValues & NichesValues & LocationValues & PreferencesValues;

interface ProfileStepFieldsProps {
  step: 'about' | 'niches' | 'location' | 'preferences';
  /** Merged over the step's empty values (what a new influencer sees). */
  values?: Partial<StepValues>;
  onSubmit: (values: object) => Promise<Record<string, string> | void>;
  onBack?: () => void;
}

const emptyAbout: AboutValues = { display_name: '', first_name: '', last_name: '', bio: '', profile_picture: null };
const emptyNiches: NichesValues = { categories: [], languages: [] };
const emptyLocation: LocationValues = { city: '', country: '', date_of_birth: '' };
const pick = <T extends object>(empty: T, values: Partial<StepValues> = {}): T =>
  Object.fromEntries(Object.keys(empty).map((key) => [key, key in values ? values[key as keyof StepValues] : empty[key as keyof T]])) as T;

/** One setup step as the wizard and My Profile show it: the step's fields inside ProfileStepForm. */
function ProfileStepFields({ step, values, onSubmit, onBack }: ProfileStepFieldsProps) {
  if (step === 'about') {
    return (
      <ProfileStepForm<AboutValues> schema={aboutSchema} defaultValues={pick(emptyAbout, values)} onSubmit={onSubmit} onBack={onBack}>
        {(form) => <AboutFields form={form} />}
      </ProfileStepForm>
    );
  }
  if (step === 'niches') {
    return (
      <ProfileStepForm<NichesValues> schema={nichesSchema as never} defaultValues={pick(emptyNiches, values)} onSubmit={onSubmit} onBack={onBack}>
        {(form) => <NichesFields form={form} />}
      </ProfileStepForm>
    );
  }
  if (step === 'location') {
    return (
      <ProfileStepForm<LocationValues> schema={locationSchema} defaultValues={pick(emptyLocation, values)} onSubmit={onSubmit} onBack={onBack}>
        {(form) => <LocationFields form={form} />}
      </ProfileStepForm>
    );
  }
  return (
    <ProfileStepForm<PreferencesValues> schema={preferencesSchema as never} defaultValues={pick(defaultContentPreferences, values)}
      onSubmit={onSubmit} onBack={onBack}>
      {(form) => <PreferencesFields form={form} />}
    </ProfileStepForm>
  );
}

/**
 * The steps of influencer profile setup that are plain forms (About you, Niches & languages, Location, Content
 * preferences), each empty, filled, invalid (the rule's exact message on submit) and saving (submit pending).
 */
const meta = {
  title: 'Influencer profile/Profile step fields',
  component: ProfileStepFields,
  args: { step: 'about', onSubmit: fn(async (): Promise<Record<string, string> | void> => undefined), onBack: fn() },
} satisfies Meta<typeof ProfileStepFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitLabel = 'Save and continue';
const pending = () => fn((): Promise<Record<string, string> | void> => new Promise(() => undefined));

async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel }));
}

async function expectSaving(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await submit(canvasElement);
  await expect(await form.findByRole('progressbar')).toBeInTheDocument();
  await expect(form.getByRole('button', { name: submitLabel })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Back' })).toBeDisabled();
}

// About you

export const AboutEmpty: Story = {
  args: { onBack: undefined },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
    await expect(form.getByText('Shown to brands, e.g. asha.travels')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(form.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

const picture = '/api/v1/assets/0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21/download/';

export const AboutFilled: Story = {
  args: { onBack: undefined, values: { ...aboutValues, profile_picture: picture } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'Bio' })).toHaveValue(aboutValues.bio);
    await expect(form.getByRole('button', { name: 'Replace' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Remove' })).toBeEnabled();
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...aboutValues, profile_picture: picture });
  },
};

export const AboutInvalid: Story = {
  args: { onBack: undefined, values: { display_name: 'as', first_name: 'Asha2', last_name: '', bio: 'Films.' } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText(m.displayNameLength)).toBeInTheDocument();
    await expect(form.getByText('Name can only contain letters, spaces, hyphens and apostrophes')).toBeInTheDocument();
    await expect(form.getByText(m.lastNameRequired)).toBeInTheDocument();
    await expect(form.getByText(m.bioLength)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AboutSaving: Story = {
  args: { values: aboutValues, onSubmit: pending() },
  play: async ({ canvasElement }) => expectSaving(canvasElement),
};

export const AboutServerRefused: Story = {
  args: { values: aboutValues, onSubmit: fn(async (): Promise<Record<string, string> | void> => ({ display_name: 'That display name is taken.' })) },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText('That display name is taken.')).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription('That display name is taken.');
  },
};

// Niches & languages

export const NichesEmpty: Story = {
  args: { step: 'niches' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('combobox', { name: 'Content categories' })).toHaveValue('');
    await expect(form.getByText('Choose 1 to 5.')).toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Travel, Tourism & Aviation' })).not.toBeInTheDocument();
  },
};

export const NichesFilled: Story = {
  args: { step: 'niches', values: nichesValues },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Travel, Tourism & Aviation' })).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Malayalam' })).toBeInTheDocument();
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(nichesValues);
  },
};

export const NichesInvalidNone: Story = {
  args: { step: 'niches' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText('Select at least one content category')).toBeInTheDocument();
    await expect(form.getByText(m.languagesMin)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const sixCategories = ['Travel, Tourism & Aviation', 'Restaurants, Food & Grocery', 'Music', 'Pets', 'Gaming', 'Sports'];

export const NichesInvalidTooMany: Story = {
  args: { step: 'niches', values: { categories: sixCategories, languages: ['English'] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText('You can select up to 5 categories')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Re-validated on change: removing one category takes the message away.
    await userEvent.click(within(form.getByRole('button', { name: 'Sports' })).getByTestId('CancelIcon'));
    await expect(form.queryByText('You can select up to 5 categories')).not.toBeInTheDocument();
  },
};

export const NichesSaving: Story = {
  args: { step: 'niches', values: nichesValues, onSubmit: pending() },
  play: async ({ canvasElement }) => expectSaving(canvasElement),
};

// Location

export const LocationEmpty: Story = {
  args: { step: 'location' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('');
    await expect(form.getByLabelText(/Date of birth/)).toHaveValue('');
  },
};

export const LocationFilled: Story = {
  args: { step: 'location', values: locationValues },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByLabelText(/Date of birth/)).toHaveValue('1997-05-20');
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(locationValues);
  },
};

export const LocationInvalid: Story = {
  args: { step: 'location', values: { city: 'K', country: '', date_of_birth: bornYearsAgo(10) } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText('You must be at least 13 years old.')).toBeInTheDocument();
    await expect(form.getByText(m.cityLength)).toBeInTheDocument();
    await expect(form.getByText(m.countryLength)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LocationThirteenToday: Story = {
  args: { step: 'location', values: { ...locationValues, date_of_birth: bornYearsAgo(13) } },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...locationValues, date_of_birth: bornYearsAgo(13) });
    await expect(within(canvasElement).queryByText('You must be at least 13 years old.')).not.toBeInTheDocument();
  },
};

export const LocationSaving: Story = {
  args: { step: 'location', values: locationValues, onSubmit: pending() },
  play: async ({ canvasElement }) => expectSaving(canvasElement),
};

// Content preferences

/** A new influencer starts from the offered defaults (videos, weekly, flat fee). */
export const PreferencesEmpty: Story = {
  args: { step: 'preferences' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('checkbox', { name: 'Videos' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Reels' })).not.toBeChecked();
    await expect(form.getByRole('combobox', { name: 'How often you post' })).toHaveTextContent('Weekly');
    await expect(form.getByRole('checkbox', { name: 'Flat fee' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Anything brands should know (optional)' })).toHaveValue('');
  },
};

export const PreferencesFilled: Story = {
  args: {
    step: 'preferences',
    values: { content_types: ['reel', 'story'], frequency: 'daily', compensation_types: ['product', 'commission'], custom_guidelines: 'No alcohol brands.' },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('checkbox', { name: 'Reels' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'How often you post' })).toHaveTextContent('Daily');
    await userEvent.click(form.getByRole('checkbox', { name: 'Live' }));
    await submit(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      content_types: ['reel', 'story', 'live'],
      frequency: 'daily',
      preferred_days: [],
      preferred_times: [],
      compensation_types: ['product', 'commission'],
      custom_guidelines: 'No alcohol brands.',
    });
  },
};

export const PreferencesInvalid: Story = {
  args: { step: 'preferences', values: { content_types: [], compensation_types: [] } },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await submit(canvasElement);
    await expect(await form.findByText(m.contentTypesMin)).toBeInTheDocument();
    await expect(form.getByText(m.compensationInvalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PreferencesSaving: Story = {
  args: { step: 'preferences', onSubmit: pending() },
  play: async ({ canvasElement }) => expectSaving(canvasElement),
};

/** A refusal the server does not tie to a field (`_form`) shows above the step. */
export const PreferencesServerFailure: Story = {
  args: { step: 'preferences', onSubmit: fn(async (): Promise<Record<string, string> | void> => ({ _form: 'Something went wrong. Please try again.' })) },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};
