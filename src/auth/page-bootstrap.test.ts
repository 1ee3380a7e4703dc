import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import { apiArgsFromQuery, emptyCampaignListQuery } from '../features/brand-campaigns/campaign-list-query';
import noticesReducer, { selectVisibleNotices } from '../features/notices/notices.slice';
import sessionReducer from '../features/session/session.slice';
import { defaultCampaignListArg, pageQueriesFor, shellQueries, whoamiQuery, type PageBootstrap } from '../domain/navigation/page-bootstrap';
import { getAccessToken, setAccessTokenGetter } from './access-token';
import { resetPageBootstrapForTests, seedPageBootstrap, takePageBootstrap } from './page-bootstrap';

const brandWhoami = {
  id: 'u1', email: 'brand@demo.local', name: 'Brand', image_url: null, persona: 'brand', is_staff: false,
  is_profile_completed: true, is_brand: true, is_influencer: false, brand_id: 'b1', brand_role: 'admin', influencer_id: null,
};
const influencerWhoami = { ...brandWhoami, persona: 'influencer', is_brand: false, is_influencer: true, brand_id: null, brand_role: null, influencer_id: 'i1' };

const bootstrap: PageBootstrap = {
  session: { session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' }, user: { id: 'u1', email: 'brand@demo.local', name: 'Brand', persona: 'brand' } },
  token: 'header.payload.signature',
  queries: [
    { endpointName: 'getWhoami', arg: undefined, data: brandWhoami },
    { endpointName: 'getBrandDashboard', arg: { id: 'b1' }, data: { brand_id: 'b1', active_campaigns: 2, total_influencers: 5, total_reach: 1000, recent_campaigns: [], spend: [] } },
  ],
};

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) doc.head.append(Object.assign(doc.createElement('script'), { type: 'application/json', id: 'page-bootstrap', textContent: script }));
  return doc;
}

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer, notices: noticesReducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  });

/** The URL RTK Query requests for one endpoint and argument (relative to /api/v1). */
async function requestedPath(endpointName: string, arg: unknown): Promise<string> {
  const store = makeStore();
  let url = '';
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    url = input instanceof Request ? input.url : String(input);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const endpoint = (api.endpoints as unknown as Record<string, { initiate: (arg: unknown, options: { subscribe: false }) => never }>)[endpointName]!;
  await store.dispatch(endpoint.initiate(arg, { subscribe: false }));
  fetchSpy.mockRestore();
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/api\/v1/, '')}${parsed.search}`;
}

afterEach(() => {
  resetPageBootstrapForTests();
  jest.restoreAllMocks();
});

describe('the signed-in page bootstrap', () => {
  it('is read once and removed from the page, so the token does not stay in the document', () => {
    const doc = pageWith(JSON.stringify(bootstrap));
    expect(takePageBootstrap(doc)).toEqual(bootstrap);
    expect(doc.getElementById('page-bootstrap')).toBeNull();
    expect(takePageBootstrap(doc)).toEqual(bootstrap);
  });

  it('ignores a missing, unreadable or foreign element', () => {
    expect(takePageBootstrap(pageWith(null))).toBeNull();
    resetPageBootstrapForTests();
    expect(takePageBootstrap(pageWith('{not json'))).toBeNull();
    resetPageBootstrapForTests();
    expect(takePageBootstrap(pageWith('{"session": {"user": {"id": 1}}, "token": null, "queries": []}'))).toBeNull();
  });

  it('signs the session in and answers the embedded queries from the cache, without a request', async () => {
    const store = makeStore();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(seedPageBootstrap(store.dispatch, pageWith(JSON.stringify(bootstrap)))).toBe(true);
    expect(store.getState().session).toEqual({
      status: 'signedIn',
      user: { id: 'u1', email: 'brand@demo.local', name: 'Brand', imageUrl: null, persona: 'brand' },
    });
    const whoami = await store.dispatch(api.endpoints.getWhoami.initiate(undefined, { subscribe: false }));
    expect(whoami.data).toEqual(brandWhoami);
    const dashboard = await store.dispatch(api.endpoints.getBrandDashboard.initiate({ id: 'b1' }, { subscribe: false }));
    expect(dashboard.data).toMatchObject({ active_campaigns: 2 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('puts the embedded notices into the notice strip before the first render', () => {
    const store = makeStore();
    const notice = { id: 'n1', message: 'Payouts run on Fridays', severity: 'info', dismissible: true, created_at: '2026-11-01T00:00:00Z' };
    const withNotices = { ...bootstrap, queries: [...bootstrap.queries, { endpointName: 'listNotices', arg: {}, data: { count: 1, next: null, previous: null, results: [notice] } }] };
    seedPageBootstrap(store.dispatch, pageWith(JSON.stringify(withNotices)));
    expect(store.getState().notices.status).toBe('loaded');
    expect(selectVisibleNotices(store.getState()).map((shown) => shown.message)).toEqual(['Payouts run on Fridays']);
  });

  it('leaves the notices to their saga when the page carried none', () => {
    const store = makeStore();
    seedPageBootstrap(store.dispatch, pageWith(JSON.stringify(bootstrap)));
    expect(store.getState().notices.status).toBe('idle');
  });

  it('lends the embedded token to API calls made before the identity adapter has mounted', async () => {
    setAccessTokenGetter(async () => null);
    seedPageBootstrap(makeStore().dispatch, pageWith(JSON.stringify(bootstrap)));
    await expect(getAccessToken()).resolves.toBe('header.payload.signature');
    setAccessTokenGetter(async () => null);
  });

  it('lists the queries the pages ask for first, with the arguments their hooks use', () => {
    expect(pageQueriesFor('/dashboard', '', brandWhoami).map((query) => [query.endpointName, query.arg])).toEqual([['getBrandDashboard', { id: 'b1' }]]);
    expect(pageQueriesFor('/dashboard', '', influencerWhoami).map((query) => [query.endpointName, query.arg])).toEqual([
      ['getInfluencerDashboard', { id: 'i1' }],
      ['getInfluencerDashboardStats', undefined],
    ]);
    // The campaign list's hook asks with apiArgsFromQuery() of an empty URL query.
    expect(defaultCampaignListArg('b1')).toEqual(apiArgsFromQuery('b1', emptyCampaignListQuery));
    expect(pageQueriesFor('/brands/b1/campaigns', '', brandWhoami).map((query) => query.endpointName)).toEqual(['getBrand', 'listCampaigns']);
    expect(pageQueriesFor('/brands/b1/campaigns', '?status=draft', brandWhoami)).toEqual([]);
    expect(pageQueriesFor('/brands/other/campaigns', '', brandWhoami)).toEqual([]);
    expect(pageQueriesFor('/dashboard', '', { ...brandWhoami, is_profile_completed: false })).toEqual([]);
  });

  it('names for each query the path RTK Query requests for it, which the server asks in its place', async () => {
    const queries = [whoamiQuery, ...shellQueries, ...pageQueriesFor('/dashboard', '', brandWhoami), ...pageQueriesFor('/dashboard', '', influencerWhoami), ...pageQueriesFor('/brands/b1/campaigns', '', brandWhoami)];
    for (const query of queries) {
      expect(`${query.endpointName} ${await requestedPath(query.endpointName, query.arg)}`).toBe(`${query.endpointName} ${query.path}`);
    }
  });
});
