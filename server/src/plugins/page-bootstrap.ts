import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  landingPath,
  pageQueriesFor,
  shellQueries,
  whoamiQuery,
  type BootstrapWhoami,
  type PageBootstrap,
  type PageQueryAnswer,
} from '../../../src/domain/navigation/page-bootstrap';

/** What the server learned about a page request that carried a session cookie. */
export type PageSession =
  /** The cookie names no session (expired, revoked, made up): the page is served as to a visitor without one. */
  | { kind: 'signedOut'; setCookies: string[] }
  /** A session: what to embed, where the access guard will land, and the role facts for the page's chunks. */
  | { kind: 'signedIn'; bootstrap: PageBootstrap; whoami: BootstrapWhoami | null; landing: string; setCookies: string[] }
  /** No definite answer (rate limit, server error, too slow): the page is served as before and the SPA asks itself. */
  | { kind: 'unknown' };

/** Longer than this and the page goes out without its data: the SPA's own requests are no slower than waiting here. */
export const pageBootstrapTimeoutMs = 1500;

const asArray = (value: string | string[] | number | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [String(value)];

/**
 * Resolves a page request's session cookie by asking the API itself (Fastify's in-process `inject`, no socket): the
 * same better-auth session check, the same whoami and the same page queries, with the same authorization, limits and
 * serialization as the SPA's own requests would get. The answers go into the page (docs/performance.md, "Signed-in
 * first visit"), so the first screen does not wait for four round trips one after another.
 */
export function createPageSessionResolver(app: FastifyInstance) {
  async function resolve(request: FastifyRequest, pathname: string, search: string): Promise<PageSession> {
    const remoteAddress = request.ip;
    const userAgent = request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {};
    const sessionAnswer = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      remoteAddress,
      headers: { accept: 'application/json', cookie: request.headers.cookie ?? '', ...userAgent },
    });
    // better-auth may renew the session cookie on this read: the page's answer carries the renewal to the browser.
    const setCookies = asArray(sessionAnswer.headers['set-cookie']);
    if (sessionAnswer.statusCode === 401) return { kind: 'signedOut', setCookies };
    if (sessionAnswer.statusCode !== 200) return { kind: 'unknown' };
    const session = sessionAnswer.json() as PageBootstrap['session'] | null;
    if (!session?.user) return { kind: 'signedOut', setCookies };

    const tokenHeader = sessionAnswer.headers['set-auth-jwt'];
    const token = typeof tokenHeader === 'string' && tokenHeader ? tokenHeader : null;
    const bootstrap: PageBootstrap = { session, token, queries: [] };
    if (!token) return { kind: 'signedIn', bootstrap, whoami: null, landing: pathname, setCookies };

    const headers = { accept: 'application/json', authorization: `Bearer ${token}`, ...userAgent };
    const ask = async (path: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${path}`, headers, remoteAddress });
      return answer.statusCode === 200 ? (answer.json() as unknown) : undefined;
    };
    const [whoamiAnswer, ...shellAnswers] = await Promise.all([ask(whoamiQuery.path), ...shellQueries.map((query) => ask(query.path))]);
    const whoami = whoamiAnswer as BootstrapWhoami | undefined;
    if (!whoami) return { kind: 'signedIn', bootstrap, whoami: null, landing: pathname, setCookies };
    const queries: PageQueryAnswer[] = [{ endpointName: whoamiQuery.endpointName, arg: whoamiQuery.arg, data: whoami }];
    // What the shell of every signed-in page shows (the SPA asks itself for an answer that is missing).
    shellQueries.forEach((query, index) => {
      if (shellAnswers[index] !== undefined) queries.push({ endpointName: query.endpointName, arg: query.arg, data: shellAnswers[index] });
    });
    const landing = landingPath(pathname, whoami);
    // The URL query belongs to the page asked for; after a redirect the page starts without one.
    const pageQueries = pageQueriesFor(landing, landing === pathname ? search : '', whoami);
    const answers = await Promise.all(pageQueries.map((query) => ask(query.path)));
    pageQueries.forEach((query, index) => {
      // A failed query is left out: the page asks for it itself and shows its own error state.
      if (answers[index] !== undefined) queries.push({ endpointName: query.endpointName, arg: query.arg, data: answers[index] });
    });
    return { kind: 'signedIn', bootstrap: { ...bootstrap, queries }, whoami, landing, setCookies };
  }

  /** `resolve`, given up after pageBootstrapTimeoutMs or on any error (logged): the page then goes out as before. */
  return async function resolvePageSession(request: FastifyRequest, pathname: string, search: string): Promise<PageSession> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<PageSession>((done) => {
      timer = setTimeout(() => done({ kind: 'unknown' }), pageBootstrapTimeoutMs);
    });
    try {
      return await Promise.race([resolve(request, pathname, search), timeout]);
    } catch (error) {
      request.log.warn({ err: error }, 'page bootstrap failed; the page goes out without its session');
      return { kind: 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  };
}
