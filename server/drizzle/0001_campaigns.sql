CREATE TYPE "public"."branding_position" AS ENUM('start', 'middle', 'end');--> statement-breakpoint
CREATE TYPE "public"."campaign_objective" AS ENUM('awareness', 'consideration', 'conversions', 'app_installs', 'other');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'planned', 'processing_influencers', 'outreach_pending', 'outreach_in_progress', 'active', 'paused', 'completed', 'reverted', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('INR', 'USD', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."placement_pricing" AS ENUM('bundled', 'alacarte');--> statement-breakpoint
CREATE TYPE "public"."placement_type" AS ENUM('yt_new_video_branding', 'yt_new_shorts_branding', 'yt_dedicated_video', 'yt_dedicated_short', 'yt_old_video_branding', 'yt_channel_page', 'ig_channel_page', 'ig_dedicated_reel', 'ig_branded_reel', 'ig_branded_post');--> statement-breakpoint
CREATE TYPE "public"."pricing_type" AS ENUM('cpm', 'fixed');--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_status" "campaign_status",
	"to_status" "campaign_status",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "placement_type" NOT NULL,
	"quantity" integer NOT NULL,
	"pricing_type" "pricing_type" NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"view_cap" bigint,
	"video_url" text,
	"branding_position" "branding_position",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"created_by" uuid,
	"status" "campaign_status" DEFAULT 'draft' NOT NULL,
	"paused_from_status" "campaign_status",
	"name" text NOT NULL,
	"description" text,
	"objective" "campaign_objective",
	"start_date" date,
	"end_date" date,
	"budget" numeric(14, 2),
	"currency" "currency" DEFAULT 'INR' NOT NULL,
	"placement_pricing" "placement_pricing" DEFAULT 'alacarte' NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"target_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"influencer_criteria" jsonb,
	"collateral" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_placements" ADD CONSTRAINT "campaign_placements_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_placements_campaign_idx" ON "campaign_placements" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE INDEX "campaigns_brand_created_idx" ON "campaigns" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_brand_status_idx" ON "campaigns" USING btree ("brand_id","status");