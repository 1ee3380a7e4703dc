import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outreachTemplateMessages as m } from '../../domain/outreach/outreach-template';
import { json, mockApi, renderRoutes, signedIn, whoami } from '../../test/render';
import { OutreachEmailSection } from './outreach-email.tab';
import { sampleAnalytics, samplePreview, sampleTemplate } from './outreach-email.fixtures';

/** The campaign page's "Outreach e-mail" tab against a mocked API. */
let fetchMock: jest.SpyInstance;
afterEach(() => fetchMock?.mockRestore());

const roster = { count: 1, next: null, previous: null, results: [{ id: samplePreview.roster_id, display_name: 'Asha Sharma', status: 'candidate' }] };

function api(onTemplate: (request: Request) => Response | Promise<Response>, onPreview: (request: Request) => Response | Promise<Response> = () => json(samplePreview)) {
  return mockApi({
    '/accounts/whoami/': () => json(whoami({ is_brand: true, is_influencer: false })),
    '/email-tracking/analytics/campaign/c1/': () => json(sampleAnalytics),
    '/campaigns/c1/email-template/': onTemplate,
    '/campaigns/c1/email-template/preview/': onPreview,
    '/campaigns/c1/influencers/': () => json(roster),
  });
}
const render = () => renderRoutes([{ path: '/c', element: <OutreachEmailSection campaignId="c1" /> }], { route: '/c', preloadedState: signedIn() });

describe('Outreach e-mail tab', () => {
  it('shows the figures, previews the template for a chosen invitee as the server renders it', async () => {
    const previews: unknown[] = [];
    fetchMock = api(() => json(sampleTemplate), async (request) => {
      previews.push(await request.json());
      return json(samplePreview);
    });
    const user = userEvent.setup();
    render();
    const figures = within(await screen.findByRole('region', { name: 'Invitation e-mails' }, { timeout: 5_000 }));
    expect(await figures.findByRole('table', { name: 'Per influencer' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(screen.getByRole('combobox', { name: 'Preview for' }));
    await user.click(await screen.findByRole('option', { name: 'Asha Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(await screen.findByRole('region', { name: 'Preview for Asha Sharma' }));
    expect(preview.getByText(samplePreview.subject)).toBeInTheDocument();
    expect(previews).toEqual([{ subject: sampleTemplate.subject, body: sampleTemplate.body, roster_id: samplePreview.roster_id }]);
  });

  it('refuses an unknown merge field before asking the server, and shows the server refusal under its field', async () => {
    const saved: unknown[] = [];
    fetchMock = api(async (request) => {
      if (request.method === 'PUT') {
        saved.push(await request.json());
        return json({ detail: 'Invalid input.', code: 'validation_error', errors: { body: [m.bodyLength] } }, 400);
      }
      return json(sampleTemplate);
    });
    const user = userEvent.setup();
    render();
    const subject = await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 5_000 });
    await user.clear(subject);
    await user.type(subject, 'Hello {{{{nickname}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(m.unknownFields(['nickname']))).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(subject);
    await user.type(subject, 'Hello {{{{influencer_name}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(m.bodyLength)).toBeInTheDocument();
    expect(saved).toEqual([{ subject: 'Hello {{influencer_name}}', body: sampleTemplate.body }]);
  });
});
