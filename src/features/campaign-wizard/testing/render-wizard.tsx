import type { RouteObject } from 'react-router-dom';
import { json, mockApi, renderRoutes, signedIn, testUser } from '../../../test/render';
import CampaignSuccessPage from '../../pages/campaign-success.page';
import CampaignWizardPage from '../../pages/campaign-wizard.page';
import CreateCampaignPage from '../../pages/create-campaign.page';
import { campaignDefaults, typeExposureList } from './campaign-wizard.fixtures';

const routes: RouteObject[] = [
  { path: '/brands/:brandId/campaigns/create', element: <CreateCampaignPage /> },
  { path: '/brands/:brandId/campaigns/wizard/:campaignId/:step', element: <CampaignWizardPage /> },
  { path: '/brands/:brandId/campaigns/:campaignId/success', element: <CampaignSuccessPage /> },
];
const brandUser = { ...testUser, persona: 'brand' as const };

export type Handler = (request: Request) => Response | Promise<Response>;
export interface ApiCall { method: string; path: string; body: unknown }

let fetchMock: jest.SpyInstance | undefined;

/** Call from afterEach: puts the real fetch back. */
export function restoreWizardApi() {
  fetchMock?.mockRestore();
  fetchMock = undefined;
}

/** The wizard's pages at `route` for a signed-in brand user, the API answered by `handlers` (by path); every call is recorded. */
export function renderWizard(route: string, handlers: Record<string, Handler> = {}) {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = {
    '/campaigns/defaults/': () => json(campaignDefaults()),
    '/campaigns/type-exposure/': () => json(typeExposureList()),
    ...handlers,
  };
  fetchMock = mockApi(Object.fromEntries(Object.entries(all).map(([path, handler]) => [path, async (request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
    calls.push({ method: request.method, path, body });
    return handler(request);
  }])));
  return { ...renderRoutes(routes, { preloadedState: signedIn(brandUser), route }), calls };
}

export const wizardRoute = (step: string, id = 'c1') => `/brands/b1/campaigns/wizard/${id}/${step}`;
