/**
 * A thread of 10,000 messages opens (its last page) with p99 under 20 ms (issue 17 target). Creates its own database
 * on the local PostgreSQL, migrates it through the real app, signs up a brand and a creator, writes one thread of
 * 10,000 messages (plus 200 other threads of 500 messages each, so the index holds other threads' rows), runs
 * `vacuum analyze` as autovacuum would, then opens the last page repeatedly through the real route
 * (GET messages/threads/{id}/messages/, in-process inject: routing, auth, service, SQL, serialization), also the
 * page before it (before=<seq>) and the poll (after=<seq>), and prints p50/p95/p99 and the EXPLAIN (ANALYZE, BUFFERS)
 * of the last-page query. The database is dropped at the end.
 *
 *   npm run bench:threads   (BENCH_DATABASE_URL defaults to the local PostgreSQL server; BENCH_ROUNDS=1000)
 */
import { brandProfileToApi } from '../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../src/domain/brands/brand-profile.fixtures';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { signUpAndGetToken } from '../server/test/helpers/auth.helpers';
import { benchServerEnv, withClient } from './bench-server-env';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_ROUNDS ?? 1000);
const threadSize = 10_000;
const otherThreads = 200;
const otherThreadSize = 500;
const { databaseName, databaseUrl, env } = benchServerEnv(adminUrl, `threads_${process.pid}`, 'http://localhost:3000', {
  AUTH_RATE_LIMIT: 'off', AUTH_EMAIL_VERIFICATION: 'off',
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;
let missed = false;

await withClient(adminUrl, (client) => client.query(`create database ${databaseName}`));
try {
  const app = await buildApp({ config: loadConfig({ ...env, NODE_ENV: 'test' }) });
  await app.ready();
  try {
    const password = 'Bench!pass1';
    const brandToken = await signUpAndGetToken(app, { email: 'thread-brand@bench.example', password, name: 'Bench Brand', persona: 'brand' });
    const setup = await app.inject({
      method: 'POST', url: '/api/v1/brands/profile-setup/', headers: { authorization: `Bearer ${brandToken}` },
      payload: { ...brandProfileToApi(sampleBrandProfile), name: 'Bench Brand' },
    });
    if (setup.statusCode !== 201) throw new Error(`brand setup: ${setup.statusCode} ${setup.body}`);
    const brandId = (setup.json() as { id: string }).id;
    await signUpAndGetToken(app, { email: 'thread-creator@bench.example', password, name: 'Bench Creator', persona: 'influencer' });

    const started = performance.now();
    const threadId = await withClient(databaseUrl, async (client) => {
      const { rows: [creator] } = await client.query(
        `insert into influencers (user_id, display_name, profile_completed_at)
         select id, 'bench_creator', now() from users where email = 'thread-creator@bench.example' returning id, user_id`);
      const { rows: [brandUser] } = await client.query(`select id from users where email = 'thread-brand@bench.example'`);
      // Other creators' threads with the same brand, interleaved in time with the big one (seq is global).
      await client.query(
        `insert into users (issuer, subject, email, persona)
         select 'bench', 'other-' || g, 'other' || g || '@bench.example', 'influencer' from generate_series(1, ${otherThreads}) g`);
      await client.query(`insert into influencers (user_id, display_name) select id, 'other_' || subject from users where issuer = 'bench'`);
      const { rows: [thread] } = await client.query(
        `insert into conversation_threads (brand_id, influencer_id, created_by) values ($1, $2, $3) returning id`, [brandId, creator.id, brandUser.id]);
      await client.query(
        `insert into conversation_threads (brand_id, influencer_id) select $1, id from influencers where display_name like 'other\\_%'`, [brandId]);
      await client.query(
        `insert into conversation_messages (thread_id, sender_id, sender_side, body, created_at)
         select thread_id, case when g % 2 = 0 then $2::uuid end, case when g % 2 = 0 then 'brand' else 'influencer' end,
                'Bench message ' || g || ' about the campaign brief, dates and deliverables.', now() - interval '1 second' * (${threadSize} - g)
         from (
           select $1::uuid as thread_id, g from generate_series(1, ${threadSize}) g
           union all
           select t.id, g * ${Math.floor(threadSize / otherThreadSize)} from conversation_threads t, generate_series(1, ${otherThreadSize}) g
           where t.brand_id = $3 and t.id <> $1
         ) x
         order by g`,
        [thread.id, brandUser.id, brandId],
      );
      await client.query(`update conversation_threads set last_message_at = now(), last_message_preview = 'Bench message'`);
      await client.query('vacuum analyze');
      const { rows: [counts] } = await client.query(
        `select (select count(*) from conversation_messages where thread_id = $1) as big, (select count(*) from conversation_messages) as total`, [thread.id]);
      console.log(`Loaded ${Number(counts.total).toLocaleString('en')} messages (${Number(counts.big).toLocaleString('en')} in the opened thread, ` +
        `${otherThreads} other threads) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return thread.id as string;
    });

    const headers = { authorization: `Bearer ${brandToken}` };
    const open = (query = '') => app.inject({ method: 'GET', url: `/api/v1/messages/threads/${threadId}/messages/${query}`, headers });
    const first = await open();
    if (first.statusCode !== 200) throw new Error(`open: ${first.statusCode} ${first.body}`);
    const page = first.json() as { results: Array<{ seq: number; body: string }>; has_earlier: boolean };
    console.log(`Last page: ${page.results.length} messages, newest "${page.results.at(-1)?.body}", has_earlier ${page.has_earlier}.`);
    const firstSeq = page.results[0]!.seq;
    const lastSeq = page.results.at(-1)!.seq;

    const measure = async (label: string, query: string) => {
      for (let warm = 0; warm < 50; warm += 1) await open(query);
      const times: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const at = performance.now();
        const response = await open(query);
        times.push(performance.now() - at);
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      if (label.startsWith('last page') && p99 >= 20) missed = true;
      console.log(`| ${label} | ${rounds} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(p99)} | ${ms(times.at(-1)!)} |`);
    };
    console.log('\n| request | count | p50 | p95 | p99 | max |\n|---|---|---|---|---|---|');
    await measure('last page (no cursor), 30 messages', '');
    await measure('the page before it (before=<seq>)', `?before=${firstSeq}`);
    await measure('poll for new messages (after=<newest seq>)', `?after=${lastSeq}`);

    const plan = await withClient(databaseUrl, (client) => client.query(
      `explain (analyze, buffers, costs off)
       select * from conversation_messages where thread_id = $1 order by seq desc limit 31`, [threadId]));
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the last page:');
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN'] as string}`);
    const before = await withClient(databaseUrl, (client) => client.query(
      `explain (analyze, buffers, costs off)
       select * from conversation_messages where thread_id = $1 and seq < $2 order by seq desc limit 31`, [threadId, firstSeq]));
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the page before it:');
    for (const row of before.rows) console.log(`  ${row['QUERY PLAN'] as string}`);
  } finally {
    await app.close();
  }
} finally {
  await withClient(adminUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
console.log(missed ? '\nTarget missed: the last page p99 is 20 ms or more.' : '\nTarget met: the last page p99 is under 20 ms.');
if (missed) process.exitCode = 1;
