import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ConfigVariable } from '../config.variables';

/** Per-user limits on the calls a person makes by hand (docs/security.md "Rate limits"). */
export interface UserRateLimits {
  /** Uploads (POST assets/, PUT/PATCH assets/{id}/) per minute per user. */
  readonly uploadsPerMinute: number;
  /** Invite answers, content submissions and review steps per minute per user, per kind of call. */
  readonly actionsPerMinute: number;
  /** Messages sent (POST messages/threads/{id}/messages/) per minute per user (docs/messages.md). */
  readonly messagesPerMinute: number;
}

export const userRateLimitVariables: readonly ConfigVariable[] = [
  {
    name: 'RATE_LIMIT_UPLOADS_MAX',
    defaultValue: '30',
    description: 'Uploads per minute per user (POST assets/, PUT/PATCH assets/{id}/); needs RATE_LIMIT_MAX above 0.',
  },
  {
    name: 'RATE_LIMIT_ACTIONS_MAX',
    defaultValue: '60',
    description: 'Invite answers, content submissions and review steps per minute per user and kind of call; needs RATE_LIMIT_MAX above 0.',
  },
  {
    name: 'RATE_LIMIT_MESSAGES_MAX',
    defaultValue: '20',
    description: 'Messages a user may send per minute (POST messages/threads/{id}/messages/); needs RATE_LIMIT_MAX above 0.',
  },
];

type Env = Record<string, string | undefined>;

function perMinute(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 100_000) {
    problems.push(`${name} must be a whole number between 1 and 100000 (got "${raw}").`);
    return fallback;
  }
  return Number(raw);
}

export function parseUserRateLimits(env: Env, problems: string[]): UserRateLimits {
  return {
    uploadsPerMinute: perMinute(env, 'RATE_LIMIT_UPLOADS_MAX', 30, problems),
    actionsPerMinute: perMinute(env, 'RATE_LIMIT_ACTIONS_MAX', 60, problems),
    messagesPerMinute: perMinute(env, 'RATE_LIMIT_MESSAGES_MAX', 20, problems),
  };
}

/**
 * Route config for @fastify/rate-limit keyed by the signed-in user, not the address: people behind one office
 * address do not share a budget, and one account cannot spread its calls over many addresses. It runs in
 * preHandler, after the route's access check (onRequest) has set `request.user`. A route with its own limit leaves
 * the global per-address limit; each route keeps its own count. 429 carries Retry-After (api-error `throttled`).
 */
export function perUserRateLimit(max: number): RateLimitOptions & { hook: 'preHandler' } {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  };
}
