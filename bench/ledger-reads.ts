/**
 * Reads of the money pages over a ledger of about 1,000,000 lines (issue 15 target: "Balance and earnings pages read
 * from a ledger of 1,000,000 lines: p99 under 30 ms on PostgreSQL"). Creates its own database, migrates it through the
 * real app, loads the ledger (bench/ledger-reads.seed.ts), books one more posting through the real code, then times
 * the ledger repository's reads for every brand and many creators, prints EXPLAIN (ANALYZE, BUFFERS) of the SQL the two
 * pages run, and times GET brands/{id}/payments/ and GET influencers/me/earnings/ over HTTP against the real server
 * with signed-in users, one request at a time.
 *
 *   npm run bench:ledger   (BENCH_DATABASE_URL defaults to the local PostgreSQL server; BENCH_ROUNDS=3)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signInAndGetToken, signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, waitForReady, withClient } from './bench-server-env';
import { brandCount, creatorCount, hotCampaigns, hotCreators, seedLedger } from './ledger-reads.seed';
import { recordStatements } from './recorded-statements';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const signedUpCreators = 20;
const apiPort = Number(process.env.BENCH_PORT ?? 35110);
const publicUrl = `http://localhost:${apiPort}`;
const fresh = benchServerEnv(adminUrl, `money_${process.pid}`, publicUrl, { AUTH_RATE_LIMIT: 'off', AUTH_EMAIL_VERIFICATION: 'off' });
/** BENCH_REUSE_DATABASE=<name> reads a database an earlier run kept (BENCH_KEEP_DATABASE=1) instead of loading one. */
const reuse = process.env.BENCH_REUSE_DATABASE;
const databaseName = reuse ?? fresh.databaseName;
const databaseUrl = reuse ? Object.assign(new URL(adminUrl), { pathname: `/${reuse}` }).toString() : fresh.databaseUrl;
const env = { ...fresh.env, DATABASE_URL: databaseUrl };
const password = 'Bench!pass1';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: string[][] = [];
function record(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  rows.push([label, String(sorted.length), ms(percentile(sorted, 50)), ms(percentile(sorted, 95)), ms(p99), ms(sorted.at(-1) ?? 0), p99 < 30 ? 'PASS' : 'MISS']);
  console.log(`  ${rows.at(-1)!.join('  ')}`);
}
let failures = 0;
async function timeEach<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const item of items) {
      const started = performance.now();
      await work(item);
      times.push(performance.now() - started);
    }
  }
  return times;
}
function printTable() {
  const header = ['read', 'count', 'p50', 'p95', 'p99', 'max', 'p99<30ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

if (!reuse) await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
let api: ChildProcess | undefined;
try {
  // verifyBalances sums every line: no 5 s query deadline in this process.
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test', DATABASE_QUERY_TIMEOUT_MS: '0' }) });
  await app.ready();
  const signIn = async (email: string, name: string, persona: 'brand' | 'influencer') =>
    reuse ? (await signInAndGetToken(app, email, password)).token : signUpAndGetToken(app, { email, password, name, persona });
  const ownerToken = await signIn('ledger-owner@bench.example', 'Ledger Owner', 'brand');
  const owner = await app.context.users.findByEmail('ledger-owner@bench.example');
  if (!owner) throw new Error('no users row for the bench brand owner');
  // Creators 1..signedUpCreators sign up (the first hotCreators are the busiest payees): the earnings page reads as them.
  const creators: Array<{ token: string; influencerId: string }> = [];
  for (let index = 1; index <= signedUpCreators; index += 1) {
    const email = `ledger-creator${index}@bench.example`;
    const token = await signIn(email, `Creator ${index}`, 'influencer');
    const user = await app.context.users.findByEmail(email);
    const { rows: [profile] } = await withClient(databaseUrl, (client) => client.query(reuse
      ? `select id from influencers where user_id = $1`
      : `insert into influencers (user_id, display_name, profile_completed_at) values ($1, $2, now()) returning id`, reuse ? [user!.id] : [user!.id, `Creator ${index}`]));
    creators.push({ token, influencerId: profile.id as string });
  }

  if (!reuse) {
    const started = performance.now();
    const seeded = await withClient(databaseUrl, (client) => seedLedger(client, owner.id, creators.map((c) => c.influencerId)));
    console.log(`Loaded ${seeded.lines.toLocaleString('en')} ledger lines (${brandCount} brands, ${brandCount * 2} campaigns, ${creatorCount} creators) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s. Busiest accounts:`);
    for (const hot of seeded.hot) console.log(`  ${hot.code}: ${hot.lines.toLocaleString('en')} lines`);
  }

  // The real code books on top of the loaded ledger (running balances continue), and the books still add up.
  const ids = await withClient(databaseUrl, async (client) => ({
    brands: (await client.query(`select md5('lb-brand-' || b)::uuid as id from generate_series(1, ${brandCount}) b`)).rows.map((r) => r.id as string),
    campaign1: (await client.query(`select md5('lb-campaign-1')::uuid as id`)).rows[0].id as string,
  }));
  const ledger = app.context.ledger;
  const before = await ledger.balance(`campaign:${ids.campaign1}:escrow`, 'INR');
  await app.context.money.recordFunding({ brandId: ids.brands[0]!, campaignId: ids.campaign1, currency: 'INR', provider: 'razorpay', providerPaymentId: `pay_bench_${Date.now()}`, amountMinor: 12_345_00 });
  const after = await ledger.balance(`campaign:${ids.campaign1}:escrow`, 'INR');
  const verifyStarted = performance.now();
  const differences = await ledger.verifyBalances();
  console.log(`A funding booked through the real code: escrow ${before} -> ${after} paise; verifyBalances: ${differences.length} differences ` +
    `(${((performance.now() - verifyStarted) / 1000).toFixed(1)} s over every line).`);
  const totalsStarted = performance.now();
  const totalDrift = await ledger.verifyOwnerTotals();
  console.log(`verifyOwnerTotals: ${totalDrift.length} differences (${((performance.now() - totalsStarted) / 1000).toFixed(1)} s).`);
  if (after !== before + 12_345_00 || differences.length || totalDrift.length) throw new Error('the loaded ledger does not add up');

  // The repository's reads: every brand, every creator of a sample (the hot ones included), single balances.
  const sampleCreators = await withClient(databaseUrl, async (client) =>
    (await client.query(`select influencer_id as id from (select distinct influencer_id from ledger_accounts where influencer_id is not null) c order by md5(influencer_id::text) limit 2000`)).rows.map((r) => r.id as string));
  const hotCreatorIds = creators.slice(0, hotCreators).map((c) => c.influencerId);
  const hotBrandIds = ids.brands.slice(0, Math.ceil(hotCampaigns / 2));
  const accountCodes = await withClient(databaseUrl, async (client) =>
    (await client.query(`select code from ledger_accounts order by md5(code) limit 2000`)).rows.map((r) => r.code as string));
  record('ledger.balance, 2,000 accounts', await timeEach(accountCodes, (code) => ledger.balance(code, 'INR')));
  record(`ledger.campaignFigures, all ${brandCount} brands`, await timeEach(ids.brands, (id) => ledger.campaignFigures(id)));
  record(`ledger.campaignFigures, ${hotBrandIds.length} hot brands (${hotCampaigns} campaigns of 10,000 placements)`, await timeEach(hotBrandIds, (id) => ledger.campaignFigures(id)));
  record('ledger.creatorFigures, 2,000 creators', await timeEach(sampleCreators, (id) => ledger.creatorFigures(id)));
  record(`ledger.creatorFigures, ${hotCreators} hot creators`, await timeEach(hotCreatorIds, (id) => ledger.creatorFigures(id)));

  // The SQL each page runs, and its plans (the busiest brand and creator).
  const get = async (url: string, token: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const pages = [
    ['GET brands/{id}/payments/ (hot brand 1)', `/api/v1/brands/${ids.brands[0]}/payments/`, ownerToken],
    ['GET brands/{id}/payments/ (a typical brand)', `/api/v1/brands/${ids.brands[1000]}/payments/`, ownerToken],
    ['GET influencers/me/earnings/ (hot creator 1)', '/api/v1/influencers/me/earnings/', creators[0]!.token],
  ] as const;
  for (const [label, url, token] of pages) {
    const statements = await recordStatements(async () => void (await get(url, token)));
    const own = statements.filter((s) => /ledger_/.test(s.text));
    await withClient(databaseUrl, async (client) => {
      for (const statement of own) {
        const { rows: plan } = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
        console.log(`\n${label}: EXPLAIN (ANALYZE, BUFFERS) ${statement.text.replace(/\s+/g, ' ').slice(0, 100)}…`);
        for (const row of plan as Array<Record<string, string>>) console.log(`  ${row['QUERY PLAN']}`);
      }
    });
  }
  await app.close();

  console.log(`\nload average before the HTTP timing: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores, shared)`);
  api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(api, `${publicUrl}/api/v1/health/live/`);
  const http = async (path: string, token: string) => {
    const response = await fetch(`${publicUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    // A 503 is the server's 5 s query deadline: counted (and timed), not fatal.
    if (!response.ok) {
      failures += 1;
      if (failures <= 3) console.log(`  ${path} answered ${response.status}: ${await response.text()}`);
    }
    await response.arrayBuffer().catch(() => undefined);
  };
  // Warm-up: the server's first requests compile and connect.
  for (let index = 0; index < 30; index += 1) await http(`/api/v1/brands/${ids.brands[index]}/payments/`, ownerToken);
  const brandSample = [...hotBrandIds, ...ids.brands.filter((_, index) => index % 4 === 0)].slice(0, 500);
  record(`HTTP GET brands/{id}/payments/, ${brandSample.length} brands`, await timeEach(brandSample, (id) => http(`/api/v1/brands/${id}/payments/`, ownerToken)));
  record(`HTTP GET brands/{id}/payments/, ${hotBrandIds.length} hot brands ×10`, await timeEach([...Array(10)].flatMap(() => hotBrandIds), (id) => http(`/api/v1/brands/${id}/payments/`, ownerToken)));
  record(`HTTP GET influencers/me/earnings/, ${creators.length} creators ×10`, await timeEach([...Array(10)].flatMap(() => creators), (c) => http('/api/v1/influencers/me/earnings/', c.token)));
  record(`HTTP GET influencers/me/earnings/, ${hotCreators} hot creators ×10`, await timeEach([...Array(10)].flatMap(() => creators.slice(0, hotCreators)), (c) => http('/api/v1/influencers/me/earnings/', c.token)));
  printTable();
  if (failures) console.log(`${failures} HTTP requests failed (503: the query ran past the server's 5 s deadline)`);
  console.log(`(each read ${rounds}× over its set, one at a time; load average at the end: ${loadavg().map((n) => n.toFixed(1)).join(' ')}; PostgreSQL ${new URL(adminUrl).host})`);
} finally {
  api?.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${databaseName} (BENCH_REUSE_DATABASE=${databaseName} reads it again)`);
  else await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
