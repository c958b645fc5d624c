CREATE TABLE "partner_active_weeks" (
	"institution_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "partner_active_weeks_institution_id_week_start_user_id_pk" PRIMARY KEY("institution_id","week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_age_counts" (
	"institution_id" integer NOT NULL,
	"age_group" smallint NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_age_counts_institution_id_age_group_pk" PRIMARY KEY("institution_id","age_group")
);
--> statement-breakpoint
CREATE TABLE "partner_dirty_members" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_member_topics" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"completed" boolean NOT NULL,
	"activities_done" integer NOT NULL,
	"rating" smallint,
	CONSTRAINT "partner_member_topics_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "partner_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"joined_week" date NOT NULL,
	"age_group" smallint
);
--> statement-breakpoint
CREATE TABLE "partner_topic_counts" (
	"institution_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"activity_members" integer DEFAULT 0 NOT NULL,
	"activities_done" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_topic_counts_institution_id_module_id_pk" PRIMARY KEY("institution_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "partner_weekly_counts" (
	"institution_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_weekly_counts_institution_id_week_start_pk" PRIMARY KEY("institution_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "partner_active_weeks" ADD CONSTRAINT "partner_active_weeks_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_active_weeks" ADD CONSTRAINT "partner_active_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_age_counts" ADD CONSTRAINT "partner_age_counts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_topic_counts" ADD CONSTRAINT "partner_topic_counts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_weekly_counts" ADD CONSTRAINT "partner_weekly_counts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_active_weeks_user_id_idx" ON "partner_active_weeks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_members_institution_id_idx" ON "partner_members" USING btree ("institution_id");--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers): the partner report's rollup learns which
-- institution members changed from these triggers, in the same transaction as the change, and
-- rolls up only those (staff-partner/refresh-partner-rollup.ts). A change to progress reaches
-- `users` through progress_version (0007); answering the age survey sets age_survey_status.
-- Row-level with a WHEN clause, so an update of someone outside every institution costs no call.
CREATE OR REPLACE FUNCTION innerway_mark_partner_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO partner_dirty_members (user_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO partner_dirty_members (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_insert_marks_partner_member AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.institution_id IS NOT NULL) EXECUTE FUNCTION innerway_mark_partner_member();
--> statement-breakpoint
CREATE TRIGGER users_update_marks_partner_member AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (NEW.institution_id IS NOT NULL OR OLD.institution_id IS NOT NULL)
    AND (
      NEW.institution_id IS DISTINCT FROM OLD.institution_id
      OR NEW.progress_version IS DISTINCT FROM OLD.progress_version
      OR NEW.age_survey_status IS DISTINCT FROM OLD.age_survey_status
    )
  ) EXECUTE FUNCTION innerway_mark_partner_member();
--> statement-breakpoint
CREATE TRIGGER users_delete_marks_partner_member AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.institution_id IS NOT NULL) EXECUTE FUNCTION innerway_mark_partner_member();
--> statement-breakpoint
-- Members linked before this migration are rolled up by the first run.
INSERT INTO partner_dirty_members (user_id) SELECT id FROM users WHERE institution_id IS NOT NULL;
