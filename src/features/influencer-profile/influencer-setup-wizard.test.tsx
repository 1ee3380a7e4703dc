import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { InfluencerProfile, PaymentInfo } from '../../api/enhanced-api';
import { defaultContentPreferences } from '../../domain/influencers/influencer-profile.rules';
import { influencerMessages as m } from '../../domain/influencers/influencer-profile.texts';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import InfluencerSetupCompletePage from '../pages/influencer-setup-complete.page';
import ProfileSetupPage from '../pages/profile-setup.page';
import {
  aboutValues,
  blankProfile,
  connectedYoutubeAccount,
  bornYearsAgo,
  noPaymentInfo,
  profileThrough,
  upiPaymentInfo,
  youtubeAccount,
} from './testing/influencer-profile.fixtures';

// Typing into many MUI fields is slow under jsdom.
jest.setTimeout(20_000);

type Handlers = Parameters<typeof mockApi>[0];

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

/**
 * /profile-setup against a small fake of the influencer API: GET profile/ answers what was saved (null before the first
 * save), POST profile/ merges the fields sent, POST me/social-accounts/ links an account, POST profile-setup/ completes.
 */
function setup({ profile, payment = noPaymentInfo, handlers = {}, route = '/profile-setup' }: { profile: InfluencerProfile | null; payment?: PaymentInfo; handlers?: Handlers; route?: string }) {
  let current = profile;
  const saves: unknown[] = [];
  const accounts: unknown[] = [];
  const completions: unknown[] = [];
  let whoamiCalls = 0;
  fetchMock = mockApi({
    '/influencers/profile/': async (request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as Partial<InfluencerProfile>;
        saves.push(body);
        current = { ...(current ?? blankProfile), ...body };
        return json(current);
      }
      return json(current);
    },
    '/influencers/me/social-accounts/': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      accounts.push(body);
      const account = { ...youtubeAccount, id: `sa-${accounts.length}`, ...body };
      current = { ...(current ?? blankProfile), social_accounts: [...(current?.social_accounts ?? []), account as typeof youtubeAccount] };
      return json(account, 201);
    },
    '/influencers/payment/get_payment_info/': () => json(payment),
    '/influencers/profile-setup/': async (request) => {
      completions.push(await request.json());
      current = { ...(current ?? blankProfile), is_profile_completed: true, profile_completed_at: '2026-02-02T10:00:00.000Z' };
      return json(current);
    },
    '/accounts/whoami/': () => {
      whoamiCalls += 1;
      return json(whoami({ is_profile_completed: current?.is_profile_completed ?? false }));
    },
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/profile-setup', element: <ProfileSetupPage /> },
      { path: '/influencer-setup-complete', element: <InfluencerSetupCompletePage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { route, preloadedState: signedIn() },
  );
  return { ...view, saves, accounts, completions, whoamiCalls: () => whoamiCalls };
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 }, { timeout: 5_000 });
const saveAndContinue = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save and continue' }));

/** Puts text in a field the way a paste does (one input event); typing every key into MUI fields is slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Opens an Autocomplete and chooses one option. */
async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const removeChip = (user: UserEvent, label: string) => user.click(within(screen.getByRole('button', { name: label })).getByTestId('CancelIcon'));

