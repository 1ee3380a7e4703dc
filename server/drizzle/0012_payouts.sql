CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"campaign_placement_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"committed_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"basis" jsonb NOT NULL,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_lines_amounts" CHECK ("payout_lines"."gross_minor" >= 0 and "payout_lines"."committed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_line_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tds_minor" bigint DEFAULT 0 NOT NULL,
	"tds_rule_id" text,
	"tds_basis" text,
	"provider" text DEFAULT 'razorpayx' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_contact_id" text,
	"provider_fund_account_id" text,
	"provider_payout_id" text,
	"destination" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"utr" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0 and "payouts"."tds_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pan_sealed" text NOT NULL,
	"pan_masked" text NOT NULL,
	"gstin" text,
	"gst_state_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_line_id_payout_lines_id_fk" FOREIGN KEY ("payout_line_id") REFERENCES "public"."payout_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_submission_unique" ON "payout_lines" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "payout_lines_brand_status_idx" ON "payout_lines" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payout_lines_influencer_idx" ON "payout_lines" USING btree ("influencer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key_unique" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_line_attempt_unique" ON "payouts" USING btree ("payout_line_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_unique" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_influencer_idx" ON "payouts" USING btree ("influencer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","updated_at");