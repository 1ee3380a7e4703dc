/**
 * Throughput of GET /api/v1/accounts/whoami/ with a valid token on PostgreSQL, side by side with a bare node:http
 * handler running the same SQL through the same driver. Target (issue 2): the API reaches at least 70 % of the bare
 * handler's requests per second. Both servers run in their own processes; autocannon loads them alternately from
 * this process, several rounds each, and the best round of each is compared.
 *
 *   node --import tsx bench/whoami-throughput.ts   (BENCH_DATABASE_URL defaults to the local PostgreSQL server)
 */
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, waitForReady, withClient } from './bench-server-env';
import { recordStatements, type RecordedStatement } from './recorded-statements';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const apiPort = 3301;
const barePort = 3302;
const publicUrl = `http://localhost:${apiPort}`;

const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, 'whoami', publicUrl);

/** Builds the app in-process once: signs a user up, then records the SQL that one whoami request runs. */
async function prepare(): Promise<{ token: string; statements: RecordedStatement[] }> {
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
  await app.ready();
  const token = await signUpAndGetToken(app, { email: 'bench@example.com', password: 'Bench!pass1', name: 'Bench User', persona: 'influencer' });
  await app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: { authorization: `Bearer ${token}` } });

  let response: Awaited<ReturnType<typeof app.inject>> | undefined;
  const statements = await recordStatements(async () => {
    response = await app.inject({ method: 'GET', url: '/api/v1/accounts/whoami/', headers: { authorization: `Bearer ${token}` } });
  });
  if (!response) throw new Error('whoami was not called');
  if (response.statusCode !== 200) throw new Error(`whoami answered ${response.statusCode}: ${response.body}`);
  await app.close();
  return { token, statements };
}

async function load(url: string, token: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
const children: ChildProcess[] = [];
try {
  const { token, statements } = await prepare();
  console.log(`Recorded ${statements.length} SQL statements per whoami request:`);
  for (const statement of statements) console.log(`  ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}…`);

  const api = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/whoami-prof'] : []), '--import', 'tsx', 'server/src/server.ts'], { cwd: root, env: { ...process.env, ...env, PORT: String(apiPort) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = fork(join(root, 'bench/bare-whoami-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort), BENCH_STATEMENTS: JSON.stringify(statements), BENCH_POOL_SIZE: '10' },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(api, bare);
  const apiUrl = `${publicUrl}/api/v1/accounts/whoami/`;
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await Promise.all([waitForReady(api, `${publicUrl}/api/v1/health/live/`), waitForReady(bare, bareUrl)]);

  // Warm-up (JIT, connection pools, JWKS cache), then alternate so drift on the machine hits both alike.
  await load(apiUrl, token);
  await load(bareUrl, token);
  const apiRounds: number[] = [];
  const bareRounds: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const a = await load(apiUrl, token);
    const b = await load(bareUrl, token);
    if (a.errors || b.errors) throw new Error(`errors during round ${round}: api ${a.errors}, bare ${b.errors}`);
    apiRounds.push(a.rps);
    bareRounds.push(b.rps);
    console.log(`round ${round}: fastify whoami ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms)   bare node:http ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms)`);
  }
  const bestApi = Math.max(...apiRounds);
  const bestBare = Math.max(...bareRounds);
  console.log(`\nbest: fastify ${bestApi.toFixed(0)} req/s, bare ${bestBare.toFixed(0)} req/s, ratio ${((100 * bestApi) / bestBare).toFixed(1)} % (target >= 70 %)`);
  console.log(`(${connections} connections, ${seconds} s per round, ${rounds} rounds, PostgreSQL ${new URL(adminUrl).host})`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
