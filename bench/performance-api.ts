/**
 * Latency of GET /api/v1/campaigns/{id}/performance/ (issue 14 target: p99 under 50 ms for a campaign with 500 content
 * items and 90 days of daily snapshots on PostgreSQL, the plan using indexes), per grouping, through the real server.
 * Creates its own database, migrates it through the real app, bulk-loads six such campaigns (270,000 readings), prints
 * EXPLAIN (ANALYZE, BUFFERS) of the report's statements, times upsertDailySnapshot, then times requests one at a time, the
 * cases in turn.
 *
 *   npm run bench:performance   (BENCH_DATABASE_URL defaults to the local PostgreSQL server; BENCH_REQUESTS=300)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { addDays, isoDate } from '../src/domain/campaigns/campaign-options';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, waitForReady, withClient } from './bench-server-env';
import { days, itemsPerCampaign, otherCampaigns, seedPerformance } from './performance-api.seed';
import { recordStatements } from './recorded-statements';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const warmUp = 30;
const apiPort = 3342;
const publicUrl = `http://localhost:${apiPort}`;
const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, 'performance', publicUrl, { AUTH_RATE_LIMIT: 'off', AUTH_EMAIL_VERIFICATION: 'off' });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * Times every case one request at a time, taking the cases in turn (case 1, 2, … then again), so a burst of load
 * from elsewhere on the machine hits them all alike instead of whichever case was running then.
 */
async function interleaved(cases: ReadonlyArray<readonly [string, string]>, token: string) {
  const times = cases.map(() => [] as number[]);
  for (let round = 0; round < requests + warmUp; round += 1) {
    for (const [index, [, url]] of cases.entries()) {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      if (round >= warmUp) times[index]?.push(performance.now() - started);
    }
  }
  return times.map(summary);
}

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
let api: ChildProcess | undefined;
try {
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
  await app.ready();
  const email = 'bench-analyst@example.com';
  const token = await signUpAndGetToken(app, { email, password: 'Bench!pass1', name: 'Bench Analyst', persona: 'brand' });
  const user = await app.context.users.findByEmail(email);
  if (!user) throw new Error('no users row for the bench analyst');
  const started = performance.now();
  const seeded = await withClient(databaseUrl, (client) => seedPerformance(client, user.id));
  console.log(`Loaded ${seeded.items} content items and ${seeded.snapshots} daily readings (${otherCampaigns + 1} campaigns of ` +
    `${itemsPerCampaign} items × ${days} days) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  const today = isoDate(new Date());
  const range = `from=${addDays(today, -(days - 1))}&to=${today}`;
  const base = `/api/v1/campaigns/${seeded.campaignId}/performance/?${range}`;
  const cases: Array<[string, string]> = [
    ['campaign, group_by=day (90 days)', `${base}&group_by=day`],
    ['campaign, group_by=placement', `${base}&group_by=placement`],
    ['campaign, group_by=platform', `${base}&group_by=platform`],
    ['campaign, group_by=influencer', `${base}&group_by=influencer`],
    ['campaign, last 30 days (default range)', `/api/v1/campaigns/${seeded.campaignId}/performance/`],
    ['campaign CSV export, group_by=influencer', `/api/v1/campaigns/${seeded.campaignId}/performance/export/?${range}&group_by=influencer`],
    [`brand-wide, ${otherCampaigns + 1} campaigns, group_by=day`, `/api/v1/analytics/performance/?brand_id=${seeded.brandId}&${range}&group_by=day`],
  ];
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const report = (await get(`${base}&group_by=day`)).json() as { totals: Record<string, unknown>; rows: unknown[]; top_content: unknown[] };
  const { views, spend, cpm, engagement_rate: rate, delivered_placements: delivered } = report.totals;
  console.log(`  the campaign: ${report.rows.length} days, ${String(views)} views, spend ${String(spend)}, CPM ${String(cpm)}, ` +
    `engagement ${String(rate)} %, ${String(delivered)} placements delivered, top content ${report.top_content.length}`);

  // The SQL one request runs, and its plans.
  const statements = await recordStatements(async () => void (await get(`${base}&group_by=day`)));
  const own = statements.filter((s) => /content_submissions|content_stats_snapshots|campaign_daily_stats|campaign_influencers/.test(s.text));
  await withClient(databaseUrl, async (client) => {
    for (const statement of own) {
      const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`);
      for (const row of rows as Array<Record<string, string>>) console.log(`  ${row['QUERY PLAN']}`);
    }
  });
  const sqlTimes = await withClient(databaseUrl, async (client) => {
    const times: number[] = [];
    for (let index = 0; index < 200 + warmUp; index += 1) {
      const begun = performance.now();
      for (const statement of own) await client.query(statement.text, statement.values);
      if (index >= warmUp) times.push(performance.now() - begun);
    }
    return summary(times);
  });
  console.log(`\nSQL of one group_by=day request (${own.length} statements), 200 runs: p50 ${sqlTimes.p50.toFixed(1)} ms, p99 ${sqlTimes.p99.toFixed(1)} ms`);

  // Collection: re-reading today's figures of one item rewrites one row and the gains from that day on.
  const { rows: items } = await withClient(databaseUrl, (client) =>
    client.query(`select id from content_submissions where campaign_id = $1 order by id limit 200`, [seeded.campaignId]));
  const upsertTimes: number[] = [];
  for (const [index, item] of (items as Array<{ id: string }>).entries()) {
    const begun = performance.now();
    await app.context.contentStats.upsertDailySnapshot({ submissionId: item.id, day: addDays(today, -(index % 5)), views: 10_000_000 + index, provenance: 'first_party' });
    upsertTimes.push(performance.now() - begun);
  }
  const upserts = summary(upsertTimes);
  console.log(`upsertDailySnapshot (a day of the last five, ${days} readings per item), 200 calls: p50 ${upserts.p50.toFixed(1)} ms, p99 ${upserts.p99.toFixed(1)} ms`);
  await app.close();

  console.log(`load average before timing: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores; figures from a busy machine are not the endpoint's)`);
  api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(api, `${publicUrl}/api/v1/health/live/`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const timed = await interleaved(cases.map(([label, url]) => [label, `${publicUrl}${url}`] as const), token);
  const rows = cases.map(([label], index) => {
    const { p50, p95, p99 } = timed[index] ?? { p50: 0, p95: 0, p99: 0 };
    return [label, ms(p50), ms(p95), ms(p99), label.startsWith('campaign,') ? (p99 < 50 ? 'PASS' : 'MISS') : '-'];
  });
  const header = ['request', 'p50', 'p95', 'p99', 'p99<50ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`(load average at the end: ${loadavg().map((n) => n.toFixed(1)).join(' ')}; one request at a time, the cases in turn, ${requests} requests after ` +
    `${warmUp} warm-up per row; PostgreSQL ${new URL(adminUrl).host})`);
} finally {
  api?.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
