CREATE TYPE "public"."invite_status" AS ENUM('candidate', 'invited', 'accepted', 'declined', 'expired', 'removed');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('submitted', 'verified', 'rejected', 'rebuttal_requested', 'rebuttal_responsed', 'rebuttal_approved', 'rebuttal_rejected');--> statement-breakpoint
CREATE TABLE "campaign_influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"status" "invite_status" DEFAULT 'candidate' NOT NULL,
	"source" text DEFAULT 'matched' NOT NULL,
	"fit_score" double precision DEFAULT 0 NOT NULL,
	"fit" jsonb,
	"offered_amount" numeric(14, 2),
	"offered_placements" jsonb,
	"message" text,
	"invited_by" uuid,
	"invited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expiry_reminder_sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"application" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_match_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"context" jsonb NOT NULL,
	"candidate_count" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_submission_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_status" "verification_status",
	"to_status" "verification_status" NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"campaign_influencer_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"platform" "social_platform",
	"content_url" text,
	"asset_id" uuid,
	"note" text,
	"status" "verification_status" DEFAULT 'submitted' NOT NULL,
	"ownership_checked" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD CONSTRAINT "campaign_influencers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD CONSTRAINT "campaign_influencers_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD CONSTRAINT "campaign_influencers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_match_runs" ADD CONSTRAINT "campaign_match_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submission_events" ADD CONSTRAINT "content_submission_events_submission_id_content_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."content_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submission_events" ADD CONSTRAINT "content_submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_campaign_influencer_id_campaign_influencers_id_fk" FOREIGN KEY ("campaign_influencer_id") REFERENCES "public"."campaign_influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_placement_id_campaign_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."campaign_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_influencers_campaign_influencer_unique" ON "campaign_influencers" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_campaign_status_fit_idx" ON "campaign_influencers" USING btree ("campaign_id","status","fit_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "campaign_influencers_influencer_status_idx" ON "campaign_influencers" USING btree ("influencer_id","status","invited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_influencers_expiry_idx" ON "campaign_influencers" USING btree ("expires_at") WHERE "campaign_influencers"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "campaign_match_runs_campaign_idx" ON "campaign_match_runs" USING btree ("campaign_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_submission_events_submission_idx" ON "content_submission_events" USING btree ("submission_id","created_at","id");--> statement-breakpoint
CREATE INDEX "content_submissions_campaign_submitted_idx" ON "content_submissions" USING btree ("campaign_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_submissions_campaign_status_idx" ON "content_submissions" USING btree ("campaign_id","status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_submissions_roster_placement_idx" ON "content_submissions" USING btree ("campaign_influencer_id","placement_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_submissions_influencer_idx" ON "content_submissions" USING btree ("influencer_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "influencers_categories_gin_idx" ON "influencers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "influencers_languages_gin_idx" ON "influencers" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "influencers_completed_idx" ON "influencers" USING btree ("profile_completed_at") WHERE "influencers"."profile_completed_at" is not null;--> statement-breakpoint
CREATE INDEX "social_accounts_platform_followers_idx" ON "social_accounts" USING btree ("platform","followers" DESC NULLS LAST,"influencer_id");