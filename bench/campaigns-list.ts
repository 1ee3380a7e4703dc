/**
 * Latency and throughput of GET /api/v1/campaigns/?status=active&page_size=20 (default ordering -created_at) on
 * PostgreSQL with 100,000 campaigns across 1,000 brands, side by side with a bare node:http handler running the same
 * SQL through the same driver. Target (issue 5): p99 under 25 ms, and at least 50 % of the bare handler's requests
 * per second; the query plan uses an index.
 * Creates its own database, migrates it through the real app, bulk-loads it with INSERT … SELECT generate_series,
 * records the SQL one list request runs, prints EXPLAIN (ANALYZE, BUFFERS) of the count and page queries, then
 * measures both servers (own processes) through HTTP: one request at a time, and under load (autocannon,
 * alternating rounds, best round of each compared). Two users: the admin of one brand (~100 campaigns) and a
 * member of 10 brands (~1,000 campaigns).
 *
 *   node --import tsx bench/campaigns-list.ts   (BENCH_DATABASE_URL defaults to the local PostgreSQL server)
 */
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, waitForReady, withClient } from './bench-server-env';
import { recordStatements, type RecordedStatement } from './recorded-statements';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const brandCount = Number(process.env.BENCH_BRANDS ?? 1_000);
const campaignCount = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const sequentialRequests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const apiPort = 3321;
const barePort = 3322;
const publicUrl = `http://localhost:${apiPort}`;
const listPath = '/api/v1/campaigns/?status=active&page_size=20';

const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, 'campaigns', publicUrl, { AUTH_RATE_LIMIT: 'off' });

interface BenchUser {
  key: string;
  label: string;
  token: string;
  statements: RecordedStatement[];
}

/**
 * Brand n (1..brandCount) and its admin user n have md5-derived ids; user 1 of brand 1 is the signed-in bench user, and
 * the multi-brand user manages brands 2..11. Campaign g belongs to brand g % brandCount + 1, so every brand holds
 * campaignCount / brandCount campaigns; statuses are weighted (a quarter active), created_at spread over a year,
 * one to three placements each on the campaign's platforms.
 */
async function bulkLoad(client: pg.Client, singleUserId: string, multiUserId: string): Promise<void> {
  const brandId = (n: string) => `md5('bench-brand-' || ${n})::uuid`;
  await client.query('select setseed(0.42)');
  await client.query(`insert into brands (id, name, industry, hq_country)
    select ${brandId('g')}, 'Bench Brand ' || g, (array['beauty','fashion','tech','food','travel'])[1 + g % 5], 'IN'
    from generate_series(1, ${brandCount}) g`);
  await client.query(`insert into users (id, issuer, subject, email, name, persona)
    select md5('bench-user-' || g)::uuid, 'bench', 'bench-user-' || g, 'admin' || g || '@brand.example', 'Admin ' || g, 'brand'
    from generate_series(2, ${brandCount}) g`);
  await client.query(`insert into brand_members (brand_id, user_id, role)
    select ${brandId('g')}, case when g = 1 then $1::uuid else md5('bench-user-' || g)::uuid end, 'admin'
    from generate_series(1, ${brandCount}) g`, [singleUserId]);
  await client.query(`insert into brand_members (brand_id, user_id, role)
    select ${brandId('g')}, $1::uuid, 'manager' from generate_series(2, 11) g`, [multiUserId]);
  // 20 slots: draft 3, planned 2, processing 1, outreach pending 1, outreach in progress 1, active 5, paused 1,
  // completed 4, reverted 1, canceled 1.
  const statusSlots = `array['draft','draft','draft','planned','planned','processing_influencers','outreach_pending',
    'outreach_in_progress','active','active','active','active','active','paused','completed','completed','completed','completed',
    'reverted','canceled']::campaign_status[]`;
  await client.query(`insert into campaigns (id, brand_id, created_by, status, paused_from_status, name, description, objective,
      start_date, end_date, budget, currency, placement_pricing, platforms, published_at, created_at, updated_at)
    select id, brand_id, created_by, status, case when status = 'paused' then 'active'::campaign_status end, name, description, objective,
      (created_at + interval '14 days')::date, (created_at + interval '60 days')::date, budget, currency, placement_pricing, platforms,
      case when status not in ('draft', 'canceled') then created_at + interval '1 day' end, created_at, created_at + interval '2 days'
    from (
      select md5('bench-campaign-' || g)::uuid as id, ${brandId(`(g % ${brandCount} + 1)`)} as brand_id,
        case when g % ${brandCount} = 0 then $1::uuid else md5('bench-user-' || (g % ${brandCount} + 1))::uuid end as created_by,
        (${statusSlots})[1 + floor(random() * 20)::int] as status,
        'Campaign ' || g || ' ' || (array['Summer Glow','Winter Drop','Festive Sale','Back to School','Launch'])[1 + g % 5] as name,
        'Bench campaign ' || g || ': influencers show the product in a reel or a video.' as description,
        (array['awareness','consideration','conversions','app_installs','other']::campaign_objective[])[1 + g % 5] as objective,
        case when g % 7 = 0 then null else round((10000 + random() * 990000)::numeric, 2) end as budget,
        (array['INR','INR','INR','USD','EUR']::currency[])[1 + g % 5] as currency,
        (array['alacarte','bundled']::placement_pricing[])[1 + g % 2] as placement_pricing,
        ((array['{youtube}', '{instagram}', '{youtube,instagram}'])[1 + g % 3])::text[] as platforms,
        now() - random() * interval '365 days' as created_at
      from generate_series(1, ${campaignCount}) g
    ) c`, [singleUserId]);
  const ytTypes = `array['yt_new_video_branding','yt_new_shorts_branding','yt_dedicated_video','yt_dedicated_short','yt_channel_page']::placement_type[]`;
  const igTypes = `array['ig_channel_page','ig_dedicated_reel','ig_branded_reel','ig_branded_post']::placement_type[]`;
  await client.query(`insert into campaign_placements (campaign_id, position, type, quantity, pricing_type, rate, view_cap, created_at)
    select c.id, p.position,
      case when 'youtube' = any(c.platforms) and (not 'instagram' = any(c.platforms) or p.position % 2 = 0)
        then (${ytTypes})[1 + floor(random() * 5)::int] else (${igTypes})[1 + floor(random() * 4)::int] end,
      1 + floor(random() * 5)::int, pt.pricing_type,
      case when pt.pricing_type = 'cpm' then round((100 + random() * 200)::numeric, 2) else round((5000 + random() * 20000)::numeric, 2) end,
      case when pt.pricing_type = 'cpm' and random() < 0.5 then 50000 + floor(random() * 450000)::bigint end, c.created_at
    from campaigns c
    cross join lateral generate_series(0, get_byte(decode(md5(c.id::text), 'hex'), 0) % 3) p(position)
    cross join lateral (select (array['cpm','fixed']::pricing_type[])[1 + (p.position + get_byte(decode(md5(c.id::text), 'hex'), 1)) % 2]) pt(pricing_type)`);
  // What autovacuum does shortly after a bulk load: statistics and the visibility map.
  for (const table of ['brands', 'users', 'brand_members', 'campaigns', 'campaign_placements']) await client.query(`vacuum analyze ${table}`);
}

