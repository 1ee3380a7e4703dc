import type { FastifyBaseLogger } from 'fastify';
import { instagramShortcodeOf, youtubeVideoIdOf } from '../../../src/domain/marketplace/content-url';
import type { SocialAccountRow } from '../db/schema/influencers.schema';
import type { InstagramClient } from '../integrations/instagram/instagram.client';
import type { InstagramMedia, InstagramUsage } from '../integrations/instagram/instagram.types';
import { NeedsReconnectError, QuotaExceededError, RateLimitedError } from '../integrations/social/provider-errors';
import type { YoutubeClient } from '../integrations/youtube/youtube.client';
import { YOUTUBE_VIDEO_IDS_PER_CALL } from '../integrations/youtube/youtube.client';
import { nextPacificMidnight, pacificQuotaDay } from '../integrations/youtube/youtube-quota';
import type { ContentStatsRepository, DailySnapshotInput } from '../repositories/content-stats.repository';
import { youtubeDataApiQuota, type QuotaLedgerRepository } from '../repositories/quota-ledger.repository';
import type { ActiveContentItem, StatsCollectionRepository } from '../repositories/stats-collection.repository';
import type { SocialTokensService } from './social-tokens.service';

export type StatsPlatform = 'youtube' | 'instagram';

/** Why a run stopped early and asked to be continued later (the job re-queues itself with `deferredUntil`). */
export type DeferralReason = 'quota_exceeded' | 'quota_ledger_full' | 'usage_backoff' | 'rate_limited';

export interface CollectOutcome {
  platform: StatsPlatform;
  /** Active content items of the platform (verified, running campaign, connected account). */
  items: number;
  /** Items a reading was stored for. */
  collected: number;
  /** Items left alone: no platform id in the link, or already read by the run this one continues. */
  skipped: number;
  /** Items the platform did not return (deleted, private, not on the account's media). */
  missing: number;
  /** Items whose calls failed (transient errors after retries, a dead grant): read again on the next run. */
  failed: number;
  /** YouTube Data API units this run spent (the ledger's figure for it). */
  unitsSpent: number;
  /** Provider calls made (YouTube: Data API requests). */
  calls: number;
  /** YouTube Analytics reports read for engaged views (their own quota, not Data API units). */
  analyticsCalls: number;
  /** Earlier readings whose engaged views were filled in from Analytics. */
  engagedReadings: number;
  deferredUntil: Date | null;
  reason: DeferralReason | null;
}

/** Without a named time, Instagram usage at 90 % or more is left to recover for an hour (the allowance is a rolling 24 h). */
export const instagramBackoffMs = 60 * 60_000;
/** Engaged views arrive from YouTube Analytics 48-72 h late: readings of the last week are filled in as they come. */
export const engagedViewsLookbackDays = 7;
/** Media pages read per account to find the submitted posts (100 per page): the 1,000 newest media. */
const instagramMediaPages = 10;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));

class NoUsableTokenError extends Error {}

/**
 * Collects the daily statistics of active content (docs/analytics.md "Collecting"): YouTube in batches of 50 video ids
 * per videos.list call against the quota ledger, Instagram per account through its media and insights, backing off
 * at 90 % usage. Every reading is `upsertDailySnapshot`, one row per item and UTC day, so a second run the same day
 * updates the figures and never adds a row, and a run stopped half-way keeps what it stored.
 */
