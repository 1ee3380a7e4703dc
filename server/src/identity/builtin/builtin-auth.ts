import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins/jwt';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { authSchema } from '../../db/schema/auth.schema';
import type { Mailer } from '../../integrations/mailer/mailer';
import type { UsersRepository } from '../../repositories/users.repository';
import type { IdentityConfig } from '../identity.types';
import { isPersona } from '../persona';
import { createAuthMiddleware } from 'better-auth/api';
import { applyAuthGuards } from './auth-guards.hooks';
import { authBasePath, clientIpHeader } from './auth-paths';
import type { AccountLimits } from './limits/account-limits.hooks';
import { ipRateLimits, sessionCheckPaths } from './limits/auth-rate-limits';
import { hasSessionCookie } from './limits/session-check-limit';
import { requestOriginHeader, type OriginPolicy } from './origin-policy';
import { passwordResetMail, spaOriginFor } from './password-reset.mail';
import { existingAccountMail, twoFactorCodeMail, verificationCodeMinutes, verificationMail } from './sign-up.mails';
import { disabledAuthPaths, twoFactorSettings } from './two-factor.settings';
import { createUsersSyncHooks } from './users-sync.hooks';

export { authBasePath, clientIpHeader } from './auth-paths';
export const jwtAlgorithm = 'EdDSA';

export interface BuiltinAuthOptions {
  config: IdentityConfig;
  secret: string;
  db: Database;
  publicUrl: string;
  logger: FastifyBaseLogger;
  users: UsersRepository;
  mailer: Mailer;
  originPolicy: OriginPolicy;
  accountLimits: AccountLimits;
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
  const { config, publicUrl, logger, mailer, originPolicy, accountLimits } = options;
  const minute = 60;
  /** The SPA origin for links in this request's e-mail: the one the person is using (see spaOriginFor). */
  const spaOrigin = (betterAuthUrl: string, request: Request | undefined) =>
    spaOriginFor(betterAuthUrl, publicUrl, (origin) => originPolicy.isTrusted(origin, request), request?.headers.get(requestOriginHeader));
  /** SMTP can be slow; answering before it finishes keeps the response time from revealing the account. */
  const deliver = async (message: Parameters<Mailer['send']>[0], what: string) => {
    const delivery = mailer.send(message);
    if (mailer.kind === 'smtp') delivery.catch((error) => logger.error({ err: error }, `${what} e-mail failed`));
    else await delivery;
  };
  /** Creates (and stores, hashed) the 6-digit code that goes into the verification e-mail beside the link. */
  const verificationCode = async (email: string): Promise<string | null> => {
    try {
      return (await auth.api.createVerificationOTP({ body: { email, type: 'email-verification' } })) as string;
    } catch (error) {
      logger.error({ err: error }, 'creating the e-mail verification code failed; the e-mail carries the link only');
      return null;
    }
  };
  const auth = betterAuth({
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
    trustedOrigins: (request) => originPolicy.trustedFor(request),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // Every sign-up answers alike (better-auth returns a look-alike user for a taken address); the owner of
      // a taken address gets an e-mail instead (docs/identity.md "Sign-up and enumeration").
      requireEmailVerification: config.requireEmailVerification,
      onExistingUserSignUp: async ({ user }, request) => {
        const origin = spaOrigin(request?.url ?? '', request);
        await deliver(existingAccountMail({ to: user.email, name: user.name, spaOrigin: origin }), 'existing-account');
      },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * minute,
      sendResetPassword: async ({ user, url, token }, request) => {
        await deliver(passwordResetMail({ to: user.email, name: user.name, spaOrigin: spaOrigin(url, request), token }), 'password reset');
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      // An account created before verification was required gets its link when it next signs in.
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * minute,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        // No request: the server itself created the account (demo seed, createUserWithPassword) and verifies it.
        if (!request) return;
        const code = user.emailVerified ? null : await verificationCode(user.email);
        await deliver(verificationMail({ to: user.email, name: user.name, spaOrigin: spaOrigin(url, request), token, code }), 'verification');
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await accountLimits.before(ctx);
        return applyAuthGuards(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => accountLimits.after(ctx)),
    },
    // Endpoints of the plugins below that the product does not offer (passwordless sign-in would skip the second factor).
    disabledPaths: [...disabledAuthPaths],
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'memory',
      ...ipRateLimits.default,
      customRules: {
        ...Object.fromEntries(Object.entries(ipRateLimits).filter(([path]) => path !== 'default')),
        // A signed-in browser's session checks are limited per session by our bridge, never per address: many
        // people behind one address must not be signed out by each other's checks. Without a session they stay per IP.
        ...Object.fromEntries(
          sessionCheckPaths.map((path) => [path, (request: Request) => (hasSessionCookie(request.headers.get('cookie')) ? false : ipRateLimits.default)]),
        ),
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: publicUrl.startsWith('https://'),
      cookiePrefix: 'influencehub',
    },
    plugins: [
      // SPEC §5 verification code: the 6-digit alternative to the link, typed on /verify-email (docs/identity.md).
      emailOTP({
        otpLength: 6,
        expiresIn: verificationCodeMinutes * minute,
        allowedAttempts: 5,
        storeOTP: 'hashed',
        disableSignUp: true,
        // Only reachable through createVerificationOTP above: the send endpoint is disabled (disabledAuthPaths).
        sendVerificationOTP: async () => {},
      }),
      // Authenticator apps, e-mailed codes and backup codes at sign-in (docs/security.md "Two-factor authentication").
      twoFactor({
        issuer: 'InfluenceHub',
        trustDeviceMaxAge: twoFactorSettings.trustDeviceDays * 24 * 60 * minute,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: twoFactorSettings.backupCodeCount, length: 10, storeBackupCodes: 'encrypted' },
        otpOptions: {
          digits: 6,
          period: twoFactorSettings.emailCodeMinutes * minute,
          storeOTP: 'hashed',
          allowedAttempts: 5,
          sendOTP: async ({ user, otp }) => {
            await deliver(twoFactorCodeMail({ to: user.email, name: user.name, code: otp, minutes: twoFactorSettings.emailCodeMinutes }), 'two-factor code');
          },
        },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: jwtAlgorithm, crv: 'Ed25519' } },
        jwt: {
          issuer: publicUrl,
          audience: publicUrl,
          expirationTime: `${config.tokenTtlSeconds}s`,
          // Only what the API needs: the default would copy the whole user row into every token.
          definePayload: ({ user, session }) => ({
            // The session the token belongs to: the API refuses the token once that session has ended (sign-out).
            sid: session.id,
            two_factor: user.twoFactorEnabled === true,
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
  return auth;
}

export type BuiltinAuth = ReturnType<typeof createBuiltinAuth>;