/** Migrates through the real app, signs the two users up, loads the data and records one list request of each. */
async function prepare(): Promise<BenchUser[]> {
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
  await app.ready();
  const signUp = async (email: string) => {
    const token = await signUpAndGetToken(app, { email, password: 'Bench!pass1', name: 'Bench Brand User', persona: 'brand' });
    const user = await app.context.users.findByEmail(email);
    if (!user) throw new Error(`no users row for ${email}`);
    return { token, userId: user.id };
  };
  const single = await signUp('bench-single@example.com');
  const multi = await signUp('bench-multi@example.com');
  const started = performance.now();
  await withClient(databaseUrl, (client) => bulkLoad(client, single.userId, multi.userId));
  const users: BenchUser[] = [];
  for (const [key, label, { token }] of [['single', 'admin of 1 brand', single], ['multi', 'manager of 10 brands', multi]] as const) {
    const get = async () => {
      const response = await app.inject({ method: 'GET', url: listPath, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`${listPath} answered ${response.statusCode}: ${response.body}`);
      return response.json() as { count: number; results: unknown[] };
    };
    const page = await get(); // warm-up: token key cache, prepared statements
    const statements = await recordStatements(async () => void (await get()));
    users.push({ key, label: `${label}: ${page.count} active campaigns, page of ${page.results.length}`, token, statements });
  }
  await app.close();
  const counts = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`select (select count(*) from brands) brands, (select count(*) from campaigns) campaigns,
      (select count(*) from campaign_placements) placements, (select count(*) from campaigns where status = 'active') active`);
    return rows[0] as Record<string, string>;
  });
  console.log(`Loaded ${counts.brands} brands, ${counts.campaigns} campaigns (${counts.active} active), ${counts.placements} placements ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return users;
}

const campaignIndexes = /(campaigns_\w+)/;

/** EXPLAIN (ANALYZE, BUFFERS) of the count and page queries a list request runs; true when both use an index on campaigns. */
async function explain(user: BenchUser): Promise<boolean> {
  const isCount = (s: RecordedStatement) => /from "campaigns"/.test(s.text) && /count\(/.test(s.text);
  const isPage = (s: RecordedStatement) => /from "campaigns"/.test(s.text) && /order by/.test(s.text) && !isCount(s);
  const queries = { count: user.statements.find(isCount), page: user.statements.find(isPage) };
  let indexed = true;
  await withClient(databaseUrl, async (client) => {
    for (const [name, statement] of Object.entries(queries)) {
      if (!statement) throw new Error(`no ${name} query among the recorded statements`);
      await client.query(statement.text, statement.values); // warm: the API runs it on a warm connection too
      const { rows } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${name} query, ${user.key}:`);
      for (const line of plan) console.log(`  ${line}`);
      const seqScan = plan.some((line) => /Seq Scan on campaigns/.test(line));
      const campaignIndex = plan.find((line) => /(Index (Only )?Scan using|Bitmap Index Scan on) campaigns_\w+/.test(line));
      console.log(`  -> ${seqScan ? 'SEQ SCAN on campaigns' : campaignIndex ? `index on campaigns: ${campaignIndex.match(campaignIndexes)?.[1]}` : 'no campaigns index'}`);
      indexed &&= !seqScan && Boolean(campaignIndex);
    }
  });
  return indexed;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One request at a time, timed around fetch (connection kept alive); the first 200 warm up JIT, pool and caches. */
