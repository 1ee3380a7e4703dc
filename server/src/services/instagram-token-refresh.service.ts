import type { FastifyBaseLogger } from 'fastify';
import { NeedsReconnectError } from '../integrations/social/provider-errors';
import type { TokenRefreshRepository } from '../repositories/token-refresh.repository';
import type { SocialTokensService } from './social-tokens.service';

export interface TokenRefreshOutcome {
  /** Accounts whose token was due. */
  due: number;
  refreshed: number;
  /** Refused by Instagram (190, expired): marked needs_reconnect, the influencer notified. */
  needsReconnect: number;
  /** Transient failures after retries: tried again by the next run (days before expiry). */
  failed: number;
}

/**
 * The refresh-instagram-tokens job (docs/social-integrations.md "Tokens"): every due long-lived token goes through
 * the token helper, whose own rule refreshes it (at least 24 h old, within 10 days of expiry) and whose dead-grant
 * path marks the account needs_reconnect and notifies its owner once. Nothing is called on the token's behalf.
 */
export function createInstagramTokenRefreshService(deps: {
  repository: TokenRefreshRepository;
  tokens: Pick<SocialTokensService, 'withAccessToken'>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function refreshDue(): Promise<TokenRefreshOutcome> {
    const due = await deps.repository.dueInstagramAccounts(now());
    const outcome: TokenRefreshOutcome = { due: due.length, refreshed: 0, needsReconnect: 0, failed: 0 };
    for (const row of due) {
      try {
        await deps.tokens.withAccessToken(row, async () => undefined);
        outcome.refreshed += 1;
      } catch (error) {
        if (error instanceof NeedsReconnectError) outcome.needsReconnect += 1;
        else {
          outcome.failed += 1;
          deps.logger.error({ err: error, job: 'refresh-instagram-tokens', accountId: row.id }, 'Instagram token refresh failed');
        }
      }
    }
    return outcome;
  }

  return { refreshDue };
}

export type InstagramTokenRefreshService = ReturnType<typeof createInstagramTokenRefreshService>;
