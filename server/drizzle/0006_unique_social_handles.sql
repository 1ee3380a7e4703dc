DROP INDEX "social_accounts_influencer_platform_handle_unique";--> statement-breakpoint
-- SPEC §5: a handle starts with @. The API always required it; demo creators seeded by older versions had Instagram
-- handles without it, which would let '@name' and 'name' pass as two channels.
UPDATE "social_accounts" SET "handle" = '@' || "handle" WHERE "handle" NOT LIKE '@%';--> statement-breakpoint
-- A handle may be linked once per platform from now on. Databases that already hold the same channel on several
-- profiles (nothing checked it across profiles before) keep the oldest link, the first claim, and drop the later ones;
-- without this the unique index below could not be built and the server would not start.
DELETE FROM "social_accounts" AS later USING "social_accounts" AS earlier
WHERE later."platform" = earlier."platform" AND lower(later."handle") = lower(earlier."handle")
  AND (earlier."created_at", earlier."id") < (later."created_at", later."id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_platform_handle_unique" ON "social_accounts" USING btree ("platform",lower("handle"));
