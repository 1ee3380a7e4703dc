import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultReturnPath, isSafeReturnPath, oauthStateLifetimeMs, withConnectOutcome,
  type CallbackRefusal, type ConnectFailureReason, type SocialPlatform,
} from '../../../src/domain/social/social-connect.rules';
import { claimRemovedNotification, socialApiMessages } from '../../../src/domain/social/social-connect.texts';
import { verifierContext } from '../crypto/social-token-box';
import type { SecretBox } from '../crypto/secret-box';
import type { UserRow } from '../db/schema/users.schema';
import { createOAuthState, createPkcePair } from '../integrations/social/oauth-pkce';
import { readOAuthCallback } from '../integrations/social/oauth-callback';
import type { PlatformAdapter } from '../integrations/social/platform-adapters';
import {
  AuthorizationCodeRejectedError, NeedsReconnectError, QuotaExceededError, TransientProviderError, isProviderError,
} from '../integrations/social/provider-errors';
import { withProviderRetries, type RetryPolicy } from '../integrations/social/provider-retry';
import { permissionDenied, validationFailed } from '../plugins/api-error';
import type { InfluencersRepository } from '../repositories/influencers.repository';
import type { OAuthStatesRepository } from '../repositories/oauth-states.repository';
import type { SocialConnectionsRepository } from '../repositories/social-connections.repository';
import { notificationEvents } from './notification-outbox';
import type { OutboxKick } from './outbox.service';
import type { SocialTokensService } from './social-tokens.service';

/** The browser-binding cookie: set by the connect call, required by the callback (docs/social-integrations.md). */
export const bindingCookieName = 'ih_social_oauth';
const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type CallbackResult = { kind: 'refused'; refusal: CallbackRefusal } | { kind: 'redirect'; location: string };

/**
 * Starting and finishing the OAuth authorization-code flow (YouTube with PKCE S256; both with a single-use `state`
 * bound to the user and their browser, 10 minutes). docs/social-integrations.md "Connecting accounts".
 */
