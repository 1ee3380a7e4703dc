/** Where the server mounts better-auth (DESIGN §5); the SPA's client uses the same path. */
export const authBasePath = '/api/auth';

/** Set by our Fastify bridge from request.ip (after dropping any client-sent value), read by the rate limiter. */
export const clientIpHeader = 'x-influencehub-client-ip';