describe('/profile-setup (influencer setup wizard)', () => {
  it('a new influencer (GET profile answers null) starts at About you; an empty step is refused before any request', async () => {
    const { saves } = setup({ profile: null });
    expect(screen.getByRole('heading', { name: 'Complete Your Profile', level: 1 })).toBeInTheDocument();
    expect(await stepHeading('About you')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryAllByTestId('CheckCircleIcon')).toHaveLength(0);

    const user = userEvent.setup();
    await saveAndContinue(user);
    expect(await screen.findByText(m.displayNameLength)).toBeInTheDocument();
    // The sign-up name ('Asha') already fills the first name; only the missing last name is asked for.
    expect(screen.getByText(m.lastNameRequired)).toBeInTheDocument();
    expect(screen.queryByText(m.firstNameRequired)).toBeNull();
    expect(screen.getByText(m.bioLength)).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'About you', level: 2 })).toBeInTheDocument();
  });

  it('setup starts with the first and last name given at sign-up (whoami), and saves them as edited', async () => {
    const { saves } = setup({
      profile: null,
      handlers: { '/accounts/whoami/': () => json({ ...whoami({ is_profile_completed: false }), name: 'Nora Newbie' }) },
    });
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5_000 });
    await waitFor(() => expect(first).toHaveValue('Nora'));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Newbie');
    await fill(user, screen.getByRole('textbox', { name: 'Display name' }), 'neha.bhatt');
    await fill(user, first, 'Neha');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Bhatt');
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), aboutValues.bio);
    await saveAndContinue(user);
    expect(await stepHeading('Niches & languages')).toBeInTheDocument();
    expect(saves).toEqual([{ ...aboutValues, display_name: 'neha.bhatt', first_name: 'Neha', last_name: 'Bhatt' }]);
  });

  it('saving About you POSTs its fields to influencers/profile/ and opens Niches & languages', async () => {
    const { saves } = setup({ profile: null });
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'Display name' }, { timeout: 5_000 }), aboutValues.display_name);
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), aboutValues.first_name);
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), aboutValues.last_name);
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), `  ${aboutValues.bio}  `);
    await saveAndContinue(user);
    expect(await stepHeading('Niches & languages')).toBeInTheDocument();
    // The trimmed values, as the shared rules produce them.
    expect(saves).toEqual([aboutValues]);
    expect(screen.getAllByTestId('CheckCircleIcon')).toHaveLength(1);
  });

  it.each([
    [1, 'Niches & languages', noPaymentInfo],
    [2, 'Location', noPaymentInfo],
    [3, 'Social accounts', noPaymentInfo],
    [4, 'Content preferences', noPaymentInfo],
    [5, 'Payout', noPaymentInfo],
    [5, 'Review', upiPaymentInfo],
  ])('after a reload with %d step(s) saved it resumes at %s', async (saved, step, payment) => {
    setup({ profile: profileThrough(saved), payment });
    expect(await stepHeading(step)).toBeInTheDocument();
  });

  it('resumes at Location with About and Niches ticked off, and Back shows the saved niches', async () => {
    setup({ profile: profileThrough(2) });
    expect(await stepHeading('Location')).toBeInTheDocument();
    expect(screen.getAllByTestId('CheckCircleIcon')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Niches & languages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Travel, Tourism & Aviation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Malayalam' })).toBeInTheDocument();
  });

  it('the niches step refuses 0 and 6 categories with SPEC messages, then saves 5', async () => {
    const { saves } = setup({ profile: profileThrough(1) });
    const user = userEvent.setup();
    expect(await stepHeading('Niches & languages')).toBeInTheDocument();

    await saveAndContinue(user);
    expect(await screen.findByText('Select at least one content category')).toBeInTheDocument();
    expect(screen.getByText(m.languagesMin)).toBeInTheDocument();

    for (const category of ['Music', 'Pets', 'Gaming', 'Sports', 'Wedding', 'Real Estate']) await pick(user, 'Content categories', category);
    await pick(user, 'Languages', 'Malayalam');
    await saveAndContinue(user);
    expect(await screen.findByText('You can select up to 5 categories')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Niches & languages', level: 2 })).toBeInTheDocument();

    await removeChip(user, 'Real Estate');
    await waitFor(() => expect(screen.queryByText('You can select up to 5 categories')).toBeNull());
    await saveAndContinue(user);
    expect(await stepHeading('Location')).toBeInTheDocument();
    expect(saves).toEqual([{ categories: ['Music', 'Pets', 'Gaming', 'Sports', 'Wedding'], languages: ['Malayalam'] }]);
  });

  it('the location step refuses anyone under 13 and saves a real date of birth', async () => {
    const { saves } = setup({ profile: profileThrough(2) });
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'City' }, { timeout: 5_000 }), 'Kochi');
    await fill(user, screen.getByRole('textbox', { name: 'Country' }), 'India');
    const dateOfBirth = screen.getByLabelText(/Date of birth/);
    fireEvent.change(dateOfBirth, { target: { value: bornYearsAgo(12) } });
    await saveAndContinue(user);
    expect(await screen.findByText('You must be at least 13 years old.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    fireEvent.change(dateOfBirth, { target: { value: '1997-05-20' } });
    await waitFor(() => expect(screen.queryByText('You must be at least 13 years old.')).toBeNull());
    await saveAndContinue(user);
    expect(await stepHeading('Social accounts')).toBeInTheDocument();
    expect(saves).toEqual([{ city: 'Kochi', country: 'India', date_of_birth: '1997-05-20' }]);
  });

  it('the social step needs an account, checks @handle and platform URL, then setup runs through to Review', async () => {
    const { saves, accounts } = setup({ profile: profileThrough(3), payment: upiPaymentInfo });
    const user = userEvent.setup();
    expect(await stepHeading('Social accounts')).toBeInTheDocument();

    await saveAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Add at least one social media account');
    expect(screen.getByRole('heading', { name: 'Social accounts', level: 2 })).toBeInTheDocument();

    const handle = screen.getByRole('textbox', { name: 'Handle' });
    const url = screen.getByRole('textbox', { name: 'Profile URL' });
    const add = () => user.click(screen.getByRole('button', { name: 'Add account' }));
    await fill(user, handle, 'asha_eats');
    await fill(user, url, 'https://www.instagram.com/asha_eats');
    await add();
    expect(await screen.findByText(m.handlePrefix)).toBeInTheDocument();
    expect(screen.getByText(m.youtubeUrl)).toBeInTheDocument();

    await fill(user, handle, '@asha_eats');
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'Instagram' }));
    await fill(user, url, 'https://www.youtube.com/@asha_eats');
    await add();
    expect(await screen.findByText(m.instagramUrl)).toBeInTheDocument();
    expect(accounts).toHaveLength(0);

    await fill(user, url, 'https://www.instagram.com/asha_eats');
    await add();
    expect(await screen.findByText('Instagram · @asha_eats')).toBeInTheDocument();
    expect(accounts).toEqual([{ platform: 'instagram', handle: '@asha_eats', profile_url: 'https://www.instagram.com/asha_eats', followers: null }]);
    expect(screen.queryByText('Add at least one social media account')).toBeNull();

    await saveAndContinue(user);
    expect(await stepHeading('Content preferences')).toBeInTheDocument();
    await saveAndContinue(user);
    expect(await stepHeading('Payout')).toBeInTheDocument();
    expect(saves).toEqual([{ content_preferences: defaultContentPreferences }]);
    expect(screen.getByText('Payout details saved: as******@okhdfc')).toBeInTheDocument();
    await saveAndContinue(user);

    expect(await stepHeading('Review')).toBeInTheDocument();
    expect(screen.getByText('Instagram · @asha_eats · https://www.instagram.com/asha_eats')).toBeInTheDocument();
    // The refusal from the social step is over: it must not come back on Review.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Add at least one social media account')).toBeNull();
  });

  it("shows the server's field errors under the field and stays on the step", async () => {
    const { saves } = setup({
      profile: null,
      handlers: {
        '/influencers/profile/': async (request) => {
          if (request.method !== 'POST') return json(null);
          saves.push(await request.json());
          return json({ detail: 'Invalid input.', code: 'validation_error', errors: { display_name: [m.displayNamePattern] } }, 400);
        },
      },
    });
    const user = userEvent.setup();
    const displayName = await screen.findByRole('textbox', { name: 'Display name' }, { timeout: 5_000 });
    await fill(user, displayName, aboutValues.display_name);
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), aboutValues.first_name);
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), aboutValues.last_name);
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), aboutValues.bio);
    await saveAndContinue(user);
    await waitFor(() => expect(displayName).toHaveAccessibleDescription(m.displayNamePattern));
    expect(displayName).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'About you', level: 2 })).toBeInTheDocument();
    // No toast repeats a field error.
    expect(screen.getAllByText(m.displayNamePattern)).toHaveLength(1);
  });

  it('a picture the server does not accept is reported under the picture', async () => {
    const picture = '/api/v1/assets/0b4c5a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21/download/';
    const problem = 'Upload the picture again: that image is not one of your uploads.';
    setup({
      profile: { ...blankProfile, ...aboutValues, bio: null, profile_picture: picture },
      handlers: {
        '/influencers/profile/': (request) =>
          request.method === 'POST'
            ? json({ detail: 'Invalid input.', code: 'validation_error', errors: { profile_picture: [problem] } }, 400)
            : json({ ...blankProfile, ...aboutValues, bio: null, profile_picture: picture }),
      },
    });
    const user = userEvent.setup();
    expect(await stepHeading('About you')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue(aboutValues.display_name);
    await fill(user, screen.getByRole('textbox', { name: 'Bio' }), aboutValues.bio);
    await saveAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(problem);
    expect(screen.getByRole('heading', { name: 'About you', level: 2 })).toBeInTheDocument();
  });

  it('Finish POSTs influencers/profile-setup/ and lands on /influencer-setup-complete; Go to dashboard refreshes whoami', async () => {
    const { completions, router, whoamiCalls } = setup({ profile: profileThrough(5), payment: upiPaymentInfo });
    const user = userEvent.setup();
    expect(await stepHeading('Review')).toBeInTheDocument();
    expect(screen.getByText('Date of birth: 20 May 1997 · Payout: as******@okhdfc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/influencer-setup-complete');
    expect(completions).toEqual([{}]);

    const before = whoamiCalls();
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(whoamiCalls()).toBe(before + 1);
  });

  it('a refused Finish lists what is missing and stays on Review', async () => {
    const { router } = setup({
      profile: profileThrough(5),
      payment: upiPaymentInfo,
      handlers: {
        '/influencers/profile-setup/': () =>
          json({ detail: 'Please complete all profile information.', code: 'validation_error', errors: { payout: [m.payoutMissing] } }, 400),
      },
    });
    const user = userEvent.setup();
    expect(await stepHeading('Review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.payoutMissing);
    expect(router.state.location.pathname).toBe('/profile-setup');
    expect(screen.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
  });

  it('a profile that fails to load offers Retry', async () => {
    let failing = true;
    setup({
      profile: null,
      handlers: {
        '/influencers/profile/': () => (failing ? json({ detail: 'boom', code: 'server_error' }, 500) : json(profileThrough(2))),
      },
    });
    expect(await screen.findByText('Could not load your profile.', {}, { timeout: 5_000 })).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await stepHeading('Location')).toBeInTheDocument();
  });
});

describe('connecting an account during setup', () => {
  it('offers Connect YouTube and Instagram on the social step, coming back to /profile-setup', async () => {
    const sent: unknown[] = [];
    setup({ profile: profileThrough(3), handlers: {
      '/integrations/youtube/connect/': async (request) => {
        sent.push(await request.json());
        return json({ detail: 'down', code: 'server_error' }, 500);
      },
    } });
    expect(await stepHeading('Social accounts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect YouTube' }));
    expect(await screen.findByText('Could not start YouTube sign-in. Please try again.')).toBeInTheDocument();
    expect(sent).toEqual([{ return_to: '/profile-setup' }]);
  });

  it('back from the platform, opens the social step with the outcome and the connected account', async () => {
    const connected = { ...connectedYoutubeAccount };
    setup({ profile: { ...profileThrough(5), social_accounts: [connected] }, payment: upiPaymentInfo, route: '/profile-setup?social=youtube&outcome=connected' });
    expect(await stepHeading('Social accounts')).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Connected accounts' }));
    expect(section.getByRole('alert')).toHaveTextContent('Your YouTube channel is connected. Its numbers are now verified.');
    expect(section.getByRole('heading', { name: 'YouTube · @ashatravels' })).toBeInTheDocument();
  });
});
