CREATE TABLE "directory_profiles" (
	"influencer_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"profile_picture" text,
	"categories" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"niche_languages" text[] NOT NULL,
	"shown_city" text,
	"shown_country" text,
	"availability" "influencer_availability" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"handles" text DEFAULT '' NOT NULL,
	"accounts" smallint DEFAULT 0 NOT NULL,
	"followers_max" integer,
	"followers_min" integer,
	"engagement_max" double precision,
	"engagement_min" double precision,
	"views_max" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"youtube_accounts" smallint DEFAULT 0 NOT NULL,
	"youtube_followers_max" integer,
	"youtube_followers_min" integer,
	"youtube_engagement_max" double precision,
	"youtube_engagement_min" double precision,
	"youtube_views_max" integer,
	"youtube_verified" boolean DEFAULT false NOT NULL,
	"instagram_accounts" smallint DEFAULT 0 NOT NULL,
	"instagram_followers_max" integer,
	"instagram_followers_min" integer,
	"instagram_engagement_max" double precision,
	"instagram_engagement_min" double precision,
	"instagram_views_max" integer,
	"instagram_verified" boolean DEFAULT false NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_profiles" ADD CONSTRAINT "directory_profiles_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The directory's read model (docs/directory.md "Read model"). What a directory_profiles row holds, for every profile
-- brands may find: completed (profile_completed_at set) and visible to brands (privacy.profile_visibility public or
-- brands_only, the default public; the same rule as server/src/repositories/profile-privacy.ts); city and country only
-- when the location is shown. Accounts and rates are aggregated per influencer; a WHERE on influencer_id reaches the
-- grouped subqueries, so one profile's row is a few index probes.
CREATE VIEW directory_profile_source AS
SELECT i.id AS influencer_id, i.display_name, i.bio, i.profile_picture, i.categories, i.languages,
  ARRAY(SELECT c || '|' || l FROM unnest(i.categories) c, unnest(i.languages) l) AS niche_languages,
  CASE WHEN coalesce(us.settings -> 'privacy' ->> 'show_location', 'true') <> 'false' THEN i.city END AS shown_city,
  CASE WHEN coalesce(us.settings -> 'privacy' ->> 'show_location', 'true') <> 'false' THEN i.country END AS shown_country,
  i.availability, i.updated_at, coalesce(a.handles, '') AS handles,
  coalesce(a.accounts, 0)::smallint AS accounts, a.followers_max, a.followers_min, a.engagement_max, a.engagement_min, a.views_max, coalesce(a.verified, false) AS verified,
  coalesce(a.youtube_accounts, 0)::smallint AS youtube_accounts, a.youtube_followers_max, a.youtube_followers_min, a.youtube_engagement_max, a.youtube_engagement_min, a.youtube_views_max, coalesce(a.youtube_verified, false) AS youtube_verified,
  coalesce(a.instagram_accounts, 0)::smallint AS instagram_accounts, a.instagram_followers_max, a.instagram_followers_min, a.instagram_engagement_max, a.instagram_engagement_min, a.instagram_views_max, coalesce(a.instagram_verified, false) AS instagram_verified,
  coalesce(r.rates, '{}'::jsonb) AS rates
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
  SELECT influencer_id, jsonb_object_agg(placement_type::text || ':' || currency::text, amount) AS rates
  FROM "influencer_rates" GROUP BY influencer_id
) r ON r.influencer_id = i.id
WHERE i.profile_completed_at IS NOT NULL
  AND coalesce(us.settings -> 'privacy' ->> 'profile_visibility', 'public') IN ('public', 'brands_only');--> statement-breakpoint
