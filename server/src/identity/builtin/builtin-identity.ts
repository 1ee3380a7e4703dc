import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { and, eq, gt, sql } from 'drizzle-orm';
import { authSessions, authUsers } from '../../db/schema/auth.schema';
import type { PasswordUserInput, VerifiedIdentity } from '../identity.types';
import { createTokenVerifier, stringClaim } from '../token-verifier';
import { resolveAuthSecret } from './auth-secret';
import { authHandlerRoutes } from './auth-handler.routes';
import { createBuiltinJwks } from './builtin-jwks';
import { isPersona } from '../persona';
import { createBuiltinAuth, jwtAlgorithm, type BuiltinAuth, type BuiltinAuthOptions } from './builtin-auth';
import { createAccountLimits } from './limits/account-limits.hooks';
import { createFixedWindowLimiter } from './limits/fixed-window-limiter';
import { createAuthLockoutsRepository } from './lockout/auth-lockouts.repository';
import { createSignInLockout } from './lockout/sign-in-lockout.service';
import { createOriginPolicy } from './origin-policy';

export interface BuiltinProvider {
  readonly auth: BuiltinAuth;
  verifyAccessToken(token: string): Promise<VerifiedIdentity>;
  isSessionActive(sessionId: string): Promise<boolean>;
  registerRoutes(app: FastifyInstance): Promise<void>;
  createUserWithPassword(input: PasswordUserInput): Promise<{ issuer: string; subject: string }>;
}

const lastActiveStepMs = 5 * 60_000;

/** The built-in provider: better-auth at /api/auth, its JWTs verified against its own key set in-process. */
export async function createBuiltinProvider(
  options: Omit<BuiltinAuthOptions, 'secret' | 'originPolicy' | 'accountLimits'>,
): Promise<BuiltinProvider> {
  const { publicUrl, db, config } = options;
  const secret = await resolveAuthSecret(config.secret, config.secretFile);
  const originPolicy = createOriginPolicy({ publicUrl, publicUrlExplicit: config.publicUrlExplicit, trustedOrigins: config.trustedOrigins });
  const lockout = createSignInLockout({ repository: createAuthLockoutsRepository(db), rule: config.lockout, logger: options.logger });
  const accountLimits = createAccountLimits({ lockout, limiter: createFixedWindowLimiter(), rateLimits: config.rateLimit });
  const auth = createBuiltinAuth({ ...options, secret, originPolicy, accountLimits });
  const sessionLimiter = config.rateLimit ? createFixedWindowLimiter() : null;
  const jwks = createBuiltinJwks(async () => (await auth.api.getJwks()) as JSONWebKeySet);
  // Loads (and on a fresh database creates) the signing key now rather than on the first request.
  await jwks.refresh();
  const verify = createTokenVerifier({ keys: jwks.keys, algorithms: [jwtAlgorithm], issuer: publicUrl, audience: publicUrl });

  // Every API call with a built-in token runs this: built once, a named prepared statement on PostgreSQL.
  const activeSession = db
    .select({ id: authSessions.id, updatedAt: authSessions.updatedAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('id')), gt(authSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('auth_session_active');

  return {
    auth,
    async isSessionActive(sessionId) {
      const found = (await activeSession.execute({ id: sessionId }))[0];
      if (!found) return false;
      // "Last active" in Settings > Sessions, to within lastActiveStepMs: at most one small write per session per step.
      if (Date.now() - found.updatedAt.getTime() > lastActiveStepMs) {
        await db.update(authSessions).set({ updatedAt: new Date() }).where(eq(authSessions.id, sessionId));
      }
      return true;
    },
    async verifyAccessToken(token) {
      const payload = await verify(token);
      return {
        issuer: publicUrl,
        subject: payload.sub,
        email: stringClaim(payload, 'email'),
        name: stringClaim(payload, 'name'),
        imageUrl: stringClaim(payload, 'picture'),
        persona: isPersona(payload.persona) ? payload.persona : null,
        emailVerified: payload.email_verified === true,
        sessionId: typeof payload.sid === 'string' && payload.sid ? payload.sid : null,
        twoFactorEnabled: payload.two_factor === true,
      };
    },
    async registerRoutes(app) {
      await authHandlerRoutes(app, { auth, publicUrl, originPolicy, sessionLimiter });
    },
    /**
     * Used by the demo seed and tests. The demo seed runs on every start, so an e-mail that already has an
     * account returns that account unchanged (its password and persona are not touched).
     */
    async createUserWithPassword(input) {
      const email = input.email.trim().toLowerCase();
      const existing = async () =>
        (await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1))[0] ?? null;
      // better-auth answers a taken address like a new one (no enumeration), so look first.
      const found = await existing();
      if (found) return { issuer: publicUrl, subject: found.id };
      await auth.api.signUpEmail({ body: { ...input, email } });
      // Read back rather than trusting the answer: a concurrent start may have created it first.
      const created = await existing();
      if (!created) throw new Error(`createUserWithPassword: ${email} was not created`);
      // Accounts the operator creates (demo seed) are vouched for; self-service sign-ups are not.
      await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, created.id));
      return { issuer: publicUrl, subject: created.id };
    },
  };
}
