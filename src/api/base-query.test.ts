import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { setAccessTokenGetter } from '../auth/access-token';
import { createBaseQuery } from './base-query';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ backoff: async () => undefined }),
    endpoints: (build) => ({
      whoami: build.query<{ id: string }, void>({ query: () => '/accounts/whoami/' }),
      publish: build.mutation<unknown, string>({ query: (id) => ({ url: `/campaigns/${id}/publish/`, method: 'POST' }) }),
    }),
  });
  const store = configureStore({
    reducer: { api: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  return { testApi, store };
}

let fetchMock: jest.SpyInstance;
const requests = () => fetchMock.mock.calls.map(([request]) => request as Request);

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  setAccessTokenGetter(async () => null);
});
afterEach(() => fetchMock.mockRestore());

describe('the API base query', () => {
  it('calls /api/v1 with the bearer token of the signed-in user', async () => {
    setAccessTokenGetter(async () => 'token-123');
    fetchMock.mockResolvedValue(json(200, { id: 'u1' }));
    const { testApi, store } = setup();

    const result = await store.dispatch(testApi.endpoints.whoami.initiate());

    expect(result.data).toEqual({ id: 'u1' });
    expect(requests()[0].url).toBe('http://localhost/api/v1/accounts/whoami/');
    expect(requests()[0].headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'u1' }));
    const { testApi, store } = setup();

    await store.dispatch(testApi.endpoints.whoami.initiate());

    expect(requests()[0].headers.has('Authorization')).toBe(false);
  });

  it('retries a failing query twice, then reports the error', async () => {
    fetchMock.mockImplementation(async () => json(503, { detail: 'down' }));
    const { testApi, store } = setup();

    const result = await store.dispatch(testApi.endpoints.whoami.initiate());

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('recovers when a retry succeeds', async () => {
    fetchMock.mockResolvedValueOnce(json(502, {})).mockResolvedValueOnce(json(200, { id: 'u1' }));
    const { testApi, store } = setup();

    const result = await store.dispatch(testApi.endpoints.whoami.initiate());

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.data).toEqual({ id: 'u1' });
  });

  it('retries network failures', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { id: 'u1' }));
    const { testApi, store } = setup();

    const result = await store.dispatch(testApi.endpoints.whoami.initiate());

    expect(result.data).toEqual({ id: 'u1' });
  });

  it('retries a failing mutation once', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    const { testApi, store } = setup();

    await store.dispatch(testApi.endpoints.publish.initiate('c1'));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requests()[0].method).toBe('POST');
  });

  it.each([400, 401, 403, 404, 409, 429])('never retries a %i', async (status) => {
    fetchMock.mockImplementation(async () => json(status, { detail: 'no', code: 'x' }));
    const { testApi, store } = setup();

    const query = await store.dispatch(testApi.endpoints.whoami.initiate());
    const mutation = await store.dispatch(testApi.endpoints.publish.initiate('c1'));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(query.error).toMatchObject({ status });
    expect(mutation).toMatchObject({ error: { status } });
  });
});
