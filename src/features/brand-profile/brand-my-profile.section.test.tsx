import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brandProfileToApi } from '../../domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../domain/brands/brand-profile.fixtures';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import BrandMyProfileSection from './brand-my-profile.section';

jest.setTimeout(20_000);

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

function setup(role = 'admin', patchAnswer?: (body: Record<string, unknown>) => Response) {
  const patches: Array<Record<string, unknown>> = [];
  let stored = { id: 'b1', ...brandProfileToApi(sampleBrandProfile), role, is_profile_completed: true };
  fetchMock = mockApi({
    '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
    '/brands/b1/': async (request) => {
      if (request.method === 'PATCH') {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (patchAnswer) return patchAnswer(body);
        stored = { ...stored, ...body };
      }
      return json(stored);
    },
  });
  renderRoutes([{ path: '/profile', element: <BrandMyProfileSection /> }], { route: '/profile', preloadedState: signedIn() });
  return { patches };
}

describe('BrandMyProfileSection', () => {
  it("shows the caller's brand and saves an edited contact group with PATCH", async () => {
    const { patches } = setup();
    expect(await screen.findByText('Acme Demo Co.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contact details' }));
    // The form's code loads on the first Edit (a dynamic import): wait for it as a person would.
    const title = await screen.findByRole('textbox', { name: 'Job title' }, { timeout: 15_000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'CMO');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      contact_details: { ...brandProfileToApi(sampleBrandProfile).contact_details, primary_contact: { ...brandProfileToApi(sampleBrandProfile).contact_details.primary_contact, job_title: 'CMO' } },
    });
    expect(await screen.findByText('Brenda Brand, CMO')).toBeInTheDocument();
  });

  it('puts the server field errors under the fields and stays in edit mode', async () => {
    setup('admin', () => json({ detail: 'Invalid input.', code: 'validation_error', errors: { website: ['Please enter a valid URL.'] } }, 400));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Company profile' }, { timeout: 5_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 }));
    expect(await screen.findByText('Please enter a valid URL.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('is read-only for a viewer', async () => {
    setup('viewer');
    expect(await screen.findByText('Only admins and managers of this brand can change its profile.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
