CREATE TABLE "content_submission_counts" (
	"campaign_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"status" "verification_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_submission_counts_campaign_id_placement_id_status_pk" PRIMARY KEY("campaign_id","placement_id","status")
);
--> statement-breakpoint
ALTER TABLE "campaign_influencers" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_submission_counts" ADD CONSTRAINT "content_submission_counts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submission_counts" ADD CONSTRAINT "content_submission_counts_placement_id_campaign_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."campaign_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_influencers_expiry_unnotified_idx" ON "campaign_influencers" USING btree ("expires_at") WHERE "campaign_influencers"."status" = 'expired' and "campaign_influencers"."expiry_notified_at" is null;--> statement-breakpoint
-- Invites that expired before this column existed were told at the time (the old job sent at once).
UPDATE "campaign_influencers" SET "expiry_notified_at" = "updated_at" WHERE "status" = 'expired';--> statement-breakpoint
INSERT INTO "content_submission_counts" ("campaign_id", "placement_id", "status", "count")
  SELECT "campaign_id", "placement_id", "status", count(*) FROM "content_submissions" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Keeps content_submission_counts in step with every insert, status change and delete (cascades included), in the
-- writer's own transaction. Old row first, new row second: statuses only move forward, so two writers never wait on
-- each other's counters in opposite orders.
CREATE FUNCTION "content_submission_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "content_submission_counts" SET "count" = "count" - 1
      WHERE "campaign_id" = OLD."campaign_id" AND "placement_id" = OLD."placement_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "content_submission_counts" ("campaign_id", "placement_id", "status", "count")
      VALUES (NEW."campaign_id", NEW."placement_id", NEW."status", 1)
      ON CONFLICT ("campaign_id", "placement_id", "status") DO UPDATE SET "count" = "content_submission_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_submission_counts_track"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "campaign_id", "placement_id" ON "content_submissions"
  FOR EACH ROW EXECUTE FUNCTION "content_submission_counts_track"();
