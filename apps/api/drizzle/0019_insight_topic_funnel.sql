CREATE INDEX "insight_topic_stages_started_at_idx" ON "insight_topic_stages" USING btree ("started_at");--> statement-breakpoint
-- The funnel's days were counted by when each stage was reached: the next run counts everything again, by start.
DELETE FROM "insight_refreshes";
