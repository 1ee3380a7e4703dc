import type pg from 'pg';
import { ownerTotalsBackfillSql } from '../server/src/repositories/ledger-owner-totals';

/** Brands of the ledger benchmark, two campaigns each. */
export const brandCount = 2_000;
/** Creators; the first `hotCreators` are paid for about 6 % of all placements between them. */
export const creatorCount = 10_000;
export const hotCreators = 5;
/** Campaigns 1..hotCampaigns (brands 1, 2 and 3) have `hotPlacements` accepted placements each; the others 10 to 50. */
export const hotCampaigns = 5;
export const hotPlacements = 10_000;

/**
 * About 1,000,000 ledger lines written as `ledger.repository`'s `post` writes them (docs/performance.md "Money
 * benchmarks"): each campaign funded through Razorpay (one posting), each accepted placement committed from the
 * escrow, then, by a hash of the placement: 80 % released to the creator, 56 % paid out (a third of those with 10 %
 * TDS withheld) and 50 % processed by RazorpayX. Postings follow that order in time (fundings, commits, releases,
 * payout starts, processed), so no guarded balance is ever below zero. Keys, kinds, fingerprints (sha256 of the kind
 * and the sorted lines, as `fingerprintOf`), descriptions, metadata, owners and normal sides are the real ones; each
 * line's balance after it is the running sum of its account's lines in id order and each account's balance is its
 * last line's. One INSERT per table, inside one transaction with the ledger's triggers on (the deferred "posting
 * balances" check runs for every line at COMMIT).
 *
 * `creatorIds` are the influencer ids of creators 1..n (signed-up users the benchmark reads as); creators after them
 * get new profiles. `ownerId` administers every brand.
 */
