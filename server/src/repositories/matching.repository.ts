import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { matchWeights, selfReportedWeight, type MatchBreakdown } from '../../../src/domain/marketplace/match-fit';
import type { Database } from '../db/database';
import { campaignInfluencers, campaignMatchRuns } from '../db/schema/marketplace.schema';
import { writeOutboxEvents, type OutboxEventInput } from './outbox.repository';
import { locationShown, profileVisibleTo } from './profile-privacy';

/** What the matcher ranks against: the campaign's targeting, flattened (also stored as the run's context). */
export interface MatchTargeting {
  platforms: string[];
  placements: Array<{ type: string; platform: string; quantity: number; pricing_type: string; rate: string; view_cap: number | null; view_ratio: number }>;
  target_categories: string[];
  target_languages: string[];
  /** Lower-cased city or country names. */
  target_locations: string[];
  min_followers: number | null;
  max_followers: number | null;
  min_engagement: number | null;
  budget: string | null;
}

export interface RankedInfluencer {
  influencerId: string;
  fitScore: number;
  fit: MatchBreakdown;
  followers: number | null;
  projectedAmount: string;
}

/** A bound text[] parameter: Postgres array literal with every element quoted (categories contain commas). */
export const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/**
 * The ranking query (docs/marketplace.md "Matching"). `pool` narrows the completed profiles; with
 * `categoryPool` only those sharing a target category, found through the GIN index on influencers.categories.
 * Accounts come from social_accounts on the campaign's platforms; each factor scores 0..1 as in match-fit.ts.
 */
/** How many of the largest in-range accounts per platform the widened search reads (social_accounts(platform, followers desc)). */
export const widenScanPerPlatform = 20_000;
/** Profiles whose accounts the first ranking pass reads (at least 4 x the candidates kept). */
export const firstProbes = 4_000;

/**
 * Privacy (docs/decisions.md "Privacy settings"): only profiles visible to brands are candidates, and a hidden
 * location counts as not given (location factor 0). Settings are read with the accounts, for the probed profiles
 * only (one user_settings primary-key probe each), not for the whole pool: the pool's bound uses the stored
 * location, which can only overestimate, so it stays an upper bound; a hidden profile drops out of `measured`
 * like one without an account on the campaign's platforms, and the caller probes further when too few remain.
 * The lateral `offset 0` keeps that a probe per row: a plain join underestimates the probed rows and hashes every
 * saved settings row instead.
 */
const us = sql.raw('us.settings');

function poolOf(t: MatchTargeting, categoryPool: boolean): SQL {
  const columns = sql`i.id, i.user_id, i.categories, i.languages, lower(i.city) as city, lower(i.country) as country`;
  if (categoryPool) {
    return sql`select ${columns} from influencers i
      where i.profile_completed_at is not null and i.categories && ${textArray(t.target_categories)}::text[]`;
  }
  // offset 0 keeps the per-id lookup a primary-key probe instead of a scan of every profile.
  return sql`select i.* from (
      select distinct top.influencer_id from unnest(${textArray(t.platforms)}::social_platform[]) as pf(platform)
      cross join lateral (
        select s.influencer_id from social_accounts s
        where s.platform = pf.platform and s.followers between ${t.min_followers ?? 0}::int and ${t.max_followers ?? 2_147_483_647}::int
        order by s.followers desc nulls last limit ${widenScanPerPlatform}::int
      ) top
    ) ids cross join lateral (
      select ${columns} from influencers i where i.id = ids.influencer_id and i.profile_completed_at is not null offset 0
    ) i`;
}

/** n items joined with `joiner` (the sums below are written out per item, so no row needs a subquery). */
const joined = (items: SQL[], joiner: SQL, empty: SQL) => (items.length ? sql.join(items, joiner) : empty);