async function sequential(url: string, token: string) {
  const times: number[] = [];
  for (let index = 0; index < sequentialRequests + 200; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (index >= 200) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function load(url: string, token: string, duration = seconds): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections, duration, headers: { authorization: `Bearer ${token}` } });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors) throw new Error(`${url}: ${errors} errors under load`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
const children: ChildProcess[] = [];
try {
  const users = await prepare();
  for (const user of users) {
    console.log(`\nRecorded ${user.statements.length} SQL statements per list request (${user.label}):`);
    for (const statement of user.statements) console.log(`  ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}…`);
  }
  const indexed = (await Promise.all(users.map(explain))).every(Boolean);

  const api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = fork(join(root, 'bench/bare-campaigns-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort), BENCH_POOL_SIZE: '10',
      BENCH_STATEMENTS: JSON.stringify(Object.fromEntries(users.map((user) => [`/${user.key}`, user.statements]))),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(api, bare);
  await Promise.all([waitForReady(api, `${publicUrl}/api/v1/health/live/`), waitForReady(bare, `http://127.0.0.1:${barePort}/`)]);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const summary: string[][] = [];
  for (const user of users) {
    const apiUrl = `${publicUrl}${listPath}`;
    const bareUrl = `http://127.0.0.1:${barePort}/${user.key}`;
    console.log(`\n${user.label}`);
    const apiOne = await sequential(apiUrl, user.token);
    const bareOne = await sequential(bareUrl, user.token);
    console.log(`  one at a time (${sequentialRequests} requests): fastify p50 ${ms(apiOne.p50)}, p99 ${ms(apiOne.p99)}   bare p50 ${ms(bareOne.p50)}, p99 ${ms(bareOne.p99)}`);
    // Warm-up, then alternate so drift on the machine hits both alike; the best round of each is compared.
    await load(apiUrl, user.token, 3);
    await load(bareUrl, user.token, 3);
    let bestApi = 0;
    let bestBare = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const a = await load(apiUrl, user.token);
      const b = await load(bareUrl, user.token);
      bestApi = Math.max(bestApi, a.rps);
      bestBare = Math.max(bestBare, b.rps);
      console.log(`  round ${round} (${connections} connections, ${seconds} s): fastify ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms)   bare ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms)`);
    }
    const ratio = (100 * bestApi) / bestBare;
    summary.push([
      user.key, ms(apiOne.p50), ms(apiOne.p99), ms(bareOne.p50), ms(bareOne.p99), bestApi.toFixed(0), bestBare.toFixed(0), `${ratio.toFixed(1)} %`,
      apiOne.p99 < 25 ? 'PASS' : 'MISS', ratio >= 50 ? 'PASS' : 'MISS',
    ]);
  }

  const header = ['user', 'API p50', 'API p99', 'bare p50', 'bare p99', 'API req/s', 'bare req/s', 'ratio', 'p99<25ms', 'ratio>=50%'];
  const widths = header.map((title, column) => Math.max(title.length, ...summary.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of summary) console.log(line(row));
  console.log(`\nquery plans use an index on campaigns: ${indexed ? 'PASS' : 'MISS'}`);
  console.log(`(single = admin of 1 brand, multi = manager of 10 brands; ${listPath}; ${brandCount} brands, ${campaignCount} campaigns; ` +
    `p50/p99 one request at a time over ${sequentialRequests} requests; req/s best of ${rounds} rounds, ${connections} connections, ${seconds} s; ` +
    `target p99 < 25 ms and API >= 50 % of bare; PostgreSQL ${new URL(adminUrl).host})`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
