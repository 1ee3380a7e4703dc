CREATE TABLE "email_suppression_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_suppression_changes" ADD CONSTRAINT "email_suppression_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_suppression_changes_email_idx" ON "email_suppression_changes" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "email_suppressions_created_idx" ON "email_suppressions" USING btree ("created_at" DESC NULLS LAST,"email");