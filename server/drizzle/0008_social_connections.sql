CREATE TYPE "public"."social_connection_status" AS ENUM('not_connected', 'connected', 'needs_reconnect');--> statement-breakpoint
CREATE TYPE "public"."social_metrics_provenance" AS ENUM('verified', 'self_reported');--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "social_platform" NOT NULL,
	"code_verifier_sealed" text,
	"browser_binding_hash" text NOT NULL,
	"return_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "connection_status" "social_connection_status" DEFAULT 'not_connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "metrics_provenance" "social_metrics_provenance" DEFAULT 'self_reported' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "media_count" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "recent_average_views" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "access_token_sealed" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "refresh_token_sealed" text;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "granted_scopes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_platform_external_id_unique" ON "social_accounts" USING btree ("platform","external_id") WHERE "social_accounts"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "social_accounts_connected_expiry_idx" ON "social_accounts" USING btree ("token_expires_at") WHERE "social_accounts"."connection_status" = 'connected';--> statement-breakpoint
-- is_verified becomes metrics_provenance. Rows marked verified before connections existed (demo creators) keep the
-- label, as read when their numbers were last updated.
UPDATE "social_accounts" SET "metrics_provenance" = 'verified', "verified_at" = coalesce("metrics_updated_at", "created_at") WHERE "is_verified";--> statement-breakpoint
ALTER TABLE "social_accounts" DROP COLUMN "is_verified";