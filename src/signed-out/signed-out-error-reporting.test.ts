import { fetchServerTransport } from './signed-out-error-reporting';

describe('the light entry\'s server transport', () => {
  it('posts the report to /api/v1/metrics/ as the app does, and ignores failures', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 202 }));
    const report = { message: 'boom' } as unknown as Parameters<ReturnType<typeof fetchServerTransport>['send']>[0];
    await fetchServerTransport(fetchImpl).send(report, new Error("boom"));
    expect(fetchImpl).toHaveBeenCalledWith('/api/v1/metrics/', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ type: 'report', data: { message: 'boom' } });
    await expect(fetchServerTransport(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))).send(report, new Error("boom"))).resolves.toBeUndefined();
  });
});
