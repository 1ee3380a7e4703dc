CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."influencer_availability" AS ENUM('available', 'limited', 'unavailable');--> statement-breakpoint
CREATE TABLE "brand_shortlist_members" (
	"shortlist_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_shortlist_members_pkey" PRIMARY KEY("shortlist_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "brand_shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencer_rates" (
	"influencer_id" uuid NOT NULL,
	"placement_type" "placement_type" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_rates_pkey" PRIMARY KEY("influencer_id","placement_type")
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "availability" "influencer_availability" DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_shortlist_members" ADD CONSTRAINT "brand_shortlist_members_shortlist_id_brand_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."brand_shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_shortlist_members" ADD CONSTRAINT "brand_shortlist_members_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_shortlist_members" ADD CONSTRAINT "brand_shortlist_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_shortlists" ADD CONSTRAINT "brand_shortlists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_shortlists" ADD CONSTRAINT "brand_shortlists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencer_rates" ADD CONSTRAINT "influencer_rates_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_shortlist_members_influencer_idx" ON "brand_shortlist_members" USING btree ("influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_shortlists_brand_name_key" ON "brand_shortlists" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "influencer_rates_type_amount_idx" ON "influencer_rates" USING btree ("placement_type","currency","amount");--> statement-breakpoint
CREATE INDEX "influencers_directory_text_trgm_idx" ON "influencers" USING gin (("display_name" || ' ' || coalesce("bio", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "influencers_directory_recent_idx" ON "influencers" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE "influencers"."profile_completed_at" is not null;--> statement-breakpoint
CREATE INDEX "social_accounts_handle_trgm_idx" ON "social_accounts" USING gin ("handle" gin_trgm_ops);