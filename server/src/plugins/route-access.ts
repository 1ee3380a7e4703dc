import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every /api/v1 route is `user` unless it says otherwise in its `config.access`:
 * - `public`: anyone; the route does no authentication of its own beyond what its handler does;
 * - `optional`: a bearer token is checked when sent (a bad one is 401), none leaves `request.user` null;
 * - `user`: a valid bearer token (401 otherwise);
 * - `staff`: a staff user's bearer token or the SERVICE_TOKEN (401 without either, 403 for anyone else).
 */
export const routeAccessLevels = ['public', 'optional', 'user', 'staff'] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/security.md "API access control"); default `user` under /api/v1. */
    access?: RouteAccess;
  }
}

export interface RouteAccessEntry {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
}

/** The part of the API whose routes must decide; /api/auth (the identity provider) and the SPA have their own rules. */
const guardedPrefix = '/api/v1/';
/** Routes added by third-party plugins, which cannot declare their access: the interactive API docs page. */
const thirdPartyPublicPrefixes = ['/api/v1/docs'];

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Installs the access check of every /api/v1 route as an `onRequest` hook, so authentication runs before the body
 * is parsed and before any validation: an anonymous caller gets 401 and learns nothing about the route's schema.
 * The check is appended after the rate limiter's own onRequest hook (registered earlier), so floods are limited
 * before any token is verified. Returns the table of every guarded route and its access (tests, docs).
 */
export function installRouteAccess(
  app: FastifyInstance,
  checks: Record<Exclude<RouteAccess, 'public'>, onRequestAsyncHookHandler>,
): RouteAccessEntry[] {
  const table: RouteAccessEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(guardedPrefix)) return;
    const declared = route.config?.access;
    if (declared !== undefined && !routeAccessLevels.includes(declared)) {
      throw new Error(`${route.url}: config.access must be one of ${routeAccessLevels.join(', ')} (got "${String(declared)}").`);
    }
    const access: RouteAccess = declared ?? (thirdPartyPublicPrefixes.some((prefix) => route.url.startsWith(prefix)) ? 'public' : 'user');
    for (const method of asArray(route.method)) table.push({ method, url: route.url, access });
    if (access === 'public') return;
    const check = checks[access];
    const hooks = asArray(route.onRequest);
    // The HEAD route Fastify derives from a GET shares its options: install the check once.
    if (!hooks.includes(check)) route.onRequest = [...hooks, check];
  });
  return table;
}