export function createVideoStatsService(deps: {
  stats: StatsCollectionRepository;
  contentStats: Pick<ContentStatsRepository, 'upsertDailySnapshots'>;
  ledger: QuotaLedgerRepository;
  connections: { findById(id: string): Promise<SocialAccountRow | null> };
  tokens: Pick<SocialTokensService, 'withAccessToken'>;
  youtube: Pick<YoutubeClient, 'videoStats' | 'analyticsDaily'>;
  instagram: Pick<InstagramClient, 'recentMedia' | 'mediaInsights'>;
  /** Data API units the YouTube client has sent, counted by its onQuotaUnits hook (retries and 401s included). */
  youtubeUnitsSent: () => number;
  youtubeDailyQuotaUnits: number;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** One transaction per batch of readings (one commit per 50 items, not per item); counts stored and skipped. */
  async function store(outcome: CollectOutcome, inputs: DailySnapshotInput[]): Promise<void> {
    if (!inputs.length) return;
    const stored = await deps.contentStats.upsertDailySnapshots(inputs);
    outcome.collected += stored;
    outcome.skipped += inputs.length - stored;
  }

  /** Runs `use` with a working token of the account, re-read first so a refreshed token is the one used. */
  async function withAccount<T>(accountId: string, use: (accessToken: string) => Promise<T>): Promise<T> {
    const row = await deps.connections.findById(accountId);
    if (!row || row.connectionStatus !== 'connected') throw new NeedsReconnectError(row?.platform ?? 'youtube', 'the account is not connected');
    return deps.tokens.withAccessToken(row, use);
  }

  async function collectYoutube(resumeFrom: Date | null): Promise<CollectOutcome> {
    const items = await deps.stats.activeContent('youtube');
    const day = utcDay(now());
    const done = resumeFrom ? await deps.stats.collectedSince(day, resumeFrom) : new Set<string>();
    const outcome: CollectOutcome = { platform: 'youtube', items: items.length, collected: 0, skipped: 0, missing: 0, failed: 0, unitsSpent: 0, calls: 0, analyticsCalls: 0, engagedReadings: 0, deferredUntil: null, reason: null };
    const byVideo = new Map<string, string[]>();
    for (const item of items) {
      const id = youtubeVideoIdOf(item.contentUrl);
      if (!id || done.has(item.submissionId)) {
        outcome.skipped += 1;
        continue;
      }
      byVideo.set(id, [...(byVideo.get(id) ?? []), item.submissionId]);
    }
    // One token reads every video: videos.list returns public statistics whatever channel the token belongs to, so
    // ids of many channels share a call (10,000 items = 200 units). Grouping by account would cost a call per account.
    const candidates = [...new Set(items.map((item) => item.accountId))];
    let candidate = 0;
    const withYoutubeToken = async <T>(use: (accessToken: string) => Promise<T>): Promise<T> => {
      for (; candidate < candidates.length; candidate += 1) {
        try {
          return await withAccount(candidates[candidate]!, use);
        } catch (error) {
          // That grant is dead (and now marked needs_reconnect, its owner told): read with the next account's.
          if (!(error instanceof NeedsReconnectError)) throw error;
        }
      }
      throw new NoUsableTokenError('No connected YouTube account has a usable token.');
    };

    const ids = [...byVideo.keys()];
    const publishedOn = new Map<string, string>();
    // A batch's readings are written while the next batch is fetched; every way out waits for the writes first.
    // A write failing while the next call is in flight is kept here (never an unhandled rejection) and thrown at the
    // next wait: the job fails and pg-boss retries it; what was written stays.
    let writing: Promise<void> = Promise.resolve();
    let writeError: unknown = null;
    const written = async () => {
      await writing;
      if (writeError) throw writeError;
    };
    const finish = async (deferral: Pick<CollectOutcome, 'deferredUntil' | 'reason'> | null = null): Promise<CollectOutcome> => {
      await written();
      return { ...outcome, ...deferral };
    };
    for (let start = 0; start < ids.length; start += YOUTUBE_VIDEO_IDS_PER_CALL) {
      const batch = ids.slice(start, start + YOUTUBE_VIDEO_IDS_PER_CALL);
      const at = now();
      const quotaDay = pacificQuotaDay(at);
      // The ledger first: a call the project cannot afford is never sent.
      if (!(await deps.ledger.reserve(youtubeDataApiQuota, quotaDay, 1, deps.youtubeDailyQuotaUnits))) {
        return finish({ deferredUntil: nextPacificMidnight(at), reason: 'quota_ledger_full' });
      }
      const sentBefore = deps.youtubeUnitsSent();
      const settle = async () => {
        // What the call really cost beyond the unit reserved (a transient retry, a refresh-and-retry after a 401).
        const sent = deps.youtubeUnitsSent() - sentBefore;
        outcome.unitsSpent += Math.max(sent, 1);
        outcome.calls += sent;
        if (sent > 1) await deps.ledger.addUnits(youtubeDataApiQuota, quotaDay, sent - 1, sent - 1);
      };
      let result;
      try {
        result = await withYoutubeToken((token) => deps.youtube.videoStats(token, batch));
        await settle();
      } catch (error) {
        await settle();
        if (error instanceof QuotaExceededError) {
          await deps.ledger.markExhausted(youtubeDataApiQuota, quotaDay, at);
          return finish({ deferredUntil: error.resetsAt, reason: 'quota_exceeded' });
        }
        if (error instanceof NoUsableTokenError) {
          deps.logger.warn({ job: 'collect-video-stats' }, error.message);
          outcome.failed += ids.slice(start).reduce((sum, id) => sum + (byVideo.get(id)?.length ?? 0), 0);
          return finish();
        }
        deps.logger.error({ err: error, job: 'collect-video-stats', batch: start / YOUTUBE_VIDEO_IDS_PER_CALL }, 'YouTube statistics batch failed');
        outcome.failed += batch.reduce((sum, id) => sum + (byVideo.get(id)?.length ?? 0), 0);
        continue;
      }
      const found = new Map(result.videos.map((video) => [video.id, video]));
      for (const video of result.videos) if (video.publishedAt) publishedOn.set(video.id, video.publishedAt.slice(0, 10));
      const writes: DailySnapshotInput[] = [];
      for (const id of batch) {
        const video = found.get(id);
        const submissions = byVideo.get(id) ?? [];
        if (!video) {
          outcome.missing += submissions.length;
          continue;
        }
        // Data API figures: views (since 27 Aug 2026 counted from the first frame), likes, comments. Engaged views,
        // shares, saves and reach are not in videos.list: left null, so a reading that has them is kept.
        for (const submissionId of submissions) {
          writes.push({ submissionId, day, views: video.viewCount, likes: video.likeCount, comments: video.commentCount, provenance: 'first_party', collectedAt: at });
        }
      }
      await written();
      writing = store(outcome, writes).catch((error: unknown) => {
        writeError ??= error;
      });
    }
    await written();
    // Items a resumed run skips were read (and their publication dates learnt) by the run it continues: the next
    // day's run fills their engaged views (the look-back covers a week).
    const engaged = items.filter((item) => item.cpmBasis === 'engaged_views');
    if (engaged.length) await fillEngagedViews(engaged, publishedOn, day, outcome);
    return finish();
  }

  /**
   * Campaigns paid on engaged views (docs/analytics.md "CPM basis"): YouTube Analytics' daily `engagedViews` of each
   * video (the owner's token: reports are per channel), summed from publication into lifetime figures, fill in the
   * readings of the last week that Analytics has reached (it stops 2-3 days before today). Only existing readings are
   * updated: a reading's other figures are the Data API's, kept as they are.
   */
  async function fillEngagedViews(items: ActiveContentItem[], publishedOn: Map<string, string>, today: string, outcome: CollectOutcome): Promise<void> {
    const readings = await deps.stats.readingDays(items.map((item) => item.submissionId), daysBefore(today, engagedViewsLookbackDays));
    for (const item of items) {
      const videoId = youtubeVideoIdOf(item.contentUrl);
      const published = videoId ? publishedOn.get(videoId) : undefined;
      const days = readings.get(item.submissionId) ?? [];
      if (!videoId || !published || !days.length) continue;
      let report;
      try {
        report = await withAccount(item.accountId, (token) => deps.youtube.analyticsDaily({ accessToken: token, startDate: published, endDate: today, metrics: ['engagedViews'], videoId }));
        outcome.analyticsCalls += 1;
      } catch (error) {
        // A channel whose grant died is marked needs_reconnect by the token helper; its views are still collected.
        if (!(error instanceof NeedsReconnectError)) deps.logger.error({ err: error, job: 'collect-video-stats', submissionId: item.submissionId }, 'YouTube Analytics engaged views failed');
        continue;
      }
      const lifetime = new Map<string, number>();
      let total = 0;
      let complete = true;
      for (const row of report.rows) {
        if (row.engagedViews === null || row.engagedViews === undefined) complete = false;
        total += row.engagedViews ?? 0;
        if (complete) lifetime.set(row.day, total);
      }
      const at = now();
      const writes = days.filter((day) => lifetime.has(day)).map((day) => ({ submissionId: item.submissionId, day, engagedViews: lifetime.get(day)!, provenance: 'first_party' as const, collectedAt: at }));
      if (writes.length) outcome.engagedReadings += await deps.contentStats.upsertDailySnapshots(writes);
    }
  }

  async function collectInstagram(resumeFrom: Date | null): Promise<CollectOutcome> {
    const items = await deps.stats.activeContent('instagram');
    const day = utcDay(now());
    const done = resumeFrom ? await deps.stats.collectedSince(day, resumeFrom) : new Set<string>();
    const outcome: CollectOutcome = { platform: 'instagram', items: items.length, collected: 0, skipped: 0, missing: 0, failed: 0, unitsSpent: 0, calls: 0, analyticsCalls: 0, engagedReadings: 0, deferredUntil: null, reason: null };
    const byAccount = new Map<string, Map<string, ActiveContentItem[]>>();
    for (const item of items) {
      const shortcode = instagramShortcodeOf(item.contentUrl);
      if (!shortcode || done.has(item.submissionId)) {
        outcome.skipped += 1;
        continue;
      }
      const wanted = byAccount.get(item.accountId) ?? new Map<string, ActiveContentItem[]>();
      wanted.set(shortcode, [...(wanted.get(shortcode) ?? []), item]);
      byAccount.set(item.accountId, wanted);
    }

    /** Usage at 90 % or more (or a named wait): stop calling and continue later. */
    const backOff = (usage: InstagramUsage | null): Date | null =>
      usage?.backOff ? new Date(now().getTime() + (usage.retryAfterMs ?? instagramBackoffMs)) : null;

    for (const [accountId, wanted] of byAccount) {
      const count = (map: Map<string, ActiveContentItem[]>) => [...map.values()].reduce((sum, list) => sum + list.length, 0);
      try {
        const media = new Map<string, InstagramMedia>();
        let after: string | null = null;
        for (let page = 0; page < instagramMediaPages && media.size < wanted.size; page += 1) {
          const result = await withAccount(accountId, (token) => deps.instagram.recentMedia(token, { limit: 100, after }));
          outcome.calls += 1;
          for (const item of result.media) if (item.shortcode && wanted.has(item.shortcode)) media.set(item.shortcode, item);
          const until = backOff(result.usage);
          if (until) return { ...outcome, deferredUntil: until, reason: 'usage_backoff' };
          after = result.nextCursor;
          if (!after) break;
        }
        for (const [shortcode, submissions] of wanted) {
          const item = media.get(shortcode);
          if (!item) {
            outcome.missing += submissions.length;
            wanted.delete(shortcode);
            continue;
          }
          const insights = await withAccount(accountId, (token) => deps.instagram.mediaInsights(token, item.id, item.mediaProductType ?? 'FEED'));
          outcome.calls += 1;
          const { values } = insights;
          const figures = {
            views: values.views, reach: values.reach, likes: values.likes ?? item.likeCount, comments: values.comments ?? item.commentsCount,
            shares: values.shares, saves: values.saved,
          };
          wanted.delete(shortcode);
          if (Object.values(figures).every((value) => value === null)) {
            outcome.missing += submissions.length;
          } else {
            const at = now();
            await store(outcome, submissions.map(({ submissionId }) => ({ submissionId, day, ...figures, provenance: 'first_party' as const, collectedAt: at })));
          }
          const until = backOff(insights.usage);
          if (until) return { ...outcome, deferredUntil: until, reason: 'usage_backoff' };
        }
      } catch (error) {
        if (error instanceof RateLimitedError) {
          return { ...outcome, deferredUntil: new Date(now().getTime() + (error.retryAfterMs ?? instagramBackoffMs)), reason: 'rate_limited' };
        }
        // A dead grant is marked needs_reconnect (and its owner told) by the token helper; other failures are logged.
        if (!(error instanceof NeedsReconnectError)) deps.logger.error({ err: error, job: 'collect-video-stats', accountId }, 'Instagram statistics failed for an account');
        outcome.failed += count(wanted);
      }
    }
    return outcome;
  }

  /** Collects one platform; `resumeFrom` (a deferred run's start) skips the items that run already stored today. */
  async function collect(platform: StatsPlatform, resumeFrom: Date | null = null): Promise<CollectOutcome> {
    return platform === 'youtube' ? collectYoutube(resumeFrom) : collectInstagram(resumeFrom);
  }

  return { collect };
}

export type VideoStatsService = ReturnType<typeof createVideoStatsService>;
