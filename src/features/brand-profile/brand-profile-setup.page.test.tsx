import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes } from '../../app/router/routes';
import { brandProfileToApi } from '../../domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { brandMessages } from '../../domain/brands/brand-profile.texts';
import { json, mockApi, renderRoutes, signedIn, testUser, whoami } from '../../test/render';

jest.setTimeout(20_000);

const brandUser = { ...testUser, persona: 'brand' as const };
const incompleteBrand = { ...whoami({ is_brand: true, is_influencer: false, is_profile_completed: false }), brand_id: null };
const draftKey = `influencehub.brandProfileDraft.${brandUser.id}`;
let fetchMock: jest.SpyInstance;
afterEach(() => {
  fetchMock?.mockRestore();
  window.localStorage.clear();
});

function setup(answer: (body: unknown) => Response) {
  const posts: unknown[] = [];
  let complete = false;
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(complete ? { ...incompleteBrand, is_profile_completed: true, brand_id: 'b1' } : incompleteBrand),
    '/brands/profile-setup/': async (request) => {
      const body = await request.json();
      posts.push(body);
      const response = answer(body);
      complete = response.status < 300;
      return response;
    },
  });
  const view = renderRoutes(appRoutes, { preloadedState: signedIn(brandUser), route: '/dashboard' });
  return { ...view, posts };
}

const created = () => json({ id: 'b1', ...brandProfileToApi(sampleBrandProfile), role: 'admin', is_profile_completed: true }, 201);

describe('/brand-profile-setup', () => {
  it('the guard sends an incomplete brand here; empty required fields are refused before any request', async () => {
    const { posts, router } = setup(created);
    expect(await screen.findByRole('heading', { name: 'Brand Profile Setup' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand-profile-setup');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please fill in all required fields.')).length).toBeGreaterThanOrEqual(6);
    expect(posts).toHaveLength(0);
  });

  it('restores a draft after a reload, completes both steps, posts the API shape and lands on /brand-setup-complete', async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ step: 0, values: sampleBrandProfile }));
    const { posts, router } = setup(created);
    expect(await screen.findByText('We restored what you typed last time.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Acme Demo Co.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByDisplayValue('Head of Marketing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete setup' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brand-setup-complete');
    expect(posts).toEqual([brandProfileToApi(sampleBrandProfile)]);
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the step and what was typed in the draft as the user goes', async () => {
    setup(created);
    const name = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 5_000 });
    await userEvent.type(name, 'Zed');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(draftKey) ?? '{}').values.company.companyName).toBe('Zed'));
  });

  it('the contact step starts with the name and e-mail the brand signed up with, and a reload resumes on it', async () => {
    const typedCompany = { ...sampleBrandProfile, contact: { ...sampleBrandProfile.contact, primaryContact: { name: '', jobTitle: '', email: '', phone: '' } } };
    window.localStorage.setItem(draftKey, JSON.stringify({ step: 1, values: typedCompany }));
    setup(created);
    const contactName = await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 5_000 });
    expect(contactName).toHaveValue('Asha');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Complete setup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByDisplayValue('Acme Demo Co.')).toBeInTheDocument();
  });

  it('refuses a contact phone without its country code with the shared phone message and sends nothing', async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ step: 1, values: sampleBrandProfile }));
    const { posts } = setup(created);
    const phone = await screen.findByRole('textbox', { name: /^Phone/ }, { timeout: 5_000 });
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Complete setup' }));
    expect(await screen.findByText('Please enter a valid phone number with country code (e.g. +91 98765 43210)')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("shows the server's field errors on the step that holds them", async () => {
    window.localStorage.setItem(draftKey, JSON.stringify({ step: 1, values: sampleBrandProfile }));
    setup(() => json({ detail: 'Invalid input.', code: 'validation_error', errors: { logo_url: [brandMessages.logoNotFound] } }, 400));
    await userEvent.click(await screen.findByRole('button', { name: 'Complete setup' }, { timeout: 5_000 }));
    expect(await screen.findByText(brandMessages.logoNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
