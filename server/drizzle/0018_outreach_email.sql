CREATE TABLE "campaign_email_templates" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"type" text NOT NULL,
	"machine" boolean DEFAULT false NOT NULL,
	"machine_reason" text,
	"url" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_emails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"invite_id" uuid,
	"user_id" uuid,
	"to_email" text NOT NULL,
	"influencer_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outreach_emails_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_email_templates" ADD CONSTRAINT "campaign_email_templates_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_email_templates" ADD CONSTRAINT "campaign_email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_message_id_outreach_emails_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outreach_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tracking_events" ADD CONSTRAINT "email_tracking_events_message_id_outreach_emails_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outreach_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_invite_id_campaign_influencers_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."campaign_influencers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tracking_events_message_idx" ON "email_tracking_events" USING btree ("message_id","type");--> statement-breakpoint
CREATE INDEX "email_tracking_events_created_idx" ON "email_tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outreach_emails_brand_day_idx" ON "outreach_emails" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "outreach_emails_campaign_idx" ON "outreach_emails" USING btree ("campaign_id","created_at");