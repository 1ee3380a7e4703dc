import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing of the local fake providers (youtube.fake.ts, instagram.fake.ts): a real node:http server on a free
 * port, requests handed over with their parsed URL and body, answers written as given. No test framework involved,
 * so the sandbox mode can serve the same fakes.
 */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The raw body (form posts are read with `form`). */
  body: string;
  form: URLSearchParams;
}

export interface FakeReply {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless it is a string (sent as is, e.g. a hand-written body with a big number). */
  body?: unknown;
}

/** One request as the fake saw it, for tests to inspect (never holds the body: it may carry secrets). */
export interface FakeRequestRecord {
  method: string;
  path: string;
  query: Record<string, string>;
  at: Date;
}

export interface RunningFake {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeReply => ({ status, body, headers });

export const redirect = (location: string): FakeReply => ({ status: 302, headers: { location } });

/** An opaque random token with a recognisable prefix. */
export const fakeToken = (prefix: string, bytes = 24) => `${prefix}${randomBytes(bytes).toString('base64url')}`;

export const recordOf = (request: FakeRequest, at: Date): FakeRequestRecord => ({
  method: request.method,
  path: request.url.pathname,
  query: Object.fromEntries(request.url.searchParams),
  at,
});

/** `port` 0 (default): any free port; a benchmark names one in its own range. */
export async function startFakeHttp(handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>, host = '127.0.0.1', port = 0): Promise<RunningFake> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const isForm = (incoming.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      let reply: FakeReply;
      try {
        reply = await handle({
          method: incoming.method ?? 'GET',
          url: new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? host}`),
          headers: incoming.headers,
          body,
          form: new URLSearchParams(isForm ? body : ''),
        });
      } catch (error) {
        reply = json(500, { error: { code: 500, message: `fake failed: ${error instanceof Error ? error.message : String(error)}` } });
      }
      const payload = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const headers = { ...(payload ? { 'content-type': 'application/json; charset=UTF-8' } : {}), ...reply.headers };
      outgoing.writeHead(reply.status, headers).end(payload);
    });
  });
  // Node closes an idle kept-alive connection after 5 s; a client reusing it at that moment gets ECONNRESET and retries
  // (a second quota unit on the ledger). Real providers keep connections far longer: so does the fake.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
