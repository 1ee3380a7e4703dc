import type pg from 'pg';

/** Content items of the measured campaign (issue 14: 500 items × 90 days). */
export const itemsPerCampaign = 500;
export const days = 90;
/** Other campaigns of the brand with the same load, so the table holds more than the campaign being read. */
export const otherCampaigns = 5;

/**
 * A brand with 1 + `otherCampaigns` active campaigns; each has 250 accepted influencers with a CPM YouTube video
 * (150.00 per 1,000 views, capped at 200,000) and a fixed-price Instagram reel (8,000.00), one verified content item
 * per line (500 per campaign), and a reading per item per day for the last `days` days, views growing every day.
 * YouTube items report engaged views and no reach; Instagram items reach and saves and no engaged views; one item in
 * ten is estimated. Gains, running totals, paid views and CPM spend are computed here as upsertDailySnapshot keeps them.
 */
export async function seedPerformance(client: pg.Client, ownerId: string) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const influencers = itemsPerCampaign / 2;
  const campaign = (c: string) => `md5('perf-campaign-' || ${c})::uuid`;
  const placement = (c: string, p: string) => `md5('perf-placement-' || ${c} || '-' || ${p})::uuid`;
  const roster = (c: string, i: string) => `md5('perf-roster-' || ${c} || '-' || ${i})::uuid`;
  await q('select setseed(0.14)');
  await q(`insert into brands (id, name, industry, hq_country) values (md5('perf-brand')::uuid, 'Bench Brand', 'electronics', 'IN')`);
  await q(`insert into brand_members (brand_id, user_id, role) values (md5('perf-brand')::uuid, $1, 'admin')`, [ownerId]);
  await q(`insert into campaigns (id, brand_id, created_by, status, name, currency, platforms, published_at, start_date, end_date)
    select ${campaign('c')}, md5('perf-brand')::uuid, $1, 'active', 'Bench campaign ' || c, 'INR', '{youtube,instagram}', now() - interval '100 days',
      current_date - ${days + 5}, current_date + 30
    from generate_series(0, ${otherCampaigns}) c`, [ownerId]);
  await q(`insert into campaign_placements (id, campaign_id, position, type, quantity, pricing_type, rate, view_cap)
    select ${placement('c', '0')}, ${campaign('c')}, 0, 'yt_dedicated_video'::placement_type, 1, 'cpm'::pricing_type, 150, 200000 from generate_series(0, ${otherCampaigns}) c
    union all
    select ${placement('c', '1')}, ${campaign('c')}, 1, 'ig_branded_reel'::placement_type, 1, 'fixed'::pricing_type, 8000, null from generate_series(0, ${otherCampaigns}) c`);
  await q(`insert into users (id, issuer, subject, email, name, persona)
    select md5('perf-user-' || i)::uuid, 'bench', 'perf-' || i, 'perf' || i || '@bench.example', 'Creator ' || i, 'influencer'
    from generate_series(1, ${influencers * (otherCampaigns + 1)}) i`);
  await q(`insert into influencers (id, user_id, display_name, profile_completed_at)
    select md5('perf-inf-' || i)::uuid, md5('perf-user-' || i)::uuid, 'Creator ' || i, now() from generate_series(1, ${influencers * (otherCampaigns + 1)}) i`);
  await q(`insert into campaign_influencers (id, campaign_id, influencer_id, status, invited_at, responded_at, offered_amount, offered_placements)
    select ${roster('c', 'i')}, ${campaign('c')}, md5('perf-inf-' || (c * ${influencers} + i))::uuid, 'accepted', now() - interval '99 days',
      now() - interval '98 days', 8000 + 150 * v / 1000.0,
      jsonb_build_array(
        jsonb_build_object('placement_id', ${placement('c', '0')}, 'type', 'yt_dedicated_video', 'quantity', 1, 'pricing_type', 'cpm',
          'rate', '150.00', 'projected_views', v, 'amount', to_char(150 * v / 1000.0, 'FM999999990.00')),
        jsonb_build_object('placement_id', ${placement('c', '1')}, 'type', 'ig_branded_reel', 'quantity', 1, 'pricing_type', 'fixed',
          'rate', '8000.00', 'projected_views', null, 'amount', '8000.00'))
    from generate_series(0, ${otherCampaigns}) c, generate_series(1, ${influencers}) i, lateral (select 20000 + (i * 137) % 60000 as v) pv`);
  await q(`insert into content_submissions (id, campaign_id, campaign_influencer_id, influencer_id, placement_id, platform, content_url, status,
      ownership_checked, submitted_at, updated_at)
    select md5('perf-item-' || c || '-' || i || '-' || p)::uuid, ${campaign('c')}, ${roster('c', 'i')}, md5('perf-inf-' || (c * ${influencers} + i))::uuid,
      ${placement('c', 'p')}, (array['youtube','instagram']::social_platform[])[p + 1],
      case p when 0 then 'https://www.youtube.com/watch?v=' || substr(md5(c || '-' || i), 1, 11)
        else 'https://www.instagram.com/reel/' || substr(md5(c || '-' || i), 1, 11) || '/' end,
      'verified', true, now() - interval '${days + 1} days', now() - (${days} - (i % 10)) * interval '1 day'
    from generate_series(0, ${otherCampaigns}) c, generate_series(1, ${influencers}) i, generate_series(0, 1) p`);
  // Lifetime figures grow every day (faster early on); gains = today's figure minus yesterday's; CPM is paid on views
  // within the 200,000-view cap at 150.00 (15,000 cents) per 1,000. Loaded with the rollup trigger off, then the rollup
  // is built in one statement (what the trigger would have written row by row).
  await q('alter table content_stats_snapshots disable trigger campaign_daily_stats_track');
  const gains = ['views', 'engaged_views', 'likes', 'comments', 'shares', 'saves', 'reach'];
  await q(`insert into content_stats_snapshots (submission_id, campaign_id, day, ${gains.join(', ')}, ${gains.map((f) => `${f}_gain`).join(', ')},
      paid_views_gain, billable_views_gain, cpm_spend_millicents, ${gains.map((f) => `${f}_total`).join(', ')}, paid_views_total, billable_views_total,
      cpm_spend_millicents_total, estimated_readings, provenance, cpm_basis, collected_at)
    select id, campaign_id, day, ${gains.join(', ')}, ${gains.map((f) => `${f}_gain`).join(', ')}, views_gain, billable, billable * rate,
      ${gains.map((f) => `sum(${f}_gain) over w`).join(', ')}, sum(views_gain) over w, sum(billable) over w, sum(billable * rate) over w,
      count(*) filter (where provenance = 'estimated') over w, provenance, 'views', day + interval '26 hours'
    from (
      select r.*, ${gains.map((f) => `${f} - coalesce(lag(${f}) over w, 0) as ${f}_gain`).join(', ')},
        case when cap is null then views - coalesce(lag(views) over w, 0) else least(views, cap) - least(coalesce(lag(views) over w, 0), cap) end as billable
      from (
        select s.id, s.campaign_id, current_date - (${days - 1} - d) as day,
          (base * sqrt(d + 1))::bigint as views,
          case when s.platform = 'youtube' then (base * sqrt(d + 1) * 0.6)::bigint end as engaged_views,
          (base * sqrt(d + 1) * 0.04)::bigint as likes, (base * sqrt(d + 1) * 0.004)::bigint as comments,
          case when s.platform = 'instagram' then (base * sqrt(d + 1) * 0.002)::bigint end as shares,
          case when s.platform = 'instagram' then (base * sqrt(d + 1) * 0.003)::bigint end as saves,
          case when s.platform = 'instagram' then (base * sqrt(d + 1) * 0.7)::bigint end as reach,
          case when s.platform = 'youtube' then 200000 end as cap, case when s.platform = 'youtube' then 15000 else 0 end as rate,
          (case when hashtext(s.id::text) % 10 = 0 then 'estimated' else 'first_party' end)::stats_provenance as provenance
        from content_submissions s, generate_series(0, ${days - 1}) d, lateral (select 500 + abs(hashtext(s.id::text)) % 5000 as base) b
        where s.campaign_id in (select ${campaign('c')} from generate_series(0, ${otherCampaigns}) c)
      ) r
      window w as (partition by id order by day)
    ) g
    window w as (partition by id order by day)`);
  const figures = ['views', 'engaged_views', 'paid_views', 'billable_views', 'reach', 'likes', 'comments', 'shares', 'saves'];
  await q(`insert into campaign_daily_stats (campaign_id, day, ${figures.map((f) => `${f}, ${f}_readings, ${f}_estimated`).join(', ')},
      cpm_spend_millicents, cpm_spend_estimated)
    select campaign_id, day, ${figures.map((f) => `coalesce(sum(${f}_gain), 0), count(${f}_gain),
      count(*) filter (where provenance = 'estimated' and ${f}_gain is not null)`).join(', ')},
      sum(cpm_spend_millicents), count(*) filter (where provenance = 'estimated' and cpm_spend_millicents <> 0)
    from content_stats_snapshots group by campaign_id, day`);
  await q('alter table content_stats_snapshots enable trigger campaign_daily_stats_track');
  await q('vacuum analyze');
  const { rows } = await q(`select (select count(*) from content_stats_snapshots)::int as snapshots, (select count(*) from content_submissions)::int as items`);
  return { campaignId: (await q(`select ${campaign('0')} as id`)).rows[0].id as string, brandId: (await q(`select md5('perf-brand')::uuid as id`)).rows[0].id as string, ...rows[0] } as {
    campaignId: string; brandId: string; snapshots: number; items: number;
  };
}
