CREATE TYPE "public"."stats_provenance" AS ENUM('first_party', 'estimated');--> statement-breakpoint
CREATE TYPE "public"."cpm_basis" AS ENUM('views', 'engaged_views');--> statement-breakpoint
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
	"provenance" "stats_provenance" NOT NULL,
	"cpm_basis" "cpm_basis" NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_stats_snapshots_submission_id_day_pk" PRIMARY KEY("submission_id","day"),
	CONSTRAINT "content_stats_snapshots_figures_not_negative" CHECK (least("content_stats_snapshots"."views", "content_stats_snapshots"."engaged_views", "content_stats_snapshots"."likes", "content_stats_snapshots"."comments", "content_stats_snapshots"."shares", "content_stats_snapshots"."saves", "content_stats_snapshots"."reach") >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cpm_basis" "cpm_basis" DEFAULT 'views' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_stats_snapshots" ADD CONSTRAINT "content_stats_snapshots_submission_id_content_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."content_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_stats_snapshots" ADD CONSTRAINT "content_stats_snapshots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_stats_snapshots_campaign_day_idx" ON "content_stats_snapshots" USING btree ("campaign_id","day");