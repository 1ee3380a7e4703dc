/**
 * The collect-video-stats job for 10,000 active YouTube content items (issue 14 target: one run within the default
 * quota, at most 200 units, and under 60 s against the fake). Creates its own PostgreSQL database, migrates it through
 * the real app, bulk-loads 2,000 influencers with a connected channel and five verified videos each in one active
 * campaign, starts the YouTube fake on port 3651 with those 10,000 videos, then runs the job's handler twice (the
 * second run is the same day's re-run: every reading updated, none added) and prints units, calls and wall time.
 *
 *   npm run bench:collect-stats   (BENCH_DATABASE_URL defaults to the local PostgreSQL server)
 */
import { loadavg } from 'node:os';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { loadPayoutKey } from '../server/src/crypto/payout-key';
import { createSocialTokenBox, tokenContext } from '../server/src/crypto/social-token-box';
import { sandboxCredentials } from '../server/src/integrations/sandbox/sandbox-endpoints';
import { startYoutubeFake } from '../server/src/integrations/youtube/youtube.fake';
import { pacificQuotaDay } from '../server/src/integrations/youtube/youtube-quota';
import { benchServerEnv, withClient } from './bench-server-env';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const fakePort = Number(process.env.BENCH_FAKE_PORT ?? 3651);
const influencers = 2_000;
const videosEach = 5;
const items = influencers * videosEach;
const videoId = (index: number) => `bv${String(index).padStart(9, '0')}`;

const youtube = await startYoutubeFake({
  ...sandboxCredentials.youtube,
  port: fakePort,
  accounts: [{ id: 'g-bench', channel: { id: 'UCbenchChannel0000000000', title: 'Bench', subscriberCount: 1_000 } }],
  videos: Array.from({ length: items }, (_, index) => ({
    id: videoId(index), channelId: `UCbench${String(Math.floor(index / videosEach)).padStart(17, '0')}`, title: `Video ${index}`,
    publishedAt: '2026-01-01T00:00:00Z', baseViews: 1_000 + index, viewsPerHour: 3,
  })),
});
const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, 'collect_stats', 'http://localhost:3650', {
  YOUTUBE_AUTH_BASE_URL: youtube.endpoints.authBaseUrl,
  YOUTUBE_TOKEN_BASE_URL: youtube.endpoints.tokenBaseUrl,
  YOUTUBE_DATA_API_BASE_URL: youtube.endpoints.dataApiBaseUrl,
  YOUTUBE_ANALYTICS_BASE_URL: youtube.endpoints.analyticsBaseUrl,
});

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
try {
  // NODE_ENV test: jobs in memory, so the handler is run (and timed) here, nothing in the background.
  const config = loadConfig({ ...env, NODE_ENV: 'test' });
  const app = await buildApp({ config });
  await app.ready();
  const box = createSocialTokenBox(loadPayoutKey(config.payoutKey));
  const started = performance.now();
  await withClient(databaseUrl, async (client) => {
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    await q(`insert into users (id, issuer, subject, email, name, persona) values (md5('bench-owner')::uuid, 'bench', 'owner', 'owner@bench.example', 'Owner', 'brand')`);
    await q(`insert into brands (id, name, industry, hq_country) values (md5('bench-brand')::uuid, 'Bench Brand', 'electronics', 'IN')`);
    await q(`insert into campaigns (id, brand_id, created_by, status, name, currency, platforms, published_at, start_date, end_date)
      values (md5('bench-campaign')::uuid, md5('bench-brand')::uuid, md5('bench-owner')::uuid, 'active', 'Bench campaign', 'INR', '{youtube}', now(), current_date - 10, current_date + 30)`);
    await q(`insert into campaign_placements (id, campaign_id, position, type, quantity, pricing_type, rate, view_cap)
      values (md5('bench-placement')::uuid, md5('bench-campaign')::uuid, 0, 'yt_dedicated_video', ${videosEach}, 'cpm', 150, 200000)`);
    await q(`insert into users (id, issuer, subject, email, name, persona)
      select md5('bench-user-' || i)::uuid, 'bench', 'u' || i, 'u' || i || '@bench.example', 'Creator ' || i, 'influencer' from generate_series(0, ${influencers - 1}) i`);
    await q(`insert into influencers (id, user_id, display_name, profile_completed_at)
      select md5('bench-inf-' || i)::uuid, md5('bench-user-' || i)::uuid, 'Creator ' || i, now() from generate_series(0, ${influencers - 1}) i`);
    await q(`insert into social_accounts (id, influencer_id, platform, handle, profile_url, followers, external_id, connection_status, metrics_provenance, connected_at,
        token_expires_at, token_issued_at)
      select md5('bench-acc-' || i)::uuid, md5('bench-inf-' || i)::uuid, 'youtube', '@bench' || i, 'https://www.youtube.com/@bench' || i, 1000,
        'UCbench' || lpad(i::text, 17, '0'), 'connected', 'verified', now() - interval '1 day', now() + interval '1 hour', now()
      from generate_series(0, ${influencers - 1}) i`);
    // Every connected account holds a live token of the fake (sealed to its own row, as the connect flow stores it).
    const ids = (await q(`select id from social_accounts where platform = 'youtube' order by id`)).rows.map((row: { id: string }) => row.id);
    const tokens = youtube.state.issueTokens('g-bench');
    for (let start = 0; start < ids.length; start += 500) {
      const slice = ids.slice(start, start + 500);
      await q(`update social_accounts a set access_token_sealed = v.access, refresh_token_sealed = v.refresh
        from unnest($1::uuid[], $2::text[], $3::text[]) as v(id, access, refresh) where a.id = v.id`, [
        slice,
        slice.map((id: string) => box.seal(tokens.accessToken, tokenContext(id, 'access'))),
        slice.map((id: string) => box.seal(tokens.refreshToken, tokenContext(id, 'refresh'))),
      ]);
    }
    await q(`insert into campaign_influencers (id, campaign_id, influencer_id, status, invited_at, responded_at)
      select md5('bench-roster-' || i)::uuid, md5('bench-campaign')::uuid, md5('bench-inf-' || i)::uuid, 'accepted', now() - interval '9 days', now() - interval '8 days'
      from generate_series(0, ${influencers - 1}) i`);
    await q(`insert into content_submissions (id, campaign_id, campaign_influencer_id, influencer_id, placement_id, platform, content_url, status, ownership_checked,
        submitted_at, updated_at)
      select md5('bench-item-' || n)::uuid, md5('bench-campaign')::uuid, md5('bench-roster-' || (n / ${videosEach}))::uuid, md5('bench-inf-' || (n / ${videosEach}))::uuid,
        md5('bench-placement')::uuid, 'youtube', 'https://www.youtube.com/watch?v=bv' || lpad(n::text, 9, '0'), 'verified', true, now() - interval '7 days', now() - interval '6 days'
      from generate_series(0, ${items - 1}) n`);
  });
  console.log(`Loaded ${items} verified YouTube items of ${influencers} connected channels in ${((performance.now() - started) / 1000).toFixed(1)} s; fake on port ${fakePort}.`);

  const ledger = () => withClient(databaseUrl, async (client) => (await client.query(
    `select units_spent, calls from provider_quota_ledger where provider = 'youtube.data_api' and quota_day = $1`, [pacificQuotaDay(new Date())],
  )).rows[0] as { units_spent: number; calls: number } | undefined);
  const readings = () => withClient(databaseUrl, async (client) => Number((await client.query(`select count(*) from content_stats_snapshots`)).rows[0].count));
  const videoCalls = () => youtube.state.requests.filter((request) => request.path === '/youtube/v3/videos');

  for (const label of ['first run', 'second run (same day: readings updated, none added)']) {
    const unitsBefore = (await ledger())?.units_spent ?? 0;
    const callsBefore = videoCalls().length;
    const runStarted = performance.now();
    await app.context.jobs.runNow('collect-video-stats', { platform: 'youtube' });
    const seconds = (performance.now() - runStarted) / 1000;
    const calls = videoCalls().slice(callsBefore);
    const units = ((await ledger())?.units_spent ?? 0) - unitsBefore;
    const largest = Math.max(...calls.map((call) => (call.query.id ?? '').split(',').length));
    console.log(`${label}: ${seconds.toFixed(1)} s wall (target < 60 s), ${units} quota units (target <= 200), ` +
      `${calls.length} videos.list calls of at most ${largest} ids, ${await readings()} readings stored, load ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  }
  console.log(`Fake's quota counter: ${youtube.state.quota.used} units used today (default quota 10,000).`);
  await app.close();
} finally {
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
  await youtube.close();
}
