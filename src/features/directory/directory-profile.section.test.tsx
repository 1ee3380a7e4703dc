import { screen } from '@testing-library/react';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { DirectoryProfileSection } from './directory-profile.section';
import { sampleProfile } from './directory.fixtures';
import { profileTexts as t } from './profile.texts';

let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const render = (id: string) => renderRoutes([{ path: '/influencers/:id', element: <DirectoryProfileSection influencerId={id} /> }], { route: `/influencers/${id}`, preloadedState: signedIn() });

describe('Directory profile page', () => {
  it('shows the creator with accounts, rates and past collaborations', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      [`/influencers/directory/${sampleProfile.id}/`]: () => json(sampleProfile),
    });
    render(sampleProfile.id);
    expect(await screen.findByRole('heading', { name: 'asha_gamer' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Speedruns and retro consoles every week.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: t.collaborations })).toHaveTextContent('Diwali Gaming Push');
  });

  it('reads a private or unknown creator as not found', async () => {
    fetchMock = mockApi({
      '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
      '/influencers/directory/99999999-9999-4999-8999-999999999999/': () => json({ detail: 'This creator was not found in the directory.', code: 'not_found' }, 404),
    });
    render('99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText(t.notFound, undefined, { timeout: 5_000 })).toBeInTheDocument();
  });
});