function rankingQuery(t: MatchTargeting, limit: number, categoryPool: boolean, probes: number): SQL {
  const locs = textArray(t.target_locations);
  const plus = sql` + `;
  const overlap = (column: SQL, values: string[]) =>
    sql`(${joined(values.map((v) => sql`(${column} @> ${textArray([v])}::text[])::int`), plus, sql`0`)})::float8 / ${values.length}::float8`;
  // One column per campaign platform: that platform's largest audience (null without an account there).
  const audience = (platform: string) => sql.raw(`a.f_${t.platforms.indexOf(platform)}`);
  const audienceColumns = t.platforms.map((platform, k) => sql`, max(s.followers) filter (where s.platform = ${platform}::social_platform) as ${sql.raw(`f_${k}`)}`);
  const placementCost = (p: MatchTargeting['placements'][number]) => {
    const f = audience(p.platform);
    const unit = p.pricing_type === 'fixed' ? sql`${p.rate}::numeric`
      : p.pricing_type === 'cpm' ? sql`round(${p.rate}::numeric * least(floor(coalesce(${f}, 0) * ${p.view_ratio}::float8)::numeric, ${p.view_cap ?? 1e15}::numeric) / 1000, 2)`
        : sql`0::numeric`;
    return sql`case when ${f} is not null then ${unit} * ${p.quantity}::int else 0 end`;
  };
  const placements = t.placements.filter((p) => t.platforms.includes(p.platform));
  const amount = joined(placements.map(placementCost), plus, sql`0::numeric`);
  const covered = joined(placements.map((p) => sql`(${audience(p.platform)} is not null)::int`), plus, sql`0`);
  const followersScore = t.min_followers === null && t.max_followers === null
    ? sql`case when a.followers is null then 0.0 else 1.0 end`
    : sql`case when a.followers is null then 0.0
        when a.followers < ${t.min_followers ?? 0}::int then a.followers::float8 / greatest(${t.min_followers ?? 1}::int, 1)
        when ${t.max_followers}::int is not null and a.followers > ${t.max_followers}::int then ${t.max_followers}::float8 / a.followers
        else 1.0 end`;
  const engagementScore = t.min_engagement === null
    ? sql`1.0`
    : sql`case when a.engagement is null then 0.0 else least(1.0, a.engagement / ${t.min_engagement}::float8) end`;
  // Verified before self-reported: a typed-in count scores selfReportedWeight of what a verified one does.
  const trust = (verified: SQL) => sql`(case when ${verified} then 1.0 else ${selfReportedWeight}::float8 end)`;
  const trustedFollowers = sql`(${followersScore}) * ${trust(sql`a.followers_verified`)}`;
  const trustedEngagement = t.min_engagement === null ? engagementScore : sql`(${engagementScore}) * ${trust(sql`a.engagement_verified`)}`;
  const priceScore = t.budget === null ? sql`1.0` : sql`case when amount <= 0 then 1.0 else least(1.0, ${t.budget}::numeric / amount)::float8 end`;
  const w = matchWeights;
  const categories = t.target_categories.length === 0 ? sql`1.0` : overlap(sql`categories`, t.target_categories);
  const languages = t.target_languages.length === 0 ? sql`1.0` : overlap(sql`languages`, t.target_languages);
  const location = t.target_locations.length === 0 ? sql`1.0` : sql`case when city = any(${locs}::text[]) or country = any(${locs}::text[]) then 1.0 else 0.0 end`;
  // The best fit a profile could reach from its own row (its accounts could only score the other factors 1).
  const upperBound = sql`(${w.platforms + w.followers + w.engagement + w.price}::float8 + ${w.categories}::float8 * ${categories}
    + ${w.languages}::float8 * ${languages} + ${w.location}::float8 * ${location})`;
  // Only the `probes` most promising profiles have their accounts read (one aggregated probe of social_accounts
  // by influencer each); next_bound tells the caller whether anyone left out could still rank.
  return sql`
    with pool as (${poolOf(t, categoryPool)}),
    bounded as (
      select pool.*, ${upperBound} as bound, row_number() over (order by ${upperBound} desc, id) as rn
      from pool order by bound desc, id limit ${probes + 1}::int
    ),
    measured as (
      select p.id, p.categories, p.languages,
        case when ${locationShown(us)} then p.city end as city, case when ${locationShown(us)} then p.country end as country,
        a.followers, a.engagement, a.followers_verified, a.engagement_verified, (${amount}) as amount, (${covered}) as covered
      from bounded p
      left join lateral (select x.settings from user_settings x where x.user_id = p.user_id offset 0) us on true
      cross join lateral (
        select count(*) as n, max(s.followers) as followers, max(s.average_engagement) as engagement,
          -- whether the numbers used (the largest audience, the best engagement) were read from the platform
          coalesce((array_agg(s.metrics_provenance = 'verified' order by s.followers desc nulls last))[1], false) as followers_verified,
          coalesce((array_agg(s.metrics_provenance = 'verified' order by s.average_engagement desc nulls last))[1], false) as engagement_verified
          ${sql.join(audienceColumns, sql``)}
        from social_accounts s
        where s.influencer_id = p.id and s.platform = any(${textArray(t.platforms)}::social_platform[])
      ) a
      where a.n > 0 and p.rn <= ${probes}::int and ${profileVisibleTo('brand', us)}
    ),
    scored as (
      select id, followers, followers_verified, amount,
        ${t.placements.length === 0 ? sql`1.0` : sql`covered::float8 / ${t.placements.length}::float8`} as platforms,
        ${categories} as categories, ${languages} as languages, ${location} as location,
        ${trustedFollowers} as followers_score, ${trustedEngagement} as engagement, ${priceScore} as price
      from measured a
    )
    select id, followers, amount::text as amount, platforms, categories, languages, location, followers_score, engagement, price,
      (select bound from bounded where rn = ${probes + 1}::int) as next_bound,
      (${w.platforms}::float8 * platforms + ${w.categories}::float8 * categories + ${w.languages}::float8 * languages + ${w.location}::float8 * location
        + ${w.followers}::float8 * followers_score + ${w.engagement}::float8 * engagement + ${w.price}::float8 * price) as fit
    from scored
    order by fit desc, followers_verified desc, followers desc nulls last, id
    limit ${limit}::int`;
}

