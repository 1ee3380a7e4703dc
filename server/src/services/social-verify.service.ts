import type { SocialPlatform } from '../../../src/domain/social/social-connect.rules';
import { socialApiMessages, socialFailureMessages } from '../../../src/domain/social/social-connect.texts';
import { tokenContext } from '../crypto/social-token-box';
import type { SecretBox } from '../crypto/secret-box';
import type { SocialAccountRow } from '../db/schema/influencers.schema';
import type { UserRow } from '../db/schema/users.schema';
import type { PlatformAdapter } from '../integrations/social/platform-adapters';
import { NeedsReconnectError, QuotaExceededError, TransientProviderError, isProviderError } from '../integrations/social/provider-errors';
import { ApiError, conflict, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import type { OutboxEventInput } from '../repositories/outbox.repository';
import type { SocialConnectionsRepository } from '../repositories/social-connections.repository';
import type { OutboxDeliverer } from './outbox.service';
import { socialAccountView } from './social-account-view';
import type { SocialTokensService } from './social-tokens.service';

/** Outbox events of this kind revoke a disconnected account's grant at the platform (docs/social-integrations.md). */
export const socialRevokeKind = 'social-token-revoke';
interface RevokePayload {
  platform: SocialPlatform;
  /** The token, sealed under the event's own key (never in the clear, in the outbox or in a log). */
  tokenSealed: string;
}
const revokeContext = (eventKey: string) => `social-revoke:${eventKey}`;

/**
 * POST integrations/{platform}/verify/ re-reads a connected account and refreshes its verified numbers; DELETE of a
 * connected account revokes its grant through the outbox. docs/social-integrations.md.
 */
export function createSocialVerifyService(deps: {
  connections: SocialConnectionsRepository;
  influencers: Pick<InfluencersRepository, 'findByUserId' | 'listSocialAccounts'>;
  tokens: SocialTokensService;
  adapters: Record<SocialPlatform, PlatformAdapter>;
  box: SecretBox;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function accountToVerify(user: UserRow, platform: SocialPlatform, accountId: string | undefined): Promise<SocialAccountRow> {
    if (user.persona !== 'influencer') throw permissionDenied(socialApiMessages.influencerOnly);
    const influencer = await deps.influencers.findByUserId(user.id);
    const accounts = influencer ? (await deps.influencers.listSocialAccounts(influencer.id)).filter((account) => account.platform === platform) : [];
    if (accountId !== undefined) {
      const account = accounts.find((candidate) => candidate.id === accountId);
      if (!account) throw notFound();
      return account;
    }
    const connected = accounts.filter((account) => account.connectionStatus === 'connected');
    if (connected.length > 1) throw validationFailed({ account_id: [socialApiMessages.chooseAccount(platform)] });
    if (connected[0]) return connected[0];
    if (accounts.some((account) => account.connectionStatus === 'needs_reconnect')) throw conflict(socialApiMessages.needsReconnect(platform), 'social_needs_reconnect');
    throw conflict(socialApiMessages.noConnectedAccount(platform), 'social_not_connected');
  }

  /**
   * The account as read now. A dead grant is not an error of this call: the account is marked needs_reconnect (and
   * its owner told) and answered with that status. The platform failing is 503 / 502 with SPEC §8's message.
   */
  async function verify(user: UserRow, platform: SocialPlatform, body: { account_id?: string }) {
    const account = await accountToVerify(user, platform, body.account_id);
    if (account.connectionStatus === 'not_connected') throw conflict(socialApiMessages.notConnected(platform), 'social_not_connected');
    if (account.connectionStatus === 'needs_reconnect') throw conflict(socialApiMessages.needsReconnect(platform), 'social_needs_reconnect');
    const adapter = deps.adapters[platform];
    try {
      const snapshot = await deps.tokens.withAccessToken(account, (accessToken) => adapter.snapshot(accessToken));
      // The channel is gone, or the grant now reads another account: only connecting again sorts that out.
      if (!snapshot || snapshot.externalId !== account.externalId) return socialAccountView(await deps.tokens.markNeedsReconnect(account));
      const saved = await deps.connections.saveSnapshot(account.id, snapshot, now());
      return socialAccountView(saved ?? (await deps.connections.findById(account.id)) ?? account);
    } catch (error) {
      if (error instanceof NeedsReconnectError) return socialAccountView((await deps.connections.findById(account.id)) ?? account);
      if (!isProviderError(error)) throw error;
      const unavailable = error instanceof TransientProviderError || error instanceof QuotaExceededError;
      throw new ApiError(unavailable ? 503 : 502, unavailable ? 'social_provider_unavailable' : 'social_provider_error', socialFailureMessages.verification(platform));
    }
  }

  /** The revocation a connected account's removal writes with it (nothing for typed accounts, or without a revoke API). */
  function revocationEvents(account: SocialAccountRow): OutboxEventInput<RevokePayload>[] {
    if (account.connectionStatus !== 'connected' || !deps.adapters[account.platform].revoke) return [];
    const sealed = account.refreshTokenSealed ?? account.accessTokenSealed;
    if (!sealed) return [];
    const token = deps.box.open(sealed, tokenContext(account.id, account.refreshTokenSealed ? 'refresh' : 'access'));
    const eventKey = `${socialRevokeKind}:${account.id}:${account.connectedAt?.toISOString() ?? 'never'}`;
    return [{ eventKey, kind: socialRevokeKind, payload: { platform: account.platform, tokenSealed: deps.box.seal(token, revokeContext(eventKey)) } }];
  }

  /** Delivers a revocation (at least once; revoking twice is harmless: an invalid token counts as revoked). */
  const deliverRevocation: OutboxDeliverer = async (_tx, payload, event) => {
    const { platform, tokenSealed } = payload as RevokePayload;
    const revoke = deps.adapters[platform]?.revoke;
    if (revoke) await revoke(deps.box.open(tokenSealed, revokeContext(event.eventKey)));
  };

  return { verify, revocationEvents, deliverRevocation };
}

export type SocialVerifyService = ReturnType<typeof createSocialVerifyService>;
