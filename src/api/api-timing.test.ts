import { createBaseQuery } from './base-query';
import { onApiTiming, type ApiTiming } from './api-timing';

const baseQueryApi = (endpoint: string, type: 'query' | 'mutation' = 'query') =>
  ({ endpoint, type, signal: new AbortController().signal, abort: jest.fn(), dispatch: jest.fn(), getState: jest.fn(), extra: undefined }) as never;

describe('API timings', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hands every completed HTTP attempt (endpoint, type, status, duration) to the listeners, retries included', async () => {
    const seen: ApiTiming[] = [];
    const unsubscribe = onApiTiming((timing) => seen.push(timing));
    let calls = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls += 1;
      return new Response(JSON.stringify({ ok: calls > 1 }), { status: calls > 1 ? 200 : 503, headers: { 'content-type': 'application/json' } });
    });
    const baseQuery = createBaseQuery({ backoff: async () => undefined });
    await baseQuery('accounts/whoami/', baseQueryApi('getWhoami'), {});
    unsubscribe();
    await baseQuery('accounts/whoami/', baseQueryApi('getWhoami'), {});
    expect(seen.map(({ endpoint, type, status }) => ({ endpoint, type, status }))).toEqual([
      { endpoint: 'getWhoami', type: 'query', status: 503 },
      { endpoint: 'getWhoami', type: 'query', status: 200 },
    ]);
    expect(seen.every((timing) => timing.durationMs >= 0)).toBe(true);
  });

  it('reports status 0 for a network failure, and a throwing listener never breaks the call', async () => {
    const seen: ApiTiming[] = [];
    const unsubscribeBroken = onApiTiming(() => {
      throw new Error('listener bug');
    });
    const unsubscribe = onApiTiming((timing) => seen.push(timing));
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await createBaseQuery({ backoff: async () => undefined })('notices/', baseQueryApi('ingestMetrics', 'mutation'), { maxRetries: 0 });
    unsubscribe();
    unsubscribeBroken();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(seen).toEqual([expect.objectContaining({ endpoint: 'ingestMetrics', type: 'mutation', status: 0 })]);
  });
});
