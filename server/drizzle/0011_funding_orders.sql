CREATE TABLE "funding_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_by" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_kind" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "funding_orders_amount_positive" CHECK ("funding_orders"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "funding_orders" ADD CONSTRAINT "funding_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "funding_orders_provider_order_unique" ON "funding_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "funding_orders_brand_idx" ON "funding_orders" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "funding_orders_campaign_idx" ON "funding_orders" USING btree ("campaign_id");