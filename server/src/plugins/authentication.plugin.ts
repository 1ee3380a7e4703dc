import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Identity, VerifiedIdentity } from '../identity/identity.types';
import { InvalidTokenError } from '../identity/invalid-token.error';
import type { UserRow, UsersRepository } from '../repositories/users.repository';
import { accountSecurityMessages } from '../../../src/domain/security/account-security.texts';
import { rememberAccountSecurity } from '../services/account-security';
import { invalidToken, notAuthenticated, permissionDenied } from './api-error';
import { installRouteAccess, type RouteAccessEntry } from './route-access';
import { matchesServiceToken } from './service-token';
import { createVerifiedTokenCache } from './verified-token-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the route's access check; null on public routes and for the service token. */
    user: UserRow | null;
    /** The built-in session of the request's token (`sid`); null without one (Clerk, service token, public routes). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route and who may call it, filled as routes are registered (docs/security.md). */
    routeAccess: readonly RouteAccessEntry[];
    /** Requires a valid bearer token and sets `request.user` (the check of `access: 'user'` routes). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Like `authenticate` when a bearer token is sent (a bad one is still 401); no token leaves `user` null. */
    authenticateIfPresent: (request: FastifyRequest) => Promise<void>;
    /** A staff user's bearer token, or the SERVICE_TOKEN (X-Service-Token header or bearer). */
    requireStaffOrServiceToken: (request: FastifyRequest) => Promise<void>;
  }
}

/** The bearer token of the request; undefined when there is no Authorization header at all. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  if (!match?.[1]) throw invalidToken('Invalid Authorization header. Expected "Bearer <token>".');
  return match[1];
}

/** Returns the signed-in user of an authenticated route (set by the route's access check). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

export async function registerAuthentication(
  app: FastifyInstance,
  options: { config: AppConfig; identity: Identity; users: UsersRepository },
): Promise<void> {
  const { config, identity, users } = options;
  const staffEmails = new Set(config.staffEmails);
  const verifiedTokens = createVerifiedTokenCache();

  async function verify(token: string): Promise<VerifiedIdentity> {
    const cached = verifiedTokens.get(token);
    if (cached) return cached;
    try {
      const verified = await identity.verifyAccessToken(token);
      verifiedTokens.set(token, verified);
      return verified;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw invalidToken();
      throw error;
    }
  }

  async function userFromToken(token: string, request?: FastifyRequest): Promise<UserRow> {
    const verified = await verify(token);
    // Checked on every call, cached or not: signing out (here or on another API process) ends the token's use at once.
    if (verified.sessionId && !(await identity.isSessionActive(verified.sessionId))) throw invalidToken(accountSecurityMessages.sessionEnded);
    if (request) request.sessionId = verified.sessionId ?? null;
    const user = await users.upsertFromIdentity({
      issuer: verified.issuer,
      subject: verified.subject,
      email: verified.email,
      name: verified.name,
      imageUrl: verified.imageUrl,
      persona: verified.persona,
      // Anyone can sign up with any address; only a verified one may carry staff rights.
      isStaff: verified.emailVerified && verified.email !== null && staffEmails.has(verified.email.toLowerCase()),
    });
    rememberAccountSecurity(user, {
      emailVerified: verified.emailVerified,
      twoFactorEnabled: verified.twoFactorEnabled === true,
      verificationEnforced: identity.mode === 'clerk' || config.identity.requireEmailVerification,
      twoFactorRequiredForPayments: config.requireTwoFactorForPaymentApprovers,
    });
    return user;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === undefined) throw notAuthenticated();
    request.user = await userFromToken(token, request);
  });

  app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token !== undefined) request.user = await userFromToken(token, request);
  });

  app.decorate('requireStaffOrServiceToken', async (request: FastifyRequest) => {
    const serviceHeader = request.headers['x-service-token'];
    const presentedService = Array.isArray(serviceHeader) ? serviceHeader[0] : serviceHeader;
    if (presentedService !== undefined) {
      if (matchesServiceToken(presentedService, config.serviceToken)) return;
      throw permissionDenied();
    }
    const token = bearerToken(request);
    if (token === undefined) throw notAuthenticated();
    if (matchesServiceToken(token, config.serviceToken)) return;
    const user = await userFromToken(token, request);
    request.user = user;
    if (!user.isStaff) throw permissionDenied();
  });

  // Deny by default: every /api/v1 route registered from now on is checked in onRequest, before validation.
  const table = installRouteAccess(app, {
    optional: app.authenticateIfPresent,
    user: app.authenticate,
    staff: app.requireStaffOrServiceToken,
  });
  app.decorate('routeAccess', table);
}
