import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { authSchema } from '../../db/schema/auth.schema';
import type { Mailer } from '../../integrations/mailer/mailer';
import type { UsersRepository } from '../../repositories/users.repository';
import type { IdentityConfig } from '../identity.types';
import { isPersona } from '../persona';
import { authGuardsHook } from './auth-guards.hooks';
import { passwordResetMail, spaOriginFor } from './password-reset.mail';
import { createUsersSyncHooks } from './users-sync.hooks';

export const authBasePath = '/api/auth';
/** Set by our Fastify bridge from request.ip (after dropping any client-sent value), read by the rate limiter. */
export const clientIpHeader = 'x-influencehub-client-ip';
export const jwtAlgorithm = 'EdDSA';

export interface BuiltinAuthOptions {
  config: IdentityConfig;
  secret: string;
  db: Database;
  publicUrl: string;
  logger: FastifyBaseLogger;
  users: UsersRepository;
  mailer: Mailer;
}

/** Persona as a Standard Schema, so better-auth refuses anything else on every path that writes the user. */
const personaValidator = {
  '~standard': {
    version: 1 as const,
    vendor: 'influence-hub',
    validate: (value: unknown) =>
      isPersona(value) ? { value } : { issues: [{ message: 'Persona must be "brand" or "influencer".' }] },
  },
};

export function createBuiltinAuth(options: BuiltinAuthOptions) {
  const { config, publicUrl, logger, mailer } = options;
  const minute = 60;
  return betterAuth({
    appName: 'InfluenceHub',
    baseURL: publicUrl,
    basePath: authBasePath,
    secret: options.secret,
    database: drizzleAdapter(options.db, { provider: 'pg', schema: authSchema }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    // better-auth would print every 4xx to the console; ours go to the request log at debug, 5xx as errors.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) logger.debug({ code: (error.body as { code?: string })?.code }, error.message);
        else logger.error({ err: error }, 'better-auth request failed');
      },
    },
    trustedOrigins: [...config.trustedOrigins],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * minute,
      sendResetPassword: async ({ user, url, token }) => {
        const spaOrigin = spaOriginFor(url, publicUrl, config.trustedOrigins);
        const delivery = mailer.send(passwordResetMail({ to: user.email, name: user.name, spaOrigin, token }));
        // SMTP can be slow; answering before it finishes keeps the response time from revealing the account.
        if (mailer.kind === 'smtp') delivery.catch((error) => logger.error({ err: error }, 'password reset e-mail failed'));
        else await delivery;
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    user: {
      additionalFields: {
        // Not `required`: Google sign-ups have no persona and default to influencer (brand sign-up is
        // disabled); e-mail sign-ups must send one, enforced by authGuardsHook with a clear message.
        persona: { type: ['brand', 'influencer'], required: false, defaultValue: 'influencer', input: true, validator: { input: personaValidator } },
      },
      deleteUser: { enabled: true },
    },
    databaseHooks: createUsersSyncHooks({ issuer: publicUrl, users: options.users, logger }),
    hooks: { before: authGuardsHook },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'memory',
      window: minute,
      max: 120,
      customRules: {
        '/sign-in/*': { window: minute, max: 20 },
        '/sign-up/*': { window: minute, max: 10 },
        '/request-password-reset': { window: 15 * minute, max: 5 },
        '/reset-password': { window: minute, max: 10 },
        '/change-password': { window: minute, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: publicUrl.startsWith('https://'),
      cookiePrefix: 'influencehub',
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: jwtAlgorithm, crv: 'Ed25519' } },
        jwt: {
          issuer: publicUrl,
          audience: publicUrl,
          expirationTime: `${config.tokenTtlSeconds}s`,
          // Only what the API needs: the default would copy the whole user row into every token.
          definePayload: ({ user }) => ({
            email: user.email,
            email_verified: user.emailVerified === true,
            name: user.name,
            ...(user.image ? { picture: user.image } : {}),
            persona: isPersona(user.persona) ? user.persona : null,
          }),
        },
      }),
    ],
  });
}

export type BuiltinAuth = ReturnType<typeof createBuiltinAuth>;
