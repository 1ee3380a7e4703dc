import type { FastifyBaseLogger } from 'fastify';
import type { LockoutConfig } from '../../identity.types';
import type { AuthLockoutsRepository } from './auth-lockouts.repository';

export const accountLockedCode = 'ACCOUNT_LOCKED';

export function accountLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

export interface SignInLockout {
  /** Seconds until the account may try again, or null when it is not locked. */
  lockedFor(email: string): Promise<number | null>;
  recordFailure(email: string): Promise<void>;
  /** A successful sign-in (or password reset) forgets the failures. */
  clear(email: string): Promise<void>;
}

/**
 * The per-account lock-out (docs/security.md): failures are counted per e-mail address whether or not an account
 * has it (so the answer reveals nothing), across every API process (auth_lockouts), whatever address they come from.
 */
export function createSignInLockout(options: {
  repository: AuthLockoutsRepository;
  rule: LockoutConfig;
  logger: FastifyBaseLogger;
  now?: () => Date;
}): SignInLockout {
  const { repository, rule, logger } = options;
  const now = options.now ?? (() => new Date());
  const enabled = rule.maxFailures > 0;
  return {
    async lockedFor(email) {
      if (!enabled) return null;
      const row = await repository.find(email);
      const until = row?.lockedUntil?.getTime() ?? 0;
      const left = until - now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : null;
    },
    async recordFailure(email) {
      if (!enabled) return;
      const row = await repository.recordFailure(email, now(), rule);
      if (row.lockedUntil && row.failures === 0 && row.lockedUntil.getTime() > now().getTime()) {
        logger.warn({ lockedUntil: row.lockedUntil.toISOString() }, 'sign-in: account locked after repeated failures');
      }
    },
    async clear(email) {
      if (!enabled) return;
      await repository.clear(email);
    },
  };
}
