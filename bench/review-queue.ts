/**
 * Latency of the brand's content review queue, GET /api/v1/campaigns/{id}/content-submissions/, and of the influencer's
 * invite list, GET /api/v1/influencers/campaign-invites/ (issue 6 target: p99 under 25 ms at 100,000 submissions),
 * through the real server on PostgreSQL.
 * Creates its own database, migrates it through the real app, bulk-loads 100,000 submissions with INSERT … SELECT
 * generate_series (one heavy campaign with 60,000, the other 40,000 spread over 200 campaigns, 1-5 review events
 * each), prints EXPLAIN (ANALYZE, BUFFERS) of the count, page and events queries, then times requests one at a time.
 *
 *   node --import tsx bench/review-queue.ts   (BENCH_DATABASE_URL defaults to the local PostgreSQL server)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, waitForReady, withClient } from './bench-server-env';
import { recordStatements } from './recorded-statements';
import { seedReviewQueue } from './review-queue.seed';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 1_000);
const apiPort = 3341;
const publicUrl = `http://localhost:${apiPort}`;
const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, 'review_queue', publicUrl, { AUTH_RATE_LIMIT: 'off' });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function sequential(url: string, token: string) {
  const times: number[] = [];
  for (let index = 0; index < requests + 100; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    if (index >= 100) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
let api: ChildProcess | undefined;
try {
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
  await app.ready();
  const email = 'bench-reviewer@example.com';
  const token = await signUpAndGetToken(app, { email, password: 'Bench!pass1', name: 'Bench Reviewer', persona: 'brand' });
  const user = await app.context.users.findByEmail(email);
  if (!user) throw new Error('no users row for the bench reviewer');
  const started = performance.now();
  const ids = await withClient(databaseUrl, (client) => seedReviewQueue(client, user.id));
  console.log(`Loaded ${ids.counts} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // An influencer with a login and an open invite to every bench campaign, for the invite list.
  const creatorEmail = 'bench-creator@example.com';
  const creatorToken = await signUpAndGetToken(app, { email: creatorEmail, password: 'Bench!pass1', name: 'Bench Creator', persona: 'influencer' });
  const creator = await app.context.users.findByEmail(creatorEmail);
  if (!creator) throw new Error('no users row for the bench creator');
  const invites = await withClient(databaseUrl, async (client) => {
    await client.query(`insert into influencers (id, user_id, display_name, profile_completed_at) values (md5('bench-creator')::uuid, $1, 'Bench Creator', now())`, [creator.id]);
    const { rowCount } = await client.query(`insert into campaign_influencers (campaign_id, influencer_id, status, offered_amount, invited_at, expires_at)
      select id, md5('bench-creator')::uuid, (array['invited','invited','accepted','declined','expired']::invite_status[])[1 + (row_number() over ()) % 5],
        20000, now() - (row_number() over ()) * interval '1 hour', now() + interval '7 days' - (row_number() over ()) * interval '1 hour'
      from campaigns`);
    await client.query('vacuum analyze campaign_influencers');
    return rowCount ?? 0;
  });
  console.log(`The bench creator has ${invites} invites among ${ids.counts.split(' ')[0]} submissions.`);

  const base = `/api/v1/campaigns/${ids.heavyCampaign}/content-submissions/`;
  const cases: Array<[string, string, string?]> = [
    ['heavy campaign, default order (-submitted_at)', base],
    ['heavy, status=submitted', `${base}?status=submitted`],
    ['heavy, status=rebuttal_requested,rebuttal_responsed', `${base}?status=rebuttal_requested,rebuttal_responsed`],
    ['heavy, placement_id filter', `${base}?placement_id=${ids.heavyPlacement}`],
    ['heavy, influencer_id filter', `${base}?influencer_id=${ids.heavyInfluencer}`],
    ['heavy, page 50', `${base}?page=50`],
    ['light campaign (200 submissions)', `/api/v1/campaigns/${ids.lightCampaign}/content-submissions/`],
    ['invite list, default (-invited_at)', '/api/v1/influencers/campaign-invites/', creatorToken],
    ['invite list, pending by deadline', '/api/v1/influencers/campaign-invites/?status=invited&ordering=expires_at', creatorToken],
    ['invite list, search', '/api/v1/influencers/campaign-invites/?search=campaign%2012', creatorToken],
  ];

  // The SQL one request runs, and its plans.
  const get = async (url: string, bearer = token) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { count: number; results: Array<{ events?: unknown[] }> };
  };
  for (const [label, url, bearer] of cases) {
    const page = await get(url, bearer);
    console.log(`  ${label}: count ${page.count}, page of ${page.results.length}, ${page.results.reduce((n, r) => n + (r.events?.length ?? 0), 0)} events`);
  }
  const statements = await recordStatements(async () => void (await get(base)));
  await app.close();
  await withClient(databaseUrl, async (client) => {
    for (const statement of statements.filter((s) => /content_submission/.test(s.text))) {
      await client.query(statement.text, statement.values);
      const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}…`);
      for (const row of rows as Array<Record<string, string>>) console.log(`  ${row['QUERY PLAN']}`);
    }
  });

  // The database's share of one request: its statements back to back on one connection (no HTTP, no JSON).
  const sqlTimes = await withClient(databaseUrl, async (client) => {
    const own = statements.filter((s) => /content_submission/.test(s.text));
    const times: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      const started = performance.now();
      for (const statement of own) await client.query(statement.text, statement.values);
      if (index >= 50) times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  });
  console.log(`\nSQL of one default heavy-campaign request (${statements.filter((s) => /content_submission/.test(s.text)).length} statements), 250 runs: ` +
    `p50 ${percentile(sqlTimes, 50).toFixed(1)} ms, p99 ${percentile(sqlTimes, 99).toFixed(1)} ms`);

  api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(api, `${publicUrl}/api/v1/health/live/`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows: string[][] = [];
  for (const [label, url, bearer] of cases) {
    const { p50, p99 } = await sequential(`${publicUrl}${url}`, bearer ?? token);
    rows.push([label, ms(p50), ms(p99), p99 < 25 ? 'PASS' : 'MISS']);
  }
  const header = ['request', 'p50', 'p99', 'p99<25ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`(load average at the end: ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')}; page_size 20 with each item's review thread; one request at a time over ${requests} requests after 100 warm-up; PostgreSQL ${new URL(adminUrl).host})`);
} finally {
  api?.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