-- One profile's row again from the source tables: removed when the profile is no longer findable.
CREATE FUNCTION directory_profile_refresh(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM directory_profiles WHERE influencer_id = target;
  INSERT INTO directory_profiles (influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates)
  SELECT influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates
  FROM directory_profile_source WHERE influencer_id = target;
END;
$$;--> statement-breakpoint
-- Every row again (the backfill below; a bulk load that ran with triggers off, as the benchmark's seed does).
CREATE FUNCTION directory_profiles_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  DELETE FROM directory_profiles;
  INSERT INTO directory_profiles (influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates)
  SELECT influencer_id, display_name, bio, profile_picture, categories, languages, niche_languages, shown_city, shown_country, availability, updated_at, handles,
    accounts, followers_max, followers_min, engagement_max, engagement_min, views_max, verified,
    youtube_accounts, youtube_followers_max, youtube_followers_min, youtube_engagement_max, youtube_engagement_min, youtube_views_max, youtube_verified,
    instagram_accounts, instagram_followers_max, instagram_followers_min, instagram_engagement_max, instagram_engagement_min, instagram_views_max, instagram_verified,
    rates
  FROM directory_profile_source;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END;
$$;--> statement-breakpoint
-- Triggers keep the rows in step in the writer's transaction, whichever code path writes (services, jobs refreshing
-- figures, account deletion's cascades, hand fixes): docs/directory.md "Read model" says why not the services.
CREATE FUNCTION directory_profiles_follow_influencer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM directory_profile_refresh(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION directory_profiles_follow_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM directory_profile_refresh(OLD.influencer_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.influencer_id IS DISTINCT FROM OLD.influencer_id) THEN
    PERFORM directory_profile_refresh(NEW.influencer_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION directory_profiles_follow_settings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  SELECT id INTO target FROM influencers WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  IF target IS NOT NULL THEN
    PERFORM directory_profile_refresh(target);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An influencer's deletion removes the row by the foreign key's cascade.
CREATE TRIGGER directory_profiles_influencers AFTER INSERT OR UPDATE ON "influencers" FOR EACH ROW EXECUTE FUNCTION directory_profiles_follow_influencer();--> statement-breakpoint
-- Only the columns the directory reads: token refreshes and connection bookkeeping do not rewrite the row.
CREATE TRIGGER directory_profiles_social_accounts AFTER INSERT OR DELETE OR UPDATE OF influencer_id, platform, handle, followers, average_engagement, recent_average_views, metrics_provenance ON "social_accounts" FOR EACH ROW EXECUTE FUNCTION directory_profiles_follow_child();--> statement-breakpoint
CREATE TRIGGER directory_profiles_influencer_rates AFTER INSERT OR UPDATE OR DELETE ON "influencer_rates" FOR EACH ROW EXECUTE FUNCTION directory_profiles_follow_child();--> statement-breakpoint
CREATE TRIGGER directory_profiles_user_settings AFTER INSERT OR DELETE ON "user_settings" FOR EACH ROW EXECUTE FUNCTION directory_profiles_follow_settings();--> statement-breakpoint
-- Only a change of the privacy settings (visibility, location shown) matters; notification and UI settings do not.
CREATE TRIGGER directory_profiles_user_settings_privacy AFTER UPDATE ON "user_settings" FOR EACH ROW
  WHEN (OLD.settings -> 'privacy' IS DISTINCT FROM NEW.settings -> 'privacy') EXECUTE FUNCTION directory_profiles_follow_settings();--> statement-breakpoint
-- The directory no longer reads these two (its text index and recent-activity order are on directory_profiles);
-- dropping them spares every profile write their upkeep.
DROP INDEX "influencers_directory_text_trgm_idx";--> statement-breakpoint
DROP INDEX "influencers_directory_recent_idx";--> statement-breakpoint
-- The backfill of existing profiles, before the indexes so they are built once over the whole table.
SELECT directory_profiles_rebuild();--> statement-breakpoint
CREATE INDEX "directory_profiles_categories_idx" ON "directory_profiles" USING gin ("categories") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_profiles_languages_idx" ON "directory_profiles" USING gin ("languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_profiles_niche_languages_idx" ON "directory_profiles" USING gin ("niche_languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_profiles_text_trgm_idx" ON "directory_profiles" USING gin (("display_name" || ' ' || coalesce("bio", '') || E'\n' || "handles") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_profiles_rates_idx" ON "directory_profiles" USING gin ("rates") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_profiles_recent_idx" ON "directory_profiles" USING btree ("updated_at" DESC NULLS LAST,"influencer_id");--> statement-breakpoint
-- The default order (largest audience) also holds niches and languages, so a page of a niche and/or language search is read
-- from this index alone, without visiting a profile row per candidate (docs/directory.md "Indexes").
CREATE INDEX "directory_profiles_followers_max_idx" ON "directory_profiles" USING btree ("followers_max" DESC NULLS LAST,"influencer_id") INCLUDE ("categories","languages","niche_languages");--> statement-breakpoint
CREATE INDEX "directory_profiles_engagement_max_idx" ON "directory_profiles" USING btree ("engagement_max" DESC NULLS LAST,"influencer_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_youtube_followers_max_idx" ON "directory_profiles" USING btree ("youtube_followers_max" DESC NULLS LAST,"influencer_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_youtube_engagement_max_idx" ON "directory_profiles" USING btree ("youtube_engagement_max" DESC NULLS LAST,"influencer_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_instagram_followers_max_idx" ON "directory_profiles" USING btree ("instagram_followers_max" DESC NULLS LAST,"influencer_id");--> statement-breakpoint
CREATE INDEX "directory_profiles_instagram_engagement_max_idx" ON "directory_profiles" USING btree ("instagram_engagement_max" DESC NULLS LAST,"influencer_id");