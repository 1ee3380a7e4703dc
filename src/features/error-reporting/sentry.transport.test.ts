import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorReport } from '../../domain/metrics/metrics-payload';
import { createSentryTransport } from './sentry.transport';

/** A local stand-in for Sentry's ingestion: records what arrives at /api/<project>/envelope/. */
let server: Server;
let envelopes: Array<{ url: string; items: unknown[] }>;
let dsn: string;

beforeAll(async () => {
  envelopes = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      envelopes.push({ url: request.url ?? '', items: lines.map((line) => JSON.parse(line)) });
      response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the error to the DSN as a Sentry envelope with the tags and at most 100 breadcrumbs', async () => {
  const transport = await createSentryTransport(dsn, { environment: 'test' });
  const report: ErrorReport = {
    message: 'Invite failed',
    tags: { feature: 'influencers', operation: 'invite', form: 'invite-influencer' },
    url: 'http://localhost/influencers',
    breadcrumbs: Array.from({ length: 120 }, (_, index) => ({ timestamp: 1_700_000_000_000 + index, category: 'api' as const, message: `call ${index}` })),
  };
  await transport.send(report, new Error('Invite failed'));

  expect(envelopes).toHaveLength(1);
  const [envelope] = envelopes;
  expect(envelope!.url).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey/);
  const event = envelope!.items.find((item) => typeof item === 'object' && item !== null && 'exception' in item) as {
    tags: Record<string, string>;
    breadcrumbs: Array<{ message: string; category: string }>;
    exception: { values: Array<{ type: string; value: string }> };
    environment: string;
  };
  expect(event.tags).toEqual({ feature: 'influencers', operation: 'invite', form: 'invite-influencer' });
  expect(event.exception.values[0]).toMatchObject({ type: 'Error', value: 'Invite failed' });
  expect(event.environment).toBe('test');
  expect(event.breadcrumbs).toHaveLength(100);
  expect(event.breadcrumbs[0]!.message).toBe('call 20');
  expect(event.breadcrumbs[99]).toMatchObject({ category: 'api', message: 'call 119' });
});