type RankRow = Record<'id' | 'amount', string> & Record<'followers' | 'platforms' | 'categories' | 'languages' | 'location' | 'followers_score' | 'engagement' | 'price' | 'fit' | 'next_bound', number | string | null>;

const toRanked = (row: RankRow): RankedInfluencer => {
  const n = (v: number | string | null) => Math.round(Number(v ?? 0) * 1000) / 1000;
  const fit: MatchBreakdown = {
    platforms: n(row.platforms), categories: n(row.categories), languages: n(row.languages), location: n(row.location),
    followers: n(row.followers_score), engagement: n(row.engagement), price: n(row.price),
  };
  return { influencerId: row.id, fit, fitScore: Math.round(Number(row.fit) * 10) / 10, followers: row.followers === null ? null : Number(row.followers), projectedAmount: Number(row.amount).toFixed(2) };
};

export function createMatchingRepository(db: Database, kind: 'pglite' | 'postgres' = 'postgres') {
  // One ranking hashes and groups tens of thousands of rows: enough work_mem keeps that in memory, and JIT
  // compilation costs more than it saves on a query this size (bench/matching.ts).
  const run = (query: SQL) => db.transaction(async (tx) => {
    if (kind === 'postgres') await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
    const rows = ((await tx.execute(query)) as unknown as { rows: RankRow[] }).rows;
    return { ranked: rows.map(toRanked), nextBound: rows[0]?.next_bound == null ? null : Number(rows[0].next_bound) };
  });

  /**
   * One pool ranked exactly: profiles are probed best upper bound first, `firstProbes` of them, four times more
   * while someone left out could still beat the last kept candidate.
   */
  async function rankPool(t: MatchTargeting, limit: number, categoryPool: boolean): Promise<RankedInfluencer[]> {
    for (let probes = Math.max(firstProbes, limit * 4); ; probes *= 4) {
      const { ranked, nextBound } = await run(rankingQuery(t, limit, categoryPool, probes));
      const last = ranked.length >= limit ? ranked[limit - 1].fitScore : -1;
      if (nextBound === null || (ranked.length > 0 && nextBound <= last)) return ranked;
    }
  }

  /**
   * The best `limit` candidates (docs/marketplace.md "Matching"). First the profiles sharing a target category
   * (GIN index). Profiles sharing none score at most 100 - categories weight, so when the pool's last kept
   * candidate scores less (or the pool is short), the search widens to the largest in-range accounts of each
   * platform (social_accounts(platform, followers desc)) and both are ranked together.
   */
  async function rank(t: MatchTargeting, limit: number): Promise<RankedInfluencer[]> {
    if (t.platforms.length === 0) return [];
    const pooled = t.target_categories.length > 0 ? await rankPool(t, limit, true) : [];
    if (pooled.length >= limit && pooled[limit - 1].fitScore >= 100 - matchWeights.categories) return pooled;
    const widened = await rankPool(t, limit, false);
    const seen = new Set(pooled.map((r) => r.influencerId));
    return [...pooled, ...widened.filter((r) => !seen.has(r.influencerId))]
      .sort((a, b) => b.fitScore - a.fitScore || (b.followers ?? -1) - (a.followers ?? -1) || (a.influencerId < b.influencerId ? -1 : 1))
      .slice(0, limit);
  }

  /** The query `rank` runs first, for EXPLAIN in bench/matching.ts. */
  const explainable = (t: MatchTargeting, limit: number, categoryPool = t.target_categories.length > 0) => rankingQuery(t, limit, categoryPool, Math.max(firstProbes, limit * 4));

  /**
   * Records one run in a transaction: matched candidates still `candidate` are updated or dropped, new ones added;
   * invited, answered, removed and hand-added rows are left as they are; `eventsOf(kept)` (the team's notification)
   * is written to the outbox in the same transaction. Returns the run id and candidates kept.
   */
  async function record(
    campaignId: string, ranked: RankedInfluencer[], run: { context: Record<string, unknown>; startedAt: Date; durationMs: number },
    eventsOf: (kept: number) => readonly OutboxEventInput[] = () => [],
  ) {
    return db.transaction(async (tx) => {
      const ids = ranked.map((r) => r.influencerId);
      const stale = [eq(campaignInfluencers.campaignId, campaignId), eq(campaignInfluencers.status, 'candidate'), eq(campaignInfluencers.source, 'matched')];
      await tx.delete(campaignInfluencers).where(and(...stale, ...(ids.length ? [notInArray(campaignInfluencers.influencerId, ids)] : [])));
      let kept = 0;
      for (let start = 0; start < ranked.length; start += 500) {
        const chunk = ranked.slice(start, start + 500);
        const rows = await tx.insert(campaignInfluencers)
          .values(chunk.map((r) => ({ campaignId, influencerId: r.influencerId, source: 'matched', status: 'candidate' as const, fitScore: r.fitScore, fit: r.fit })))
          .onConflictDoUpdate({
            target: [campaignInfluencers.campaignId, campaignInfluencers.influencerId],
            set: { fitScore: sql`excluded.fit_score`, fit: sql`excluded.fit`, updatedAt: sql`now()` },
            setWhere: sql`${campaignInfluencers.status} = 'candidate' and ${campaignInfluencers.source} = 'matched'`,
          })
          .returning({ id: campaignInfluencers.id });
        kept += rows.length;
      }
      const [saved] = await tx.insert(campaignMatchRuns).values({
        campaignId, context: run.context, candidateCount: kept, durationMs: run.durationMs, startedAt: run.startedAt, finishedAt: new Date(),
      }).returning();
      await writeOutboxEvents(tx, eventsOf(kept));
      return { run: saved, kept };
    });
  }

  async function latestRun(campaignId: string) {
    const rows = await db.select().from(campaignMatchRuns).where(eq(campaignMatchRuns.campaignId, campaignId))
      .orderBy(sql`${campaignMatchRuns.startedAt} desc`).limit(1);
    return rows[0] ?? null;
  }

  return { rank, explainable, record, latestRun };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
