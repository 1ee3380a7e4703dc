import type pg from 'pg';

const influencerCount = 10_000;
const lightCampaigns = 200;

/**
 * 100,000 content submissions for the review-queue benchmark: campaign 1 (heavy) has 10,000 accepted influencers with
 * six submissions each (60,000), campaigns 2..201 have 50 influencers with four each (40,000). Statuses are weighted
 * (a quarter awaiting review), submitted_at spread over 60 days, and each submission carries the review events its
 * status implies (1 to 5). All campaigns belong to one brand the bench reviewer administers.
 */
export async function seedReviewQueue(client: pg.Client, reviewerId: string) {
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const campaignId = (c: string) => `md5('bench-campaign-' || ${c})::uuid`;
  const placementId = (c: string, p: string) => `md5('bench-placement-' || ${c} || '-' || ${p})::uuid`;
  await q('select setseed(0.42)');
  await q(`insert into brands (id, name, industry, hq_country) values (md5('bench-brand')::uuid, 'Bench Brand', 'beauty', 'IN')`);
  await q(`insert into brand_members (brand_id, user_id, role) values (md5('bench-brand')::uuid, $1, 'admin')`, [reviewerId]);
  await q(`insert into campaigns (id, brand_id, created_by, status, name, platforms, published_at)
    select ${campaignId('c')}, md5('bench-brand')::uuid, $1, 'active', 'Bench campaign ' || c, '{youtube,instagram}', now()
    from generate_series(1, ${lightCampaigns + 1}) c`, [reviewerId]);
  await q(`insert into campaign_placements (id, campaign_id, position, type, quantity, pricing_type, rate)
    select ${placementId('c', 'p')}, ${campaignId('c')}, p, (array['yt_dedicated_video','ig_branded_reel']::placement_type[])[p + 1], 3, 'fixed', 10000
    from generate_series(1, ${lightCampaigns + 1}) c cross join generate_series(0, 1) p`);
  await q(`insert into users (id, issuer, subject, email, name, persona)
    select md5('bench-inf-user-' || i)::uuid, 'bench', 'bench-inf-' || i, 'creator' || i || '@bench.example', 'Creator ' || i, 'influencer'
    from generate_series(1, ${influencerCount}) i`);
  await q(`insert into influencers (id, user_id, display_name, profile_completed_at)
    select md5('bench-inf-' || i)::uuid, md5('bench-inf-user-' || i)::uuid, 'Creator ' || i, now() from generate_series(1, ${influencerCount}) i`);
  // Roster: campaign 1 takes every influencer; campaign c > 1 takes 50 consecutive ones.
  await q(`insert into campaign_influencers (id, campaign_id, influencer_id, status, invited_at, responded_at)
    select md5('bench-roster-' || c || '-' || i)::uuid, ${campaignId('c')}, md5('bench-inf-' || i)::uuid, 'accepted', now() - interval '70 days', now() - interval '65 days'
    from (select 1 c, i from generate_series(1, ${influencerCount}) i
          union all select c, ((c * 50 + k) % ${influencerCount}) + 1 from generate_series(2, ${lightCampaigns + 1}) c, generate_series(0, 49) k) r`);
  const statusSlots = `array['submitted','submitted','submitted','verified','verified','verified','verified','rejected','rebuttal_requested',
    'rebuttal_responsed','rebuttal_approved','rebuttal_rejected']::verification_status[]`;
  await q(`insert into content_submissions (campaign_id, campaign_influencer_id, influencer_id, placement_id, platform, content_url, status,
      ownership_checked, submitted_at, updated_at)
    select ${campaignId('r.c')}, md5('bench-roster-' || r.c || '-' || r.i)::uuid, md5('bench-inf-' || r.i)::uuid, ${placementId('r.c', '(n % 2)')},
      (array['youtube','instagram']::social_platform[])[n % 2 + 1],
      case when n % 2 = 0 then 'https://www.youtube.com/watch?v=' || substr(md5(r.c || '-' || r.i || '-' || n), 1, 11)
        else 'https://www.instagram.com/reel/' || substr(md5(r.c || '-' || r.i || '-' || n), 1, 11) || '/' end,
      (${statusSlots})[1 + floor(random() * 12)::int], random() < 0.3, t, t + interval '2 days'
    from (select 1 c, i, n from generate_series(1, ${influencerCount}) i, generate_series(0, 5) n
          union all select c, ((c * 50 + k) % ${influencerCount}) + 1, n from generate_series(2, ${lightCampaigns + 1}) c, generate_series(0, 49) k, generate_series(0, 3) n) r
    cross join lateral (select now() - random() * interval '60 days' + (r.i * 0) * interval '1 second') ts(t)`);
  await q(`insert into content_submission_events (submission_id, actor_id, actor_role, action, from_status, to_status, message, created_at)
    select s.id,
      case when k in (1, 3) then i.user_id when k in (2, 4) then $1::uuid end,
      (array['influencer','brand','influencer','brand','operator'])[k],
      case k when 1 then 'submit' when 2 then (case when s.status = 'verified' then 'verify' else 'reject' end) when 3 then 'dispute'
        when 4 then 'respond' else (case when s.status = 'rebuttal_approved' then 'approve_rebuttal' else 'reject_rebuttal' end) end,
      (array[null, 'submitted', 'rejected', 'rebuttal_requested', 'rebuttal_responsed']::verification_status[])[k],
      case k when 1 then 'submitted' when 2 then (case when s.status = 'verified' then 'verified' else 'rejected' end)::verification_status
        when 3 then 'rebuttal_requested' when 4 then 'rebuttal_responsed' else s.status end,
      case when k > 1 then 'Step ' || k || ': the product should be on screen for at least ten seconds.' end,
      s.submitted_at + k * interval '1 hour'
    from content_submissions s
    join influencers i on i.id = s.influencer_id
    cross join lateral generate_series(1, case s.status when 'submitted' then 1 when 'verified' then 2 when 'rejected' then 2
      when 'rebuttal_requested' then 3 when 'rebuttal_responsed' then 4 else 5 end) k`, [reviewerId]);
  // What autovacuum does shortly after a bulk load: statistics, the visibility map (index-only counts), and the dead
  // versions the count trigger left behind (the bulk insert bumped the heavy campaign's few counter rows 60,000 times).
  for (const table of ['brands', 'users', 'brand_members', 'campaigns', 'campaign_placements', 'influencers', 'campaign_influencers',
    'content_submissions', 'content_submission_events', 'content_submission_counts']) await q(`vacuum analyze ${table}`);
  const { rows } = await q(`select (select count(*) from content_submissions) submissions, (select count(*) from content_submission_events) events,
    (select count(*) from content_submissions where campaign_id = md5('bench-campaign-1')::uuid) heavy`);
  const counts = rows[0] as { submissions: string; events: string; heavy: string };
  return {
    counts: `${counts.submissions} submissions (${counts.heavy} in the heavy campaign), ${counts.events} review events`,
    heavyCampaign: (await q(`select md5('bench-campaign-1')::uuid id`)).rows[0].id as string,
    heavyPlacement: (await q(`select md5('bench-placement-1-1')::uuid id`)).rows[0].id as string,
    heavyInfluencer: (await q(`select md5('bench-inf-42')::uuid id`)).rows[0].id as string,
    lightCampaign: (await q(`select md5('bench-campaign-7')::uuid id`)).rows[0].id as string,
  };
}
