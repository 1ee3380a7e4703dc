import { authorized, call, campaignBody, failureKind, sleep } from './client';
import { count, withClient } from './postgres';

export interface KeyedCreationsOptions {
  /** Where the API is now (it may move to a new process). */
  baseUrl: () => string;
  token: string;
  brandId: string;
  databaseUrl: string;
  total: number;
  concurrency: number;
  /** Fraction of the creations after which `disrupt` runs once (concurrently with the traffic). */
  disruptAt: number;
  /** Breaks something (kill -9 the API, stop PostgreSQL) and brings it back; resolves when the API should answer. */
  disrupt: () => Promise<void>;
}

const keyOf = (run: string, index: number) => `${run}-${index}`;

/**
 * R2/R3: `total` keyed campaign creations from `concurrency` clients; `disrupt` runs part-way. Afterwards the client
 * retries every unacknowledged creation with the same key and body (waiting out 409 key_in_use, 503 and connection
 * errors, bounded), re-sends a sample of acknowledged ones, and the database is checked: each key's campaign exists
 * exactly once, acknowledged ids exist, no campaign is missing its placements, replays carry the stored answer.
 */
export async function keyedCreations(options: KeyedCreationsOptions) {
  const run = `rel${Date.now().toString(36)}`;
  const acked = new Map<number, string>();
  const unacked = new Map<number, string>();
  let next = 0;
  let disruption: Promise<void> | null = null;

  async function create(index: number) {
    const response = await call(`${options.baseUrl()}/api/v1/campaigns/`, {
      method: 'POST',
      headers: authorized(options.token, { 'idempotency-key': keyOf(run, index) }),
      body: campaignBody(options.brandId, keyOf(run, index)),
      timeoutMs: 10_000,
    });
    const text = await response.text();
    return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', text, retryAfter: Number(response.headers.get('retry-after') ?? 1) };
  }

  async function firstPass() {
    while (next < options.total) {
      const index = next++;
      if (!disruption && index >= options.total * options.disruptAt) disruption = options.disrupt();
      try {
        const outcome = await create(index);
        if (outcome.status === 201) acked.set(index, (JSON.parse(outcome.text) as { id: string }).id);
        else unacked.set(index, String(outcome.status));
      } catch (error) {
        unacked.set(index, failureKind(error));
      }
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, firstPass));
  await disruption;
  const firstPassMs = Date.now() - started;
  const firstPassFailures: Record<string, number> = {};
  for (const reason of unacked.values()) firstPassFailures[reason] = (firstPassFailures[reason] ?? 0) + 1;

  // Retries with the same keys; a key whose first request died mid-way stays locked (409) until its lock expires.
  const retryDeadline = Date.now() + 150_000;
  let retriedReplayed = 0;
  let retriedCreated = 0;
  const stillFailing = new Map<number, string>();
  const pending = [...unacked.keys()];
  async function retryPass() {
    for (let index = pending.shift(); index !== undefined; index = pending.shift()) {
      for (;;) {
        let outcome: Awaited<ReturnType<typeof create>> | null = null;
        try {
          outcome = await create(index);
        } catch (error) {
          if (Date.now() > retryDeadline) { stillFailing.set(index, failureKind(error)); break; }
          await sleep(500);
          continue;
        }
        if (outcome.status === 201) {
          acked.set(index, (JSON.parse(outcome.text) as { id: string }).id);
          if (outcome.replayed) retriedReplayed += 1; else retriedCreated += 1;
          break;
        }
        if ((outcome.status === 409 || outcome.status === 503) && Date.now() < retryDeadline) {
          await sleep(Math.max(250, outcome.retryAfter * 1000));
          continue;
        }
        stillFailing.set(index, `${outcome.status} ${outcome.text.slice(0, 120)}`);
        break;
      }
    }
  }
  const retryStarted = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, retryPass));
  const retryMs = Date.now() - retryStarted;

  // Acknowledged keys sent again: the stored answer, marked as a replay, with the same campaign.
  const sample = [...acked.entries()].slice(0, 50);
  let replayMismatches = 0;
  for (const [index, id] of sample) {
    const outcome = await create(index);
    const sameId = outcome.status === 201 && (JSON.parse(outcome.text) as { id: string }).id === id;
    if (!outcome.replayed || !sameId) replayMismatches += 1;
  }

  const rows = await withClient(options.databaseUrl, async (client) =>
    (await client.query<{ name: string; n: string; ids: string[] }>(
      'select name, count(*) as n, array_agg(id::text) as ids from campaigns where name like $1 group by name',
      [`${run}-%`],
    )).rows,
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  let duplicates = 0;
  let missing = 0;
  let ackedNotInDb = 0;
  for (let index = 0; index < options.total; index += 1) {
    const row = byName.get(keyOf(run, index));
    if (!row) { if (acked.has(index)) missing += 1; continue; }
    if (Number(row.n) > 1) duplicates += Number(row.n) - 1;
    const id = acked.get(index);
    if (id && !row.ids.includes(id)) ackedNotInDb += 1;
  }
  const partial = await count(
    options.databaseUrl,
    `select count(*) from campaigns c where c.name like $1 and (select count(*) from campaign_placements p where p.campaign_id = c.id) <> 2`,
    [`${run}-%`],
  );
  const orphanPlacements = await count(
    options.databaseUrl,
    'select count(*) from campaign_placements p left join campaigns c on c.id = p.campaign_id where c.id is null',
  );
  return {
    total: options.total,
    acknowledgedFirstPass: options.total - unacked.size,
    unacknowledgedFirstPass: unacked.size,
    firstPassFailures,
    firstPassMs,
    retriedCreated,
    retriedReplayed,
    retryMs,
    stillFailing: stillFailing.size,
    stillFailingSample: [...stillFailing.values()].slice(0, 3),
    acknowledged: acked.size,
    duplicates,
    missing,
    ackedNotInDb,
    partialCampaigns: partial,
    orphanPlacements,
    replaySample: sample.length,
    replayMismatches,
    ok: acked.size === options.total && duplicates === 0 && missing === 0 && ackedNotInDb === 0 && partial === 0 && orphanPlacements === 0 && replayMismatches === 0,
  };
}
