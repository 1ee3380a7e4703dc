CREATE TYPE "public"."stats_provenance" AS ENUM('first_party', 'estimated');--> statement-breakpoint
CREATE TYPE "public"."cpm_basis" AS ENUM('views', 'engaged_views');--> statement-breakpoint
CREATE TABLE "campaign_daily_stats" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"views_readings" integer DEFAULT 0 NOT NULL,
	"views_estimated" integer DEFAULT 0 NOT NULL,
	"engaged_views" bigint DEFAULT 0 NOT NULL,
	"engaged_views_readings" integer DEFAULT 0 NOT NULL,
	"engaged_views_estimated" integer DEFAULT 0 NOT NULL,
	"paid_views" bigint DEFAULT 0 NOT NULL,
	"paid_views_readings" integer DEFAULT 0 NOT NULL,
	"paid_views_estimated" integer DEFAULT 0 NOT NULL,
	"billable_views" bigint DEFAULT 0 NOT NULL,
	"billable_views_readings" integer DEFAULT 0 NOT NULL,
	"billable_views_estimated" integer DEFAULT 0 NOT NULL,
	"reach" bigint DEFAULT 0 NOT NULL,
	"reach_readings" integer DEFAULT 0 NOT NULL,
	"reach_estimated" integer DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"likes_readings" integer DEFAULT 0 NOT NULL,
	"likes_estimated" integer DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"comments_readings" integer DEFAULT 0 NOT NULL,
	"comments_estimated" integer DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"shares_readings" integer DEFAULT 0 NOT NULL,
	"shares_estimated" integer DEFAULT 0 NOT NULL,
	"saves" bigint DEFAULT 0 NOT NULL,
	"saves_readings" integer DEFAULT 0 NOT NULL,
	"saves_estimated" integer DEFAULT 0 NOT NULL,
	"cpm_spend_millicents" numeric(38, 0) DEFAULT '0' NOT NULL,
	"cpm_spend_estimated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_daily_stats_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "content_stats_snapshots" (
	"submission_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint,
	"engaged_views" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"reach" bigint,
	"views_gain" bigint,
	"engaged_views_gain" bigint,
	"likes_gain" bigint,
	"comments_gain" bigint,
	"shares_gain" bigint,
	"saves_gain" bigint,
	"reach_gain" bigint,
	"paid_views_gain" bigint,
	"billable_views_gain" bigint,
	"cpm_spend_millicents" numeric(38, 0) DEFAULT '0' NOT NULL,
	"views_total" bigint,
	"engaged_views_total" bigint,
	"likes_total" bigint,
	"comments_total" bigint,
	"shares_total" bigint,
	"saves_total" bigint,
	"reach_total" bigint,
	"paid_views_total" bigint,
	"billable_views_total" bigint,
	"cpm_spend_millicents_total" numeric(38, 0) DEFAULT '0' NOT NULL,
	"estimated_readings" integer DEFAULT 0 NOT NULL,
	"provenance" "stats_provenance" NOT NULL,
	"cpm_basis" "cpm_basis" NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_stats_snapshots_submission_id_day_pk" PRIMARY KEY("submission_id","day"),
	CONSTRAINT "content_stats_snapshots_figures_not_negative" CHECK (least("content_stats_snapshots"."views", "content_stats_snapshots"."engaged_views", "content_stats_snapshots"."likes", "content_stats_snapshots"."comments", "content_stats_snapshots"."shares", "content_stats_snapshots"."saves", "content_stats_snapshots"."reach") >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cpm_basis" "cpm_basis" DEFAULT 'views' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_daily_stats" ADD CONSTRAINT "campaign_daily_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_stats_snapshots" ADD CONSTRAINT "content_stats_snapshots_submission_id_content_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."content_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_stats_snapshots" ADD CONSTRAINT "content_stats_snapshots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_stats_snapshots_campaign_day_idx" ON "content_stats_snapshots" USING btree ("campaign_id","day");
--> statement-breakpoint
-- Keeps campaign_daily_stats (one row per campaign and day) in step with every insert, update and delete of a reading
-- (cascades included), in the writer's own transaction: the old reading is taken out, the new one added.
CREATE FUNCTION "campaign_daily_stats_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "campaign_daily_stats" SET
      "views" = "campaign_daily_stats"."views" - coalesce(OLD."views_gain", 0), "views_readings" = "campaign_daily_stats"."views_readings" - (OLD."views_gain" is not null)::int, "views_estimated" = "campaign_daily_stats"."views_estimated" - (OLD."views_gain" is not null and OLD."provenance" = 'estimated')::int,
      "engaged_views" = "campaign_daily_stats"."engaged_views" - coalesce(OLD."engaged_views_gain", 0), "engaged_views_readings" = "campaign_daily_stats"."engaged_views_readings" - (OLD."engaged_views_gain" is not null)::int, "engaged_views_estimated" = "campaign_daily_stats"."engaged_views_estimated" - (OLD."engaged_views_gain" is not null and OLD."provenance" = 'estimated')::int,
      "paid_views" = "campaign_daily_stats"."paid_views" - coalesce(OLD."paid_views_gain", 0), "paid_views_readings" = "campaign_daily_stats"."paid_views_readings" - (OLD."paid_views_gain" is not null)::int, "paid_views_estimated" = "campaign_daily_stats"."paid_views_estimated" - (OLD."paid_views_gain" is not null and OLD."provenance" = 'estimated')::int,
      "billable_views" = "campaign_daily_stats"."billable_views" - coalesce(OLD."billable_views_gain", 0), "billable_views_readings" = "campaign_daily_stats"."billable_views_readings" - (OLD."billable_views_gain" is not null)::int, "billable_views_estimated" = "campaign_daily_stats"."billable_views_estimated" - (OLD."billable_views_gain" is not null and OLD."provenance" = 'estimated')::int,
      "reach" = "campaign_daily_stats"."reach" - coalesce(OLD."reach_gain", 0), "reach_readings" = "campaign_daily_stats"."reach_readings" - (OLD."reach_gain" is not null)::int, "reach_estimated" = "campaign_daily_stats"."reach_estimated" - (OLD."reach_gain" is not null and OLD."provenance" = 'estimated')::int,
      "likes" = "campaign_daily_stats"."likes" - coalesce(OLD."likes_gain", 0), "likes_readings" = "campaign_daily_stats"."likes_readings" - (OLD."likes_gain" is not null)::int, "likes_estimated" = "campaign_daily_stats"."likes_estimated" - (OLD."likes_gain" is not null and OLD."provenance" = 'estimated')::int,
      "comments" = "campaign_daily_stats"."comments" - coalesce(OLD."comments_gain", 0), "comments_readings" = "campaign_daily_stats"."comments_readings" - (OLD."comments_gain" is not null)::int, "comments_estimated" = "campaign_daily_stats"."comments_estimated" - (OLD."comments_gain" is not null and OLD."provenance" = 'estimated')::int,
      "shares" = "campaign_daily_stats"."shares" - coalesce(OLD."shares_gain", 0), "shares_readings" = "campaign_daily_stats"."shares_readings" - (OLD."shares_gain" is not null)::int, "shares_estimated" = "campaign_daily_stats"."shares_estimated" - (OLD."shares_gain" is not null and OLD."provenance" = 'estimated')::int,
      "saves" = "campaign_daily_stats"."saves" - coalesce(OLD."saves_gain", 0), "saves_readings" = "campaign_daily_stats"."saves_readings" - (OLD."saves_gain" is not null)::int, "saves_estimated" = "campaign_daily_stats"."saves_estimated" - (OLD."saves_gain" is not null and OLD."provenance" = 'estimated')::int,
      "cpm_spend_millicents" = "campaign_daily_stats"."cpm_spend_millicents" - OLD."cpm_spend_millicents",
      "cpm_spend_estimated" = "campaign_daily_stats"."cpm_spend_estimated" - (OLD."cpm_spend_millicents" <> 0 and OLD."provenance" = 'estimated')::int
    WHERE "campaign_id" = OLD."campaign_id" AND "day" = OLD."day";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "campaign_daily_stats" ("campaign_id", "day", "views", "views_readings", "views_estimated", "engaged_views", "engaged_views_readings", "engaged_views_estimated", "paid_views", "paid_views_readings", "paid_views_estimated", "billable_views", "billable_views_readings", "billable_views_estimated", "reach", "reach_readings", "reach_estimated", "likes", "likes_readings", "likes_estimated", "comments", "comments_readings", "comments_estimated", "shares", "shares_readings", "shares_estimated", "saves", "saves_readings", "saves_estimated", "cpm_spend_millicents", "cpm_spend_estimated")
      VALUES (NEW."campaign_id", NEW."day", coalesce(NEW."views_gain", 0), (NEW."views_gain" is not null)::int, (NEW."views_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."engaged_views_gain", 0), (NEW."engaged_views_gain" is not null)::int, (NEW."engaged_views_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."paid_views_gain", 0), (NEW."paid_views_gain" is not null)::int, (NEW."paid_views_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."billable_views_gain", 0), (NEW."billable_views_gain" is not null)::int, (NEW."billable_views_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."reach_gain", 0), (NEW."reach_gain" is not null)::int, (NEW."reach_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."likes_gain", 0), (NEW."likes_gain" is not null)::int, (NEW."likes_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."comments_gain", 0), (NEW."comments_gain" is not null)::int, (NEW."comments_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."shares_gain", 0), (NEW."shares_gain" is not null)::int, (NEW."shares_gain" is not null and NEW."provenance" = 'estimated')::int, coalesce(NEW."saves_gain", 0), (NEW."saves_gain" is not null)::int, (NEW."saves_gain" is not null and NEW."provenance" = 'estimated')::int, NEW."cpm_spend_millicents", (NEW."cpm_spend_millicents" <> 0 and NEW."provenance" = 'estimated')::int)
      ON CONFLICT ("campaign_id", "day") DO UPDATE SET
        "views" = "campaign_daily_stats"."views" + excluded."views",
        "views_readings" = "campaign_daily_stats"."views_readings" + excluded."views_readings",
        "views_estimated" = "campaign_daily_stats"."views_estimated" + excluded."views_estimated",
        "engaged_views" = "campaign_daily_stats"."engaged_views" + excluded."engaged_views",
        "engaged_views_readings" = "campaign_daily_stats"."engaged_views_readings" + excluded."engaged_views_readings",
        "engaged_views_estimated" = "campaign_daily_stats"."engaged_views_estimated" + excluded."engaged_views_estimated",
        "paid_views" = "campaign_daily_stats"."paid_views" + excluded."paid_views",
        "paid_views_readings" = "campaign_daily_stats"."paid_views_readings" + excluded."paid_views_readings",
        "paid_views_estimated" = "campaign_daily_stats"."paid_views_estimated" + excluded."paid_views_estimated",
        "billable_views" = "campaign_daily_stats"."billable_views" + excluded."billable_views",
        "billable_views_readings" = "campaign_daily_stats"."billable_views_readings" + excluded."billable_views_readings",
        "billable_views_estimated" = "campaign_daily_stats"."billable_views_estimated" + excluded."billable_views_estimated",
        "reach" = "campaign_daily_stats"."reach" + excluded."reach",
        "reach_readings" = "campaign_daily_stats"."reach_readings" + excluded."reach_readings",
        "reach_estimated" = "campaign_daily_stats"."reach_estimated" + excluded."reach_estimated",
        "likes" = "campaign_daily_stats"."likes" + excluded."likes",
        "likes_readings" = "campaign_daily_stats"."likes_readings" + excluded."likes_readings",
        "likes_estimated" = "campaign_daily_stats"."likes_estimated" + excluded."likes_estimated",
        "comments" = "campaign_daily_stats"."comments" + excluded."comments",
        "comments_readings" = "campaign_daily_stats"."comments_readings" + excluded."comments_readings",
        "comments_estimated" = "campaign_daily_stats"."comments_estimated" + excluded."comments_estimated",
        "shares" = "campaign_daily_stats"."shares" + excluded."shares",
        "shares_readings" = "campaign_daily_stats"."shares_readings" + excluded."shares_readings",
        "shares_estimated" = "campaign_daily_stats"."shares_estimated" + excluded."shares_estimated",
        "saves" = "campaign_daily_stats"."saves" + excluded."saves",
        "saves_readings" = "campaign_daily_stats"."saves_readings" + excluded."saves_readings",
        "saves_estimated" = "campaign_daily_stats"."saves_estimated" + excluded."saves_estimated",
        "cpm_spend_millicents" = "campaign_daily_stats"."cpm_spend_millicents" + excluded."cpm_spend_millicents",
        "cpm_spend_estimated" = "campaign_daily_stats"."cpm_spend_estimated" + excluded."cpm_spend_estimated";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_daily_stats_track"
  AFTER INSERT OR DELETE OR UPDATE ON "content_stats_snapshots"
  FOR EACH ROW EXECUTE FUNCTION "campaign_daily_stats_track"();
