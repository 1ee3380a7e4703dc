import { authorized, call, campaignBody, sleep } from './client';
import { count, withClient } from './postgres';

/** Creates and publishes a campaign through `baseUrl`: publishing queues its matching job. */
export async function publishCampaign(baseUrl: string, user: { token: string; brandId: string }, name: string): Promise<string> {
  const created = await call(`${baseUrl}/api/v1/campaigns/`, { method: 'POST', headers: authorized(user.token), body: campaignBody(user.brandId, name) });
  if (created.status !== 201) throw new Error(`create ${name}: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const published = await call(`${baseUrl}/api/v1/campaigns/${id}/publish/`, { method: 'POST', headers: authorized(user.token), body: '{}' });
  if (published.status >= 300) throw new Error(`publish ${name}: ${published.status} ${await published.text()}`);
  return id;
}

/** The matching job(s) of a campaign in pg-boss: their states and retry counts. */
export async function matchingJobs(databaseUrl: string, campaignId: string) {
  return withClient(databaseUrl, async (client) =>
    (await client.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'campaign-matching' and data->>'campaignId' = $1 order by created_on`,
      [campaignId],
    )).rows,
  );
}

/** What one matching run leaves behind; each must be 1 however often the job ran. */
export async function matchingEffects(databaseUrl: string, campaignId: string) {
  return {
    queue_outreach_events: await count(databaseUrl, `select count(*) from campaign_events where campaign_id = $1 and action = 'queue_outreach'`, [campaignId]),
    matched_notifications: await count(databaseUrl, `select count(*) from notifications where event_key = $1`, [`matched:${campaignId}`]),
    match_runs: await count(databaseUrl, 'select count(*) from campaign_match_runs where campaign_id = $1', [campaignId]),
  };
}

/** Polls until `probe` holds or `timeoutMs` passes; returns the time it took, or null. */
export async function waitFor(probe: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return Date.now() - started;
    await sleep(250);
  }
  return null;
}
