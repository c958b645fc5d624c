CREATE TABLE "insight_daily_counts" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"cumulative" integer[] NOT NULL,
	CONSTRAINT "insight_daily_counts_metric_day_dimension_pk" PRIMARY KEY("metric","day","dimension"),
	CONSTRAINT "insight_daily_counts_quarters" CHECK (cardinality("insight_daily_counts"."cumulative") = 97)
);
--> statement-breakpoint
CREATE TABLE "insight_progress_seen" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"progress_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_refreshes" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_refreshes_one_row" CHECK ("insight_refreshes"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "insight_topic_stages" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"started_at" timestamp with time zone,
	"halfway_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"assessed_at" timestamp with time zone,
	"last_reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insight_topic_stages_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "insight_weekly_active" (
	"week_start" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_progress_seen" ADD CONSTRAINT "insight_progress_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_topic_stages" ADD CONSTRAINT "insight_topic_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_topic_stages" ADD CONSTRAINT "insight_topic_stages_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_daily_counts_day_idx" ON "insight_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "insight_topic_stages_last_reached_at_idx" ON "insight_topic_stages" USING btree ("last_reached_at");--> statement-breakpoint
CREATE INDEX "insight_topic_stages_module_id_idx" ON "insight_topic_stages" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "media_plays_first_reported_at_idx" ON "media_plays" USING btree ("first_reported_at");