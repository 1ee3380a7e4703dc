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
      rename: build.mutation<unknown, { id: string; name: string; key?: string }>({
        query: ({ id, name, key }) => ({ url: `/campaigns/${id}/`, method: 'PATCH', body: { name }, headers: key ? { 'idempotency-key': key } : {} }),
      }),
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

  describe('Idempotency-Key (docs/idempotency.md)', () => {
    const keyOf = (request: Request) => request.headers.get('Idempotency-Key');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

    it('sends a fresh UUID key with each mutation and none with a query', async () => {
      fetchMock.mockImplementation(async () => json(200, { id: 'u1' }));
      const { testApi, store } = setup();

      await store.dispatch(testApi.endpoints.whoami.initiate());
      await store.dispatch(testApi.endpoints.publish.initiate('c1'));
      await store.dispatch(testApi.endpoints.publish.initiate('c1'));
      await store.dispatch(testApi.endpoints.rename.initiate({ id: 'c1', name: 'New' }));

      const [query, first, second, patch] = requests();
      expect(query.headers.has('Idempotency-Key')).toBe(false);
      expect(keyOf(first)).toMatch(uuid);
      expect(keyOf(second)).toMatch(uuid);
      expect(keyOf(second)).not.toBe(keyOf(first));
      expect(patch.method).toBe('PATCH');
      expect(keyOf(patch)).toMatch(uuid);
    });

    it('keeps the key across the automatic retry, so the server replays instead of running it twice', async () => {
      fetchMock.mockResolvedValueOnce(json(503, {})).mockResolvedValueOnce(json(200, { ok: true }));
      const { testApi, store } = setup();

      const result = await store.dispatch(testApi.endpoints.publish.initiate('c1'));

      expect(result).toMatchObject({ data: { ok: true } });
      const [attempt, retry] = requests();
      expect(keyOf(attempt)).toMatch(uuid);
      expect(keyOf(retry)).toBe(keyOf(attempt));
    });

    it('keeps a key the endpoint sets itself', async () => {
      fetchMock.mockImplementation(async () => json(200, {}));
      const { testApi, store } = setup();

      await store.dispatch(testApi.endpoints.rename.initiate({ id: 'c1', name: 'New', key: 'my-own-key' }));

      expect(keyOf(requests()[0])).toBe('my-own-key');
    });

    it('waits out a 409 idempotency_key_in_use (the first attempt still running) and gets the stored answer', async () => {
      fetchMock
        .mockResolvedValueOnce(json(502, {}))
        .mockResolvedValueOnce(json(409, { detail: 'Still running.', code: 'idempotency_key_in_use' }))
        .mockResolvedValueOnce(json(200, { ok: true }));
      const { testApi, store } = setup();

      const result = await store.dispatch(testApi.endpoints.publish.initiate('c1'));

      expect(result).toMatchObject({ data: { ok: true } });
      expect(new Set(requests().map(keyOf)).size).toBe(1);
    });

    it('still never retries any other 409', async () => {
      fetchMock.mockImplementation(async () => json(409, { detail: 'Already accepted.', code: 'conflict' }));
      const { testApi, store } = setup();

      const result = await store.dispatch(testApi.endpoints.publish.initiate('c1'));

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(result).toMatchObject({ error: { status: 409 } });
    });
  });
});
