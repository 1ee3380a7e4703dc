import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createMailer } from '../integrations/mailer/mailer';
import { outboxRoutes } from '../integrations/mailer/outbox.routes';
import type { UsersRepository } from '../repositories/users.repository';
import { createBuiltinProvider, type BuiltinProvider } from './builtin/builtin-identity';
import { createClerkVerifier } from './clerk/clerk-identity';
import { clerkWebhookRoutes } from './clerk/clerk-webhook.routes';
import { createClerkWebhookService } from './clerk/clerk-webhook.service';
import type { Identity, IdentityConfig } from './identity.types';
import { runtimeConfigRoutes } from './runtime-config.routes';

export type { Identity, IdentityConfig, VerifiedIdentity, PasswordUserInput } from './identity.types';
export { InvalidTokenError } from './invalid-token.error';

export interface CreateIdentityOptions {
  config: IdentityConfig;
  db: Database;
  publicUrl: string;
  logger: FastifyBaseLogger;
  users: UsersRepository;
}

/** The built-in identity also exposes better-auth itself (tests and scripts; the API never needs it). */
export interface BuiltinIdentity extends Identity {
  readonly mode: 'builtin';
  readonly auth: BuiltinProvider['auth'];
}

/**
 * The identity boundary of the API: which provider vouches for bearer tokens (built-in better-auth or
 * Clerk), plus the routes that belong to identity. Everything else in the API sees only VerifiedIdentity.
 */
export async function createIdentity(options: CreateIdentityOptions): Promise<Identity> {
  const { config, db, publicUrl, logger } = options;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    isProduction: config.isProduction,
    logger,
    dkim: config.dkim,
  });
  const builtin = config.mode === 'builtin' ? await createBuiltinProvider({ ...options, mailer }) : null;
  const clerkVerify = config.clerk ? createClerkVerifier(config.clerk) : null;
  const webhookService = createClerkWebhookService({ db, issuer: config.clerk?.issuer ?? '' });

  const identity: Identity = {
    mode: config.mode,
    mailer,
    verifyAccessToken: (token) => (builtin ? builtin.verifyAccessToken(token) : clerkVerify!(token)),
    isSessionActive: (sessionId) => (builtin ? builtin.isSessionActive(sessionId) : Promise.resolve(true)),
    async registerRoutes(app: FastifyInstance) {
      if (builtin) await builtin.registerRoutes(app);
      await app.register(runtimeConfigRoutes, { prefix: '/api/v1/config', config });
      // Registered in both modes so a misdirected Clerk webhook gets a clear 503, not a 404.
      await app.register(clerkWebhookRoutes, {
        prefix: '/api/v1/webhooks/clerk',
        webhookSecret: config.clerk?.webhookSecret ?? null,
        service: webhookService,
      });
      await app.register(outboxRoutes, { prefix: '/api/v1/dev/outbox', mailer, publicUrl });
    },
    async createUserWithPassword(input) {
      if (!builtin) throw new Error('Clerk mode: users and passwords are managed in Clerk, not by this server.');
      return builtin.createUserWithPassword(input);
    },
    async close() {
      await mailer.close();
    },
  };
  if (!builtin) return identity;
  const withAuth: BuiltinIdentity = { ...identity, mode: 'builtin', auth: builtin.auth };
  return withAuth;
}

export function isBuiltinIdentity(identity: Identity): identity is BuiltinIdentity {
  return identity.mode === 'builtin' && 'auth' in identity;
}
