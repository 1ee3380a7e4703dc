/**
 * Test helper: answers the better-auth client's fetches like the server's /api/auth routes would, so the
 * built-in adapter runs its real client code. Records every request for assertions.
 */
export type Route = (request: { body: unknown; url: URL }) => { status?: number; body?: unknown; headers?: Record<string, string> };

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT-shaped token; the SPA only reads its claims. */
export const makeJwt = (claims: { exp?: number; iat?: number; sub?: string }) => `${base64url({ alg: 'EdDSA' })}.${base64url(claims)}.sig`;

export const authBaseURL = 'http://localhost/api/auth';

export function fakeBetterAuthServer(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.pathname.replace('/api/auth', '');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = route ? route({ body, url }) : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as jest.Mock & typeof fetch;
  return { fetchImpl, requests, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

export const demoUser = { id: 'u1', email: 'asha@example.com', name: 'Asha', image: null, persona: 'influencer', emailVerified: true };
export const demoSession = { id: 's1', userId: 'u1', token: 'session-token', expiresAt: '2100-01-01T00:00:00.000Z' };