export async function seedLedger(client: pg.Client, ownerId: string, creatorIds: string[]) {
  const q = async (text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    if (process.env.BENCH_VERBOSE) console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${text.replace(/\s+/g, ' ').slice(0, 70)}`);
    return result;
  };
  await q(`insert into brands (id, name, industry, hq_country)
    select md5('lb-brand-' || b)::uuid, 'Ledger brand ' || b, 'electronics', 'IN' from generate_series(1, ${brandCount}) b`);
  await q(`insert into brand_members (brand_id, user_id, role) select md5('lb-brand-' || b)::uuid, $1, 'admin' from generate_series(1, ${brandCount}) b`, [ownerId]);
  await q(`insert into campaigns (id, brand_id, created_by, status, name, currency, platforms, published_at, budget)
    select md5('lb-campaign-' || c)::uuid, md5('lb-brand-' || ((c + 1) / 2))::uuid, $1, 'active', 'Ledger campaign ' || c, 'INR', '{youtube,instagram}',
      now() - interval '400 days', 900000000
    from generate_series(1, ${brandCount * 2}) c`, [ownerId]);
  await q(`insert into users (id, issuer, subject, email, name, persona)
    select md5('lb-user-' || i)::uuid, 'bench', 'lb-' || i, 'lb' || i || '@bench.example', 'Creator ' || i, 'influencer'
    from generate_series(${creatorIds.length + 1}, ${creatorCount}) i`);
  await q(`insert into influencers (id, user_id, display_name, profile_completed_at)
    select md5('lb-inf-' || i)::uuid, md5('lb-user-' || i)::uuid, 'Creator ' || i, now() from generate_series(${creatorIds.length + 1}, ${creatorCount}) i`);
  await q(`create temp table lb_creator as
    select ordinality::int as i, id::uuid from unnest($1::text[]) with ordinality as id
    union all select i, md5('lb-inf-' || i)::uuid from generate_series(${creatorIds.length + 1}, ${creatorCount}) i`, [creatorIds]);

  // Placements: campaign, brand, creator, amount and how far its money went (stage), all from hashes of its ids.
  await q(`create temp table lb_placement as
    select p.*, md5('lb-po-' || p.id)::uuid as payout_id,
      case when p.stage >= 44 and p.h % 3 = 0 then p.amount / 10 else 0 end as tds
    from (
      select md5('lb-pl-' || c || '-' || k)::uuid as id, c, md5('lb-campaign-' || c)::uuid as campaign_id, md5('lb-brand-' || ((c + 1) / 2))::uuid as brand_id,
        case when h % 100 < 6 then 1 + (h / 100) % ${hotCreators} else ${hotCreators + 1} + h % ${creatorCount - hotCreators} end as creator,
        (5000 + (h % 46) * 1000) * 100 as amount, (h / 7) % 100 as stage, h
      from generate_series(1, ${brandCount * 2}) c
      cross join lateral generate_series(1, case when c <= ${hotCampaigns} then ${hotPlacements} else 10 + abs(hashtext('lb-size-' || c)) % 41 end) k
      cross join lateral (select abs(hashtext('lb-h-' || c || '-' || k)) as h) hh
    ) p`);
  await q(`alter table lb_placement add column influencer_id uuid`);
  await q(`update lb_placement p set influencer_id = c.id from lb_creator c where c.i = p.creator`);

  // Postings (phase orders them in time) and their lines (account, owners, side, amount).
  await q(`create temp table lb_line as
    with funding as (
      select c, campaign_id, brand_id, sum(amount) + 100000 as amount from lb_placement group by c, campaign_id, brand_id
    ), posting_lines as (
      select 1 as phase, f.c::bigint as ord, 'funding' as kind, 'funding:razorpay:pay_lb' || f.c as key, 'Campaign funded' as description,
        jsonb_build_object('campaignId', f.campaign_id, 'brandId', f.brand_id, 'provider', 'razorpay', 'providerPaymentId', 'pay_lb' || f.c) as metadata,
        l.*
      from funding f cross join lateral (values
        (1, 'provider:razorpay', 'debit', true, null::uuid, null::uuid, null::uuid, 'debit', f.amount),
        (2, 'campaign:' || f.campaign_id || ':escrow', 'credit', false, f.brand_id, null, f.campaign_id, 'credit', f.amount)
      ) l(line, code, normal_side, allow_negative, brand_id, influencer_id, campaign_id, side, amount)
      union all
      select 2, p.c::bigint * 100000 + row_number() over (partition by p.c order by p.id), 'commit', 'commit:' || p.id, 'Committed to an accepted placement',
        jsonb_build_object('campaignId', p.campaign_id, 'placementId', p.id), l.*
      from lb_placement p cross join lateral (values
        (1, 'campaign:' || p.campaign_id || ':escrow', 'credit', false, p.brand_id, null::uuid, p.campaign_id, 'debit', p.amount),
        (2, 'placement:' || p.id || ':committed', 'credit', false, p.brand_id, null, p.campaign_id, 'credit', p.amount)
      ) l(line, code, normal_side, allow_negative, brand_id, influencer_id, campaign_id, side, amount)
      union all
      select 3, p.h, 'release', 'release:' || p.id, 'Earnings released for verified work',
        jsonb_build_object('campaignId', p.campaign_id, 'placementId', p.id, 'lineId', null, 'influencerId', p.influencer_id, 'grossMinor', p.amount,
          'tdsMinor', 0, 'basis', jsonb_build_object('kind', 'fixed')), l.*
      from lb_placement p cross join lateral (values
        (1, 'placement:' || p.id || ':committed', 'credit', false, p.brand_id, null::uuid, p.campaign_id, 'debit', p.amount),
        (2, 'creator:' || p.influencer_id || ':available', 'credit', false, null, p.influencer_id, null, 'credit', p.amount)
      ) l(line, code, normal_side, allow_negative, brand_id, influencer_id, campaign_id, side, amount)
      where p.stage >= 20
      union all
      select 4, p.h, 'payout_start', 'payout:' || p.payout_id || ':start', 'Payout sent',
        jsonb_build_object('payoutId', p.payout_id, 'influencerId', p.influencer_id, 'tdsMinor', p.tds), l.*
      from lb_placement p cross join lateral (values
        (1, 'creator:' || p.influencer_id || ':available', 'credit', false, null::uuid, p.influencer_id, null::uuid, 'debit', p.amount),
        (2, 'payout:' || p.payout_id || ':in_flight', 'credit', false, null, p.influencer_id, null, 'credit', p.amount - p.tds),
        (3, 'tax:tds_payable', 'credit', false, null, null, null, 'credit', p.tds)
      ) l(line, code, normal_side, allow_negative, brand_id, influencer_id, campaign_id, side, amount)
      where p.stage >= 44 and l.amount > 0
      union all
      select 5, p.h, 'payout_processed', 'payout:' || p.payout_id || ':processed', 'Payout processed',
        jsonb_build_object('payoutId', p.payout_id, 'influencerId', p.influencer_id), l.*
      from lb_placement p cross join lateral (values
        (1, 'payout:' || p.payout_id || ':in_flight', 'credit', false, null::uuid, p.influencer_id, null::uuid, 'debit', p.amount - p.tds),
        (2, 'provider:razorpayx', 'debit', true, null, null, null, 'credit', p.amount - p.tds)
      ) l(line, code, normal_side, allow_negative, brand_id, influencer_id, campaign_id, side, amount)
      where p.stage >= 50
    )
    select row_number() over (order by phase, ord, key, line) as id, md5('lb-tx-' || key)::uuid as transaction_id, * from posting_lines`);
  const { rows: [{ lines }] } = await q(`select count(*)::int as lines from lb_line`);

  await q('begin');
  await q(`insert into ledger_accounts (code, currency, normal_side, allow_negative, balance_minor, brand_id, influencer_id, campaign_id, created_at, updated_at)
    select code, 'INR', min(normal_side), bool_or(allow_negative),
      sum(case when side = normal_side then amount else -amount end), (array_agg(brand_id))[1], (array_agg(influencer_id))[1], (array_agg(campaign_id))[1],
      now() - interval '400 days', now()
    from lb_line group by code`);
  // One posting per key; its time follows its phase and order, its fingerprint is fingerprintOf's.
  await q(`insert into ledger_transactions (id, idempotency_key, kind, fingerprint, description, metadata, occurred_at)
    select transaction_id, key, kind,
      encode(sha256(convert_to(kind || E'\\n' || string_agg(code || '|INR|' || side || '|' || amount, E'\\n' order by (code || '|INR|' || side || '|' || amount) collate "C"), 'UTF8')), 'hex'),
      min(description), (array_agg(metadata))[1], now() - interval '400 days' + min(id) * interval '20 seconds'
    from lb_line group by transaction_id, key, kind`);
  await q(`insert into ledger_lines (id, transaction_id, account_code, currency, side, amount_minor, balance_after_minor, created_at)
    select id, transaction_id, code, 'INR', side, amount,
      sum(case when side = normal_side then amount else -amount end) over (partition by code order by id),
      now() - interval '400 days' + id * interval '20 seconds'
    from lb_line order by id`);
  await q(`select setval(pg_get_serial_sequence('ledger_lines', 'id'), (select max(id) from ledger_lines))`);
  // The owner totals `post` keeps (migration 0017): built from the lines, as the migration does for existing books.
  await q(ownerTotalsBackfillSql);
  await q('commit');
  await q('drop table lb_line');
  await q('vacuum analyze');
  const hot = await q(`select account_code as code, count(*)::int as lines from ledger_lines group by account_code order by count(*) desc limit 8`);
  return { lines: lines as number, hot: hot.rows as Array<{ code: string; lines: number }> };
}
