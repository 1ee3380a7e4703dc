import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { payoutLines } from '../server/src/db/schema/payout-lines.schema';
import { users } from '../server/src/db/schema/users.schema';

/** BENCH_PAYOUT_LINES scales the run down for a quick look; the target is about 10,000. */
export const lineCount = Number(process.env.BENCH_PAYOUT_LINES ?? 10_000);
/** Two lines per creator: the second of some crosses the year's TDS threshold (194J, ₹50,000). */
export const creatorCount = Math.ceil(lineCount / 2);
const campaignCount = 20;
const seedConcurrency = 8;

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/**
 * `lineCount` approved payout lines as approval leaves them: creators (users and profiles in SQL) given a UPI id and a
 * PAN through the real services (sealed as the API seals them), 20 campaigns funded through the real ledger code, each
 * line's placement committed from its campaign's escrow and released to the creator (`money.commitPlacement`,
 * `money.releaseEarnings` keyed by the line, as approval books it), the lines themselves `approved` in SQL (the state
 * approval writes; no submission rows: a line's ids are all the sending reads).
 */
export async function seedPayoutLines(app: FastifyInstance, client: pg.Client, ownerId: string) {
  const db = app.context.database.db;
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q(`insert into brands (id, name, industry, hq_country) values (md5('pr-brand')::uuid, 'Payout bench brand', 'beauty', 'IN')`);
  await q(`insert into brand_members (brand_id, user_id, role) values (md5('pr-brand')::uuid, $1, 'admin')`, [ownerId]);
  await q(`insert into campaigns (id, brand_id, created_by, status, name, currency, platforms, published_at)
    select md5('pr-campaign-' || c)::uuid, md5('pr-brand')::uuid, $1, 'active', 'Payout campaign ' || c, 'INR', '{youtube}', now()
    from generate_series(1, ${campaignCount}) c`, [ownerId]);
  await q(`insert into users (id, issuer, subject, email, name, persona)
    select md5('pr-user-' || i)::uuid, 'bench', 'pr-' || i, 'pr' || i || '@bench.example', 'Creator ' || i, 'influencer' from generate_series(1, ${creatorCount}) i`);
  await q(`insert into influencers (id, user_id, display_name, profile_completed_at)
    select md5('pr-inf-' || i)::uuid, md5('pr-user-' || i)::uuid, 'Payout Creator ' || i, now() from generate_series(1, ${creatorCount}) i`);

  const userRows = await db.select().from(users).where(eq(users.issuer, 'bench'));
  await pool(userRows, seedConcurrency, async (user) => {
    const i = Number(user.subject.slice(3));
    await app.context.services.payouts.updateUpi(user, { upi_id: `creator${i}@okhdfc` });
    await app.context.services.taxDetails.save(user, { pan: `ABCP${String.fromCharCode(65 + (i % 26))}${String(i % 10_000).padStart(4, '0')}F` });
  });

  // Line k: creator (k % creatorCount) + 1, campaign (k % 20) + 1, ₹10,000 to ₹39,000, approved in the order of k.
  await q(`insert into payout_lines (id, submission_id, placement_id, campaign_placement_id, campaign_id, brand_id, influencer_id, currency,
      committed_minor, gross_minor, basis, status, approved_by, approved_at, created_at)
    select md5('pr-line-' || k)::uuid, md5('pr-sub-' || k)::uuid, md5('pr-roster-' || k)::uuid, md5('pr-placement-' || (k % ${campaignCount}))::uuid,
      md5('pr-campaign-' || (k % ${campaignCount} + 1))::uuid, md5('pr-brand')::uuid, md5('pr-inf-' || (k % ${creatorCount} + 1))::uuid, 'INR',
      a, a, jsonb_build_object('kind', 'fixed', 'rate', (a / 100)::text || '.00', 'note', 'Fixed price per item of the accepted offer.'),
      'approved', $1, now() - interval '1 hour' + k * interval '1 millisecond', now() - interval '2 hours'
    from generate_series(0, ${lineCount - 1}) k, lateral (select (10000 + ((k * 7919) % 30) * 1000) * 100 as a) amount`, [ownerId]);

  const lines = await db.select().from(payoutLines).where(inArray(payoutLines.status, ['approved']));
  const money = app.context.money;
  const campaigns = new Map<string, number>();
  for (const line of lines) campaigns.set(line.campaignId, (campaigns.get(line.campaignId) ?? 0) + line.committedMinor);
  for (const [campaignId, total] of campaigns) {
    await money.recordFunding({ brandId: lines[0]!.brandId, campaignId, currency: 'INR', provider: 'razorpay', providerPaymentId: `pay_pr_${campaignId.slice(0, 8)}`, amountMinor: total });
  }
  await pool(lines, seedConcurrency, async (line) => {
    const ref = { brandId: line.brandId, campaignId: line.campaignId, placementId: line.placementId, currency: line.currency };
    await money.commitPlacement({ ...ref, amountMinor: line.committedMinor });
    await money.releaseEarnings({
      ...ref, influencerId: line.influencerId, committedMinor: line.committedMinor, grossMinor: line.grossMinor, tdsMinor: 0, basis: { ...line.basis }, lineId: line.id,
    });
  });
  return { lines: lines.length, grossMinor: lines.reduce((sum, line) => sum + line.grossMinor, 0) };
}
