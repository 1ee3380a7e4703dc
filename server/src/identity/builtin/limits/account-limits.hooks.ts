import { APIError, isAPIError } from 'better-auth/api';
import { normalizeEmail, type AuthMiddlewareContext } from '../auth-guards.hooks';
import { accountLockedCode, accountLockedMessage, type SignInLockout } from '../lockout/sign-in-lockout.service';
import { accountRateLimits } from './auth-rate-limits';
import type { FixedWindowLimiter } from './fixed-window-limiter';

export const accountRateLimitedCode = 'TOO_MANY_REQUESTS_FOR_ACCOUNT';

const accountRateLimitedMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests for this e-mail address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** 429 with the standard Retry-After (better-auth's own limiter only sends X-Retry-After). */
function tooManyRequests(code: string, message: string, retryAfterSeconds: number): APIError {
  const seconds = String(retryAfterSeconds);
  return new APIError('TOO_MANY_REQUESTS', { code, message }, { 'Retry-After': seconds, 'X-Retry-After': seconds });
}

const emailOf = (ctx: AuthMiddlewareContext): string | null => {
  const email = normalizeEmail((ctx.body as { email?: unknown } | undefined)?.email);
  return typeof email === 'string' && email ? email : null;
};

/**
 * Per-account controls around better-auth's endpoints (docs/security.md): the sign-in lock-out, and caps on
 * what one e-mail address can be sent (sign-up, reset and verification e-mails), whoever asks, from any address.
 */
export function createAccountLimits(options: { lockout: SignInLockout; limiter: FixedWindowLimiter; rateLimits: boolean }) {
  const { lockout, limiter } = options;
  return {
    async before(ctx: AuthMiddlewareContext): Promise<void> {
      const email = emailOf(ctx);
      if (!email) return;
      if (ctx.path === '/sign-in/email') {
        const lockedFor = await lockout.lockedFor(email);
        if (lockedFor !== null) throw tooManyRequests(accountLockedCode, accountLockedMessage(lockedFor), lockedFor);
      }
      const rule = options.rateLimits ? accountRateLimits[ctx.path as keyof typeof accountRateLimits] : undefined;
      if (!rule) return;
      const wait = limiter.consume(`${ctx.path}:${email}`, rule);
      if (wait !== null) throw tooManyRequests(accountRateLimitedCode, accountRateLimitedMessage(wait), wait);
    },

    /** After better-auth answered a sign-in: a wrong password counts, a success clears the count. */
    async after(ctx: AuthMiddlewareContext): Promise<void> {
      if (ctx.path !== '/sign-in/email') return;
      const email = emailOf(ctx);
      if (!email) return;
      const returned = ctx.context.returned;
      if (!isAPIError(returned)) await lockout.clear(email);
      else if (returned.statusCode === 401) await lockout.recordFailure(email);
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
