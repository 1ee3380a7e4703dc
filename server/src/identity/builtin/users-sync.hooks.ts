import type { FastifyBaseLogger } from 'fastify';
import type { UsersRepository } from '../../repositories/users.repository';
import { isPersona } from '../persona';

interface AuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  [key: string]: unknown;
}

/**
 * Keeps the API's `users` row in step with better-auth's `auth_users` (issuer = PUBLIC_URL, subject = the
 * better-auth user id). A failure is logged, not raised: the account already exists by then, and the API's
 * auth check upserts the row from the token on the first call anyway.
 */
export function createUsersSyncHooks(options: { issuer: string; users: UsersRepository; logger: FastifyBaseLogger }) {
  const { issuer, users, logger } = options;
  const upsert = async (user: AuthUser, event: string) => {
    try {
      await users.upsertFromIdentity({
        issuer,
        subject: user.id,
        email: user.email,
        name: user.name,
        imageUrl: user.image ?? null,
        persona: isPersona(user.persona) ? user.persona : null,
      });
    } catch (error) {
      logger.error({ err: error, subject: user.id, event }, 'could not sync the built-in user into users');
    }
  };

  return {
    user: {
      create: { after: async (user: AuthUser) => upsert(user, 'create') },
      update: { after: async (user: AuthUser) => upsert(user, 'update') },
      delete: {
        after: async (user: AuthUser) => {
          try {
            await users.deleteByIdentity(issuer, user.id);
          } catch (error) {
            logger.error({ err: error, subject: user.id }, 'could not delete the built-in user from users');
          }
        },
      },
    },
  };
}
