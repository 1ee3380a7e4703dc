/**
 * The matcher (server/src/repositories/matching.repository.ts) on PostgreSQL with 1,000,000 influencer profiles
 * (90 % completed), ~1.5 M linked accounts and 333 k saved privacy settings. Target (issue 6): one ranking under
 * 2 s, using the indexes of migration 0002 (GIN on influencers.categories, social_accounts by platform).
 * Creates its own database (bench_matching_<time>), migrates it, bulk-loads it with INSERT … SELECT generate_series,
 * then ranks the candidates of a few campaigns several times (median and max) and prints EXPLAIN (ANALYZE, BUFFERS)
 * of the query the matcher runs first. The database is dropped at the end (BENCH_KEEP=1 keeps it).
 *
 *   node --import tsx bench/matching.ts   (BENCH_DATABASE_URL defaults to the local PostgreSQL server)
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { categories, languages } from '../src/domain/constants';
import { maxCandidatesPerRun } from '../src/domain/marketplace/match-fit';
import { sampleCampaign } from '../src/domain/campaigns/campaign.fixtures';
import { openDatabase } from '../server/src/db/database';
import { createMatchingRepository, textArray, type MatchTargeting } from '../server/src/repositories/matching.repository';
import { placementTypeInfo, type PlacementType } from '../src/domain/campaigns/campaign-options';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const profiles = Number(process.env.BENCH_INFLUENCERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);
/** BENCH_REUSE=<database> ranks on a database a run kept (BENCH_KEEP=1) instead of loading a new one. */
const reuse = process.env.BENCH_REUSE;
const databaseName = reuse ?? `bench_matching_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Influencer g: 1-3 categories and 1-2 languages out of the product's lists, a city out of 12, 90 % completed;
 * every one has YouTube (followers log-uniform 1k..5M), half also Instagram.
 */
async function bulkLoad(client: pg.Client) {
  const cities = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Pune', 'Hyderabad', 'Jaipur', 'Ahmedabad', 'Lucknow', 'Kochi', 'Goa'];
  await client.query('select setseed(0.42)');
  await client.query(`insert into users (id, issuer, subject, email, name, persona)
    select md5('bench-inf-' || g)::uuid, 'bench', 'inf-' || g, 'inf' || g || '@bench.example', 'Influencer ' || g, 'influencer'
    from generate_series(1, ${profiles}) g`);
  await client.query(`insert into influencers (id, user_id, display_name, categories, languages, city, country, profile_completed_at)
    select md5('bench-profile-' || g)::uuid, md5('bench-inf-' || g)::uuid, 'Influencer ' || g,
      (select array_agg(distinct c) from (select ($1::text[])[1 + floor(random() * ${categories.length})::int] c from generate_series(1, 1 + g % 3)) x),
      (select array_agg(distinct l) from (select ($2::text[])[1 + floor(power(random(), 2) * ${languages.length})::int] l from generate_series(1, 1 + g % 2)) y),
      ($3::text[])[1 + g % ${cities.length}], 'India', case when g % 10 = 0 then null else now() end
    from generate_series(1, ${profiles}) g`, [textArray(categories), textArray(languages), textArray(cities)]);
  await client.query(`insert into social_accounts (influencer_id, platform, handle, profile_url, followers, average_engagement)
    select md5('bench-profile-' || g)::uuid, 'youtube', 'yt' || g, 'https://youtube.com/@yt' || g,
      floor(power(10, 3 + random() * 3.7))::int, round((random() * 8)::numeric, 2)
    from generate_series(1, ${profiles}) g`);
  await client.query(`insert into social_accounts (influencer_id, platform, handle, profile_url, followers, average_engagement)
    select md5('bench-profile-' || g)::uuid, 'instagram', 'ig' || g, 'https://instagram.com/ig' || g,
      floor(power(10, 3 + random() * 3.5))::int, round((random() * 10)::numeric, 2)
    from generate_series(1, ${profiles}, 2) g`);
  // Privacy settings (docs/decisions.md): a third of the users saved settings; of those 1/10 private, 1/10
  // brands_only, 1/5 hide their location. The matcher joins them on user_settings' primary key.
  await client.query(`insert into user_settings (user_id, settings)
    select md5('bench-inf-' || g)::uuid, jsonb_build_object('privacy', jsonb_build_object(
      'profile_visibility', case when g % 30 = 0 then 'private' when g % 30 = 3 then 'brands_only' else 'public' end,
      'show_location', g % 15 <> 6))
    from generate_series(3, ${profiles}, 3) g`);
  await client.query('vacuum analyze users, influencers, social_accounts, user_settings');
}

/** The sample campaign's targeting (2 YouTube videos fixed, 3 Instagram reels CPM), with other categories. */
function targeting(targetCategories: string[]): MatchTargeting {
  const sample = sampleCampaign();
  return {
    platforms: ['youtube', 'instagram'],
    placements: sample.placements.map((p) => ({
      type: p.type, platform: placementTypeInfo[p.type as PlacementType].platform, quantity: p.quantity, pricing_type: p.pricing_type,
      rate: p.rate, view_cap: p.view_cap, view_ratio: placementTypeInfo[p.type as PlacementType].viewRatio,
    })),
    target_categories: targetCategories,
    target_languages: sample.target_languages,
    target_locations: sample.target_locations.map((l) => l.toLowerCase()),
    min_followers: sample.influencer_criteria.min_followers,
    max_followers: sample.influencer_criteria.max_followers,
    min_engagement: sample.influencer_criteria.min_engagement,
    budget: sample.budget,
  };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main() {
  if (!reuse) await admin(`create database "${databaseName}"`);
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let start = process.hrtime.bigint();
    if (!reuse) await bulkLoad(client);
    const [{ n }] = (await client.query('select count(*)::int n from social_accounts')).rows as Array<{ n: number }>;
    const [{ p }] = (await client.query('select count(*)::int p from influencers')).rows as Array<{ p: number }>;
    console.log(`${reuse ? 'reusing' : 'loaded'} ${p.toLocaleString()} influencers, ${n.toLocaleString()} social accounts${reuse ? '' : ` in ${(ms(start) / 1000).toFixed(1)} s`}`);
    await client.end();

    const matching = createMatchingRepository(database.db);
    const cases: Array<[string, string[]]> = [
      ['1 target category (sample campaign)', ['Clothes, Shoes, Handbags & Accessories']],
      ['3 target categories', ['Clothes, Shoes, Handbags & Accessories', 'Beauty & Cosmetics', "Women's Lifestyle"]],
    ];
    for (const [label, cats] of cases) {
      const t = targeting(cats);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i += 1) {
        start = process.hrtime.bigint();
        found = (await matching.rank(t, maxCandidatesPerRun)).length;
        times.push(ms(start));
      }
      times.sort((a, b) => a - b);
      console.log(`\n${label}: ${found} candidates; ${runs} runs: median ${times[Math.floor(runs / 2)].toFixed(0)} ms, max ${times[runs - 1].toFixed(0)} ms, min ${times[0].toFixed(0)} ms`);
    }
    for (const [label, categoryPool] of [['category pool (GIN), 1 target category', true], ['widened pool (social_accounts by platform, followers)', false]] as const) {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
        return tx.execute(sql`explain (analyze, buffers) ${matching.explainable(targeting(cases[0][1]), maxCandidatesPerRun, categoryPool)}`);
      });
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label}:`);
      for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) console.log(row['QUERY PLAN']);
    }
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP !== '1' && !reuse) await admin(`drop database if exists "${databaseName}" with (force)`);
  }
}

await main();
