CREATE TABLE "brand_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"type" text NOT NULL,
	"details" jsonb NOT NULL,
	"sealed_details" text,
	"summary" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"checked" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"difference_count" integer DEFAULT 0 NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "funding_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"funding_order_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "funding_refunds_amount_positive" CHECK ("funding_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_payment_methods" ADD CONSTRAINT "brand_payment_methods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_refunds" ADD CONSTRAINT "funding_refunds_funding_order_id_funding_orders_id_fk" FOREIGN KEY ("funding_order_id") REFERENCES "public"."funding_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_payment_methods_brand_idx" ON "brand_payment_methods" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_payment_methods_one_default" ON "brand_payment_methods" USING btree ("brand_id") WHERE "brand_payment_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "funding_refunds_idempotency_key_unique" ON "funding_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_refunds_provider_refund_unique" ON "funding_refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "funding_refunds_campaign_idx" ON "funding_refunds" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "funding_refunds_status_idx" ON "funding_refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_invoice_number_unique" ON "payout_lines" USING btree ("invoice_number");