-- Price bands (docs/directory.md "Price bands"): the price filter ("a rate for this placement type in this currency
-- between a and b") could only use the rates' GIN index for "has such a rate", so a niche + price search read every
-- profile of the niche to check the price (8,000 table blocks for a capped count over 1 M profiles). Each rate now also
-- lands in a band of a fixed geometric scale (ten bands a decade from 100 to 10,000,000, whatever the currency), and a
-- range is the short list of bands it touches, in one GIN index with the niches and languages, so a search by niche
-- and price range is one index scan that skips through the long band lists to the niche's entries, and the exact
-- price check runs on the few rows left.
ALTER TABLE "directory_profiles" ADD COLUMN "price_bands" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The band of an amount: 0 below 100, 1 to 50 on the scale, 51 from 10,000,000 up. Changing the scale means rebuilding
-- the read model (directory_profiles_rebuild()), since the rows hold bands computed with it.
CREATE FUNCTION directory_price_band(amount numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(amount, '{100,120,150,200,250,300,400,500,600,800,1000,1200,1500,2000,2500,3000,4000,5000,6000,8000,10000,12000,15000,20000,25000,30000,40000,50000,60000,80000,100000,120000,150000,200000,250000,300000,400000,500000,600000,800000,1000000,1200000,1500000,2000000,2500000,3000000,4000000,5000000,6000000,8000000,10000000}'::numeric[])
$$;--> statement-breakpoint
-- The bands a price range touches for one "placement_type:currency" key (no bound: open on that side). Immutable, so
-- with the search's values bound the planner computes the list once and estimates the index scan from it.
CREATE FUNCTION directory_price_bands(rate_key text, low numeric, high numeric) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(rate_key || ':' || band ORDER BY band), '{}'::text[])
  FROM generate_series(coalesce(directory_price_band(low), 0), coalesce(directory_price_band(high), 51)) band
$$;--> statement-breakpoint
CREATE OR REPLACE VIEW directory_profile_source AS
SELECT i.id AS influencer_id, i.display_name, i.bio, i.profile_picture, i.categories, i.languages,
  ARRAY(SELECT c || '|' || l FROM unnest(i.categories) c, unnest(i.languages) l) AS niche_languages,
  CASE WHEN coalesce(us.settings -> 'privacy' ->> 'show_location', 'true') <> 'false' THEN i.city END AS shown_city,
  CASE WHEN coalesce(us.settings -> 'privacy' ->> 'show_location', 'true') <> 'false' THEN i.country END AS shown_country,
  i.availability, i.updated_at, coalesce(a.handles, '') AS handles,
  coalesce(a.accounts, 0)::smallint AS accounts, a.followers_max, a.followers_min, a.engagement_max, a.engagement_min, a.views_max, coalesce(a.verified, false) AS verified,
  coalesce(a.youtube_accounts, 0)::smallint AS youtube_accounts, a.youtube_followers_max, a.youtube_followers_min, a.youtube_engagement_max, a.youtube_engagement_min, a.youtube_views_max, coalesce(a.youtube_verified, false) AS youtube_verified,
  coalesce(a.instagram_accounts, 0)::smallint AS instagram_accounts, a.instagram_followers_max, a.instagram_followers_min, a.instagram_engagement_max, a.instagram_engagement_min, a.instagram_views_max, coalesce(a.instagram_verified, false) AS instagram_verified,
  coalesce(r.rates, '{}'::jsonb) AS rates, coalesce(r.price_bands, '{}'::text[]) AS price_bands
FROM "influencers" i
LEFT JOIN "user_settings" us ON us.user_id = i.user_id
LEFT JOIN (
  SELECT influencer_id, string_agg(handle, E'\n' ORDER BY handle) AS handles,
    count(*)::smallint AS accounts, max(followers) AS followers_max, min(followers) AS followers_min,
    max(average_engagement) AS engagement_max, min(average_engagement) AS engagement_min, max(recent_average_views) AS views_max,
    coalesce(bool_or(metrics_provenance = 'verified'), false) AS verified,
    count(*) FILTER (WHERE platform = 'youtube')::smallint AS youtube_accounts, max(followers) FILTER (WHERE platform = 'youtube') AS youtube_followers_max, min(followers) FILTER (WHERE platform = 'youtube') AS youtube_followers_min,
    max(average_engagement) FILTER (WHERE platform = 'youtube') AS youtube_engagement_max, min(average_engagement) FILTER (WHERE platform = 'youtube') AS youtube_engagement_min, max(recent_average_views) FILTER (WHERE platform = 'youtube') AS youtube_views_max,
    coalesce(bool_or(metrics_provenance = 'verified') FILTER (WHERE platform = 'youtube'), false) AS youtube_verified,
    count(*) FILTER (WHERE platform = 'instagram')::smallint AS instagram_accounts, max(followers) FILTER (WHERE platform = 'instagram') AS instagram_followers_max, min(followers) FILTER (WHERE platform = 'instagram') AS instagram_followers_min,
    max(average_engagement) FILTER (WHERE platform = 'instagram') AS instagram_engagement_max, min(average_engagement) FILTER (WHERE platform = 'instagram') AS instagram_engagement_min, max(recent_average_views) FILTER (WHERE platform = 'instagram') AS instagram_views_max,
    coalesce(bool_or(metrics_provenance = 'verified') FILTER (WHERE platform = 'instagram'), false) AS instagram_verified
  FROM "social_accounts" GROUP BY influencer_id
) a ON a.influencer_id = i.id
LEFT JOIN (
  SELECT influencer_id, jsonb_object_agg(placement_type::text || ':' || currency::text, amount) AS rates,
    array_agg(placement_type::text || ':' || currency::text || ':' || directory_price_band(amount)) AS price_bands
  FROM "influencer_rates" GROUP BY influencer_id
) r ON r.influencer_id = i.id
WHERE i.profile_completed_at IS NOT NULL
  AND coalesce(us.settings -> 'privacy' ->> 'profile_visibility', 'public') IN ('public', 'brands_only');--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_profile_refresh(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM directory_profiles WHERE influencer_id = target;
  INSERT INTO directory_profiles (influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates, price_bands)
  SELECT influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates, price_bands
  FROM directory_profile_source WHERE influencer_id = target;
END;
$$;;--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_profiles_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  DELETE FROM directory_profiles;
  INSERT INTO directory_profiles (influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates, price_bands)
  SELECT influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates, price_bands
  FROM directory_profile_source;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END;
$$;;--> statement-breakpoint
-- The backfill of the new column, before its index so the index is built once.
UPDATE directory_profiles d SET price_bands = r.price_bands
FROM (
  SELECT influencer_id, array_agg(placement_type::text || ':' || currency::text || ':' || directory_price_band(amount)) AS price_bands
  FROM "influencer_rates" GROUP BY influencer_id
) r
WHERE r.influencer_id = d.influencer_id;--> statement-breakpoint
CREATE INDEX "directory_profiles_price_bands_idx" ON "directory_profiles" USING gin ("categories","languages","price_bands") WITH (fastupdate=false);