import type { SocialPlatform } from '../../../src/domain/social/social-connect.rules';
import { needsReconnectNotification as texts } from '../../../src/domain/social/social-connect.texts';
import { tokenContext } from '../crypto/social-token-box';
import type { SecretBox } from '../crypto/secret-box';
import type { SocialAccountRow } from '../db/schema/influencers.schema';
import type { GrantedTokens, PlatformAdapter, StoredTokens } from '../integrations/social/platform-adapters';
import { NeedsReconnectError, TokenInvalidError } from '../integrations/social/provider-errors';
import { withProviderRetries, type RetryPolicy } from '../integrations/social/provider-retry';
import type { SealedTokens, SocialConnectionsRepository } from '../repositories/social-connections.repository';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';

/**
 * The token helper every caller of a connected account goes through: verify now, the statistics and refresh jobs later
 * (docs/social-integrations.md "Tokens"). It opens the sealed tokens, refreshes them when expired or close to it
 * (keeping the stored refresh token when the answer has none), retries transient failures with bounded backoff,
 * refreshes once and retries when YouTube refuses an access token, and on a dead grant (invalid_grant, code 190)
 * marks the account needs_reconnect, forgets its tokens and notifies its owner, all in one transaction.
 */
export function createSocialTokensService(deps: {
  repository: SocialConnectionsRepository;
  box: SecretBox;
  adapters: Record<SocialPlatform, PlatformAdapter>;
  retry: RetryPolicy;
  outbox: OutboxKick;
  now?: () => Date;
}) {
  const { repository, box } = deps;
  const now = deps.now ?? (() => new Date());

  const open = (row: SocialAccountRow): StoredTokens | null => {
    if (!row.accessTokenSealed) return null;
    return {
      accessToken: box.open(row.accessTokenSealed, tokenContext(row.id, 'access')),
      refreshToken: row.refreshTokenSealed ? box.open(row.refreshTokenSealed, tokenContext(row.id, 'refresh')) : null,
      expiresAt: row.tokenExpiresAt,
      issuedAt: row.tokenIssuedAt,
    };
  };

  /** Seals tokens for the row `accountId`; no refresh token in the answer leaves the stored one alone. */
  const seal = (accountId: string, tokens: GrantedTokens): SealedTokens => ({
    accessTokenSealed: box.seal(tokens.accessToken, tokenContext(accountId, 'access')),
    ...(tokens.refreshToken ? { refreshTokenSealed: box.seal(tokens.refreshToken, tokenContext(accountId, 'refresh')) } : {}),
    tokenExpiresAt: tokens.expiresAt,
    tokenIssuedAt: tokens.issuedAt,
  });

  /** The owner's "Reconnect" notification, once per connection (the key carries when it was made). */
  const reconnectEvents = (ownerUserId: string) => (row: SocialAccountRow) => notificationEvents([ownerUserId], {
    event: 'social.needs_reconnect',
    eventKey: `social-needs-reconnect:${row.id}:${row.connectedAt?.toISOString() ?? 'never'}`,
    type: 'warning',
    title: texts.title(row.platform),
    message: texts.message(row.platform, row.handle),
    actionUrl: texts.actionUrl,
    actionLabel: texts.actionLabel,
  }, { email: true });

  /** Marks the account needs_reconnect (once) with its owner's notification; returns the row as it is now. */
  async function markNeedsReconnect(row: SocialAccountRow): Promise<SocialAccountRow> {
    const owner = await repository.ownerUserId(row.id);
    const marked = owner ? await repository.markNeedsReconnect(row.id, reconnectEvents(owner)) : null;
    if (marked) deps.outbox.kick();
    return marked ?? (await repository.findById(row.id)) ?? row;
  }

  async function refreshAndStore(row: SocialAccountRow, adapter: PlatformAdapter, tokens: StoredTokens): Promise<StoredTokens> {
    const fresh = await withProviderRetries(deps.retry, () => adapter.refresh(tokens));
    await repository.saveTokens(row.id, seal(row.id, fresh));
    return { accessToken: fresh.accessToken, refreshToken: fresh.refreshToken ?? tokens.refreshToken, expiresAt: fresh.expiresAt, issuedAt: fresh.issuedAt };
  }

  /**
   * Runs `use` with a working access token of a connected account. Throws NeedsReconnectError after marking the
   * account (the caller reads it again for its new status); other provider errors are thrown as they are.
   */
  async function withAccessToken<T>(row: SocialAccountRow, use: (accessToken: string) => Promise<T>): Promise<T> {
    const adapter = deps.adapters[row.platform];
    try {
      let tokens = open(row);
      if (!tokens || row.connectionStatus !== 'connected') throw new NeedsReconnectError(row.platform, 'no usable tokens are stored');
      let refreshed = false;
      if (adapter.shouldRefresh(tokens, now())) {
        if (adapter.canRefresh(tokens, now())) {
          tokens = await refreshAndStore(row, adapter, tokens);
          refreshed = true;
        } else if (tokens.expiresAt !== null && tokens.expiresAt <= now()) {
          throw new NeedsReconnectError(row.platform, 'the access token expired and cannot be refreshed');
        }
      }
      try {
        const current = tokens;
        return await withProviderRetries(deps.retry, () => use(current.accessToken));
      } catch (error) {
        // YouTube 401: the access token died early (revoked, rotated). Refresh once and try again; no loop.
        if (!(error instanceof TokenInvalidError) || refreshed || !adapter.canRefresh(tokens, now())) {
          throw error instanceof TokenInvalidError ? new NeedsReconnectError(row.platform, 'the access token was refused', { cause: error }) : error;
        }
        const current = await refreshAndStore(row, adapter, tokens);
        try {
          return await withProviderRetries(deps.retry, () => use(current.accessToken));
        } catch (again) {
          throw again instanceof TokenInvalidError ? new NeedsReconnectError(row.platform, 'a fresh access token was refused', { cause: again }) : again;
        }
      }
    } catch (error) {
      if (error instanceof NeedsReconnectError) await markNeedsReconnect(row);
      throw error;
    }
  }

  return { withAccessToken, seal, open, markNeedsReconnect };
}

export type SocialTokensService = ReturnType<typeof createSocialTokensService>;
