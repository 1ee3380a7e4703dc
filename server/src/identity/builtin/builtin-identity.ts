import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { authUsers } from '../../db/schema/auth.schema';
import type { PasswordUserInput, VerifiedIdentity } from '../identity.types';
import { createTokenVerifier, stringClaim } from '../token-verifier';
import { resolveAuthSecret } from './auth-secret';
import { authHandlerRoutes } from './auth-handler.routes';
import { createBuiltinJwks } from './builtin-jwks';
import { isPersona } from '../persona';
import { createBuiltinAuth, jwtAlgorithm, type BuiltinAuth, type BuiltinAuthOptions } from './builtin-auth';

export interface BuiltinProvider {
  readonly auth: BuiltinAuth;
  verifyAccessToken(token: string): Promise<VerifiedIdentity>;
  registerRoutes(app: FastifyInstance): Promise<void>;
  createUserWithPassword(input: PasswordUserInput): Promise<{ issuer: string; subject: string }>;
}

/** The built-in provider: better-auth at /api/auth, its JWTs verified against its own key set in-process. */
export async function createBuiltinProvider(options: Omit<BuiltinAuthOptions, 'secret'>): Promise<BuiltinProvider> {
  const { publicUrl, db } = options;
  const secret = await resolveAuthSecret(options.config.secret, options.config.secretFile);
  const auth = createBuiltinAuth({ ...options, secret });
  const jwks = createBuiltinJwks(async () => (await auth.api.getJwks()) as JSONWebKeySet);
  // Loads (and on a fresh database creates) the signing key now rather than on the first request.
  await jwks.refresh();
  const verify = createTokenVerifier({ keys: jwks.keys, algorithms: [jwtAlgorithm], issuer: publicUrl, audience: publicUrl });

  return {
    auth,
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
      };
    },
    async registerRoutes(app) {
      await authHandlerRoutes(app, { auth, publicUrl });
    },
    /**
     * Used by the demo seed and tests. The demo seed runs on every start, so an e-mail that already has an
     * account returns that account unchanged (its password and persona are not touched).
     */
    async createUserWithPassword(input) {
      const email = input.email.trim().toLowerCase();
      try {
        const result = await auth.api.signUpEmail({ body: { ...input, email } });
        // Accounts the operator creates (demo seed) are vouched for; self-service sign-ups are not.
        await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, result.user.id));
        return { issuer: publicUrl, subject: result.user.id };
      } catch (error) {
        if (!isAPIError(error) || (error.body as { code?: string } | undefined)?.code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw error;
        const [existing] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
        if (!existing) throw error;
        return { issuer: publicUrl, subject: existing.id };
      }
    },
  };
}
