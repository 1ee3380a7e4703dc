import type { FastifyBaseLogger } from 'fastify';
import { contentIdOf } from '../../../src/domain/marketplace/content-url';
import { contentOwnershipMessages as texts, instagramOwnershipSearchLimit } from '../../../src/domain/marketplace/content-ownership.texts';
import type { SocialPlatform } from '../../../src/domain/social/social-connect.rules';
import type { SocialAccountRow } from '../db/schema/influencers.schema';
import { instagramMediaPageSize, type PlatformAdapter } from '../integrations/social/platform-adapters';
import { isProviderError, NeedsReconnectError, ProviderRequestError, QuotaExceededError } from '../integrations/social/provider-errors';
import type { SocialTokensService } from './social-tokens.service';

/**
 * What the platform said about a submitted link, asked through the influencer's connected accounts:
 * - `verified`: it is on one of them (`ownership_checked: true`);
 * - `refused`: it is not (another channel, no such video, not among the account's posts), with the message;
 * - `not_connected`: no connected account on that platform, so nothing could be asked (today's check decides);
 * - `unavailable`: there is a connected account, but the platform could not answer (down, quota, rate limit, needs
 *   reconnect, too slow). The link is then treated like one of an unconnected account: accepted, not verified.
 */
export type ConnectedOwnership =
  | { kind: 'verified'; accountId: string }
  | { kind: 'refused'; message: string }
  | { kind: 'not_connected' }
  | { kind: 'unavailable'; reason: string };

/**
 * How long one check may take in all (Instagram reads up to 5 pages, each call retried on transient errors) before
 * the submission goes ahead unverified: a delivery is not held hostage to a platform's uptime.
 */
export const ownershipCheckDeadlineMs = 8_000;

/**
 * The YouTube Data API quota the check spends (one `videos.list` unit), shared with the statistics job through the
 * per-day quota ledger (docs/analytics.md "Quota ledger"): `reserve` books a unit or answers false when the day is
 * spent; `exhausted` records that YouTube itself said so.
 */
export interface YoutubeQuotaBooking {
  reserve(): Promise<boolean>;
  exhausted(): Promise<void>;
}

/** The content ownership check of docs/marketplace.md "Content ownership", over the connected accounts' tokens. */
export function createContentOwnershipService(deps: {
  tokens: Pick<SocialTokensService, 'withAccessToken'>;
  adapters: Record<SocialPlatform, Pick<PlatformAdapter, 'locateContent'>>;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
  deadlineMs?: number;
  /** Absent in unit tests that do not count units. */
  youtubeQuota?: YoutubeQuotaBooking;
}) {
  const deadlineMs = deps.deadlineMs ?? ownershipCheckDeadlineMs;

  /** One account's answer: where the content is, or an error (the token helper has already marked a dead grant). */
  async function locate(account: SocialAccountRow & { externalId: string }, contentId: string) {
    const adapter = deps.adapters[account.platform];
    let after: string | null = null;
    let searched = 0;
    // YouTube answers in one call; Instagram pages through the account's own media, newest first, up to the limit.
    for (;;) {
      const page = await deps.tokens.withAccessToken(account, (accessToken) =>
        adapter.locateContent(accessToken, { contentId, ownExternalId: account.externalId, after }));
      if (page.kind === 'found') return page;
      searched += page.searched;
      if (!page.nextPage || searched >= instagramOwnershipSearchLimit || page.searched < 1) return page;
      after = page.nextPage;
    }
  }

  async function checkConnected(url: string, platform: SocialPlatform, connected: Array<SocialAccountRow & { externalId: string }>): Promise<ConnectedOwnership> {
    const id = contentIdOf(url);
    if (!id || id.platform !== platform) return { kind: 'unavailable', reason: 'no_content_id' };
    const contentId = id.platform === 'youtube' ? id.videoId : id.shortcode;
    const names = connected.map((account) => (platform === 'youtube' ? account.title || account.handle : account.handle));
    const failures: string[] = [];
    // YouTube: any working token reads a public video's channel, so the first account that answers decides.
    // Instagram: each account lists only its own media, so each is searched until one has it.
    for (const account of connected) {
      try {
        if (platform === 'youtube' && deps.youtubeQuota && !(await deps.youtubeQuota.reserve())) {
          failures.push('quota');
          break;
        }
        const location = await locate(account, contentId);
        if (location.kind === 'found') {
          const owner = connected.find((candidate) => candidate.externalId === location.ownerExternalId);
          if (owner) return { kind: 'verified', accountId: owner.id };
          return { kind: 'refused', message: texts.youtubeOtherChannel(names) };
        }
        if (platform === 'youtube') return { kind: 'refused', message: texts.youtubeVideoNotFound };
      } catch (error) {
        if (!isProviderError(error)) throw error;
        if (error instanceof QuotaExceededError && platform === 'youtube') await deps.youtubeQuota?.exhausted();
        failures.push(error instanceof NeedsReconnectError ? 'needs_reconnect' : error.kind);
        // A rejected request is our bug or configuration, not the influencer's: say so in the log, let them deliver.
        if (error instanceof ProviderRequestError) deps.logger?.warn({ err: error, platform }, 'content ownership check rejected by the platform');
      }
    }
    if (failures.length > 0) return { kind: 'unavailable', reason: failures.join(',') };
    return { kind: 'refused', message: texts.instagramNotOnAccount(names) };
  }

  /**
   * Checks `url` against the influencer's accounts on `platform` (any status; only `connected` ones with a channel or
   * account id can be asked). Never throws for the platform's failures: those are `unavailable`.
   */
  async function check(url: string, platform: SocialPlatform, accounts: readonly SocialAccountRow[]): Promise<ConnectedOwnership> {
    const onPlatform = accounts.filter((account) => account.platform === platform);
    const connected = onPlatform.filter((account): account is SocialAccountRow & { externalId: string } =>
      account.connectionStatus === 'connected' && account.externalId !== null);
    if (connected.length === 0) {
      // A connection that stopped working is not "unconnected": it is reported as such, and still not verified.
      return onPlatform.some((account) => account.connectionStatus === 'needs_reconnect')
        ? { kind: 'unavailable', reason: 'needs_reconnect' } : { kind: 'not_connected' };
    }
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ConnectedOwnership>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'unavailable', reason: 'deadline' }), deadlineMs);
    });
    try {
      const work = checkConnected(url, platform, connected);
      // After the deadline nobody awaits the check any more: its late failure must not become an unhandled rejection.
      work.catch(() => undefined);
      const result = await Promise.race([work, deadline]);
      if (result.kind === 'unavailable') deps.logger?.warn({ platform, reason: result.reason }, 'content ownership could not be checked; accepted as not verified');
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  return { check };
}

export type ContentOwnershipService = ReturnType<typeof createContentOwnershipService>;