export function createSocialConnectService(deps: {
  states: OAuthStatesRepository;
  connections: SocialConnectionsRepository;
  influencers: Pick<InfluencersRepository, 'upsertForUser'>;
  tokens: SocialTokensService;
  adapters: Record<SocialPlatform, PlatformAdapter>;
  box: SecretBox;
  publicUrl: string;
  retry: RetryPolicy;
  outbox: OutboxKick;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { states, box } = deps;
  const now = deps.now ?? (() => new Date());
  const redirectUri = (platform: SocialPlatform) => `${deps.publicUrl}/api/v1/auth/${platform}/callback/`;

  /** POST integrations/{platform}/connect/: the consent page URL, and the browser-binding nonce to set as a cookie. */
  async function start(user: UserRow, platform: SocialPlatform, body: { return_to?: string }, cookieNonce: string | null) {
    if (user.persona !== 'influencer') throw permissionDenied(socialApiMessages.influencerOnly);
    const returnPath = body.return_to ?? defaultReturnPath;
    if (!isSafeReturnPath(returnPath)) throw validationFailed({ return_to: [socialApiMessages.returnPathInvalid] });
    const adapter = deps.adapters[platform];
    // One nonce per browser, reused while its cookie lives: connecting in two tabs at once keeps both working.
    const binding = cookieNonce && bindingPattern.test(cookieNonce) ? cookieNonce : randomBytes(32).toString('base64url');
    const state = createOAuthState();
    const stateHash = sha256(state);
    const pkce = adapter.usesPkce ? createPkcePair() : null;
    const expiresAt = new Date(now().getTime() + oauthStateLifetimeMs);
    await states.create({
      stateHash,
      userId: user.id,
      provider: platform,
      codeVerifierSealed: pkce ? box.seal(pkce.codeVerifier, verifierContext(stateHash)) : null,
      browserBindingHash: sha256(binding),
      returnPath,
      expiresAt,
    });
    const authorizationUrl = adapter.authorizationUrl({ redirectUri: redirectUri(platform), state, codeChallenge: pkce?.codeChallenge ?? null });
    return { response: { authorization_url: authorizationUrl, expires_at: expiresAt.toISOString() }, binding };
  }

  const claimRemovedEvents = (removed: { id: string; handle: string; ownerUserId: string }, platform: SocialPlatform) =>
    notificationEvents([removed.ownerUserId], {
      event: 'social.claim_removed',
      eventKey: `social-claim-removed:${removed.id}`,
      type: 'info',
      title: claimRemovedNotification.title(platform),
      message: claimRemovedNotification.message(platform, removed.handle),
      actionUrl: claimRemovedNotification.actionUrl,
      actionLabel: claimRemovedNotification.actionLabel,
    });

  /** Exchanges the code, reads the account and links it; the outcome for the page the person returns to. */
  async function connect(platform: SocialPlatform, userId: string, code: string, codeVerifier: string | null): Promise<{ outcome: 'connected' } | { outcome: 'failed'; reason: ConnectFailureReason }> {
    const adapter = deps.adapters[platform];
    try {
      const tokens = await withProviderRetries(deps.retry, () => adapter.exchange({ code, redirectUri: redirectUri(platform), codeVerifier }));
      if (adapter.missingScopes(tokens.scopes).length > 0) return { outcome: 'failed', reason: 'missing_permission' };
      const snapshot = await withProviderRetries(deps.retry, () => adapter.snapshot(tokens.accessToken));
      if (!snapshot) return { outcome: 'failed', reason: 'no_channel' };
      const influencer = await deps.influencers.upsertForUser(userId, {});
      const linked = await deps.connections.link({
        influencerId: influencer.id,
        platform,
        snapshot,
        grantedScopes: tokens.scopes,
        seal: (accountId) => deps.tokens.seal(accountId, tokens),
        now: now(),
        claimRemovedEvents: (removed) => claimRemovedEvents(removed, platform),
      });
      if (linked.kind === 'taken') return { outcome: 'failed', reason: 'taken' };
      deps.outbox.kick();
      return { outcome: 'connected' };
    } catch (error) {
      if (!isProviderError(error)) throw error;
      deps.logger.warn({ err: error, platform }, 'connecting a social account failed');
      if (error instanceof AuthorizationCodeRejectedError) return { outcome: 'failed', reason: 'code_rejected' };
      if (error instanceof NeedsReconnectError) return { outcome: 'failed', reason: 'missing_permission' };
      if (error instanceof TransientProviderError || error instanceof QuotaExceededError) return { outcome: 'failed', reason: 'provider_unavailable' };
      return { outcome: 'failed', reason: 'provider_error' };
    }
  }

  /**
   * GET auth/{platform}/callback/: checks the state (known for this platform, unused, unexpired, same browser) and
   * claims it once, then finishes. Refusals are 400s; everything after the claim is a redirect with the outcome.
   */
  async function finish(platform: SocialPlatform, query: Record<string, unknown>, cookieNonce: string | null): Promise<CallbackResult> {
    const callback = readOAuthCallback(query);
    const refused = (refusal: CallbackRefusal): CallbackResult => ({ kind: 'refused', refusal });
    if (!callback.state) return refused('state_invalid');
    const stateHash = sha256(callback.state);
    const stored = await states.find(stateHash, platform);
    if (!stored) return refused('state_invalid');
    if (stored.usedAt) return refused('state_used');
    if (stored.expiresAt.getTime() <= now().getTime()) return refused('state_expired');
    if (!cookieNonce || !sameHash(sha256(cookieNonce), stored.browserBindingHash)) return refused('browser_mismatch');
    const claimed = await states.claim(stored.id, now());
    if (!claimed) return refused(stored.expiresAt.getTime() <= now().getTime() ? 'state_expired' : 'state_used');
    const back = (result: { outcome: 'connected' | 'cancelled' } | { outcome: 'failed'; reason: ConnectFailureReason }): CallbackResult => ({
      kind: 'redirect',
      location: withConnectOutcome(claimed.returnPath, { platform, ...result }),
    });
    if (callback.outcome === 'denied') return back({ outcome: 'cancelled' });
    if (callback.outcome !== 'code') return back({ outcome: 'failed', reason: 'provider_error' });
    const verifier = claimed.codeVerifierSealed ? box.open(claimed.codeVerifierSealed, verifierContext(stateHash)) : null;
    return back(await connect(platform, claimed.userId, callback.code, verifier));
  }

  return { start, finish, redirectUri };
}

export type SocialConnectService = ReturnType<typeof createSocialConnectService>;
