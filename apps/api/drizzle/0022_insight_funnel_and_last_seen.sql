ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "insight_topic_stages_started_at_idx" ON "insight_topic_stages" USING btree ("started_at");--> statement-breakpoint
-- Members with a session today start from its last use.
UPDATE "users" u SET "last_seen_at" = s."last_seen_at" FROM (SELECT "user_id", max("last_seen_at") AS "last_seen_at" FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = u."id";--> statement-breakpoint
-- The funnel's days were counted by when each stage was reached: the next run counts everything again, by start.
DELETE FROM "insight_refreshes";
