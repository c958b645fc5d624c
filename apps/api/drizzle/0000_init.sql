CREATE TABLE "age_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"response" smallint NOT NULL,
	"institution_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"activity_type" smallint NOT NULL,
	"male_audio_key" text,
	"male_audio_duration" integer,
	"female_audio_key" text,
	"female_audio_duration" integer,
	"transcript_key" text,
	"minutes_to_complete" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"is_trial_content" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_activity_type" CHECK ("exercises"."activity_type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "extra_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"category" smallint NOT NULL,
	"external_link" text,
	"file_key" text,
	"file_name" text,
	"captions_key" text,
	"audio_duration" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"is_trial_content" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_app_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"product_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"gift_code_id" integer,
	"receipt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_app_purchases_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_extra_contents" (
	"lesson_id" integer NOT NULL,
	"extra_content_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_extra_contents_lesson_id_extra_content_id_pk" PRIMARY KEY("lesson_id","extra_content_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"segment_number" integer NOT NULL,
	"minutes_to_complete" integer DEFAULT 0 NOT NULL,
	"has_user_assessment" boolean DEFAULT false NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"is_trial_content" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_extra_contents" (
	"module_id" integer NOT NULL,
	"extra_content_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_extra_contents_module_id_extra_content_id_pk" PRIMARY KEY("module_id","extra_content_id")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"hue" smallint,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_key" text,
	"minutes_to_complete" integer DEFAULT 0 NOT NULL,
	"assessment_intro" text DEFAULT '' NOT NULL,
	"quantitative_assessment_question" text DEFAULT '' NOT NULL,
	"qualitative_assessment_question_one" text DEFAULT '' NOT NULL,
	"qualitative_assessment_question_two" text DEFAULT '' NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"is_trial_content" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"title" text NOT NULL,
	"vimeo_link" text,
	"media_key" text,
	"captions_key" text,
	"duration_seconds" integer,
	"minutes_to_complete" integer DEFAULT 0 NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"is_trial_content" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"institution_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"delivery_state" smallint DEFAULT 10 NOT NULL,
	"purchaser_user_id" integer,
	"recipient_email" text,
	"display_from" text,
	"message" text,
	"redeemed_by_user_id" integer,
	"redeemed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "subscription_codes_code_upper_case" CHECK ("subscription_codes"."code" = upper("subscription_codes"."code")),
	CONSTRAINT "subscription_codes_type" CHECK ("subscription_codes"."type" in (1, 2)),
	CONSTRAINT "subscription_codes_delivery_state" CHECK ("subscription_codes"."delivery_state" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_content_field_language_key" UNIQUE("content_id","content_type","field","language")
);
--> statement-breakpoint
CREATE TABLE "user_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"quantitative_answer" smallint NOT NULL,
	"qualitative_answer_one" text DEFAULT '' NOT NULL,
	"qualitative_answer_two" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_assessments_quantitative_answer" CHECK ("user_assessments"."quantitative_answer" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "user_exercise_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_exercise_progress_user_exercise_key" UNIQUE("user_id","exercise_id"),
	CONSTRAINT "user_exercise_progress_percent" CHECK ("user_exercise_progress"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_step_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"time_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_step_progress_user_step_key" UNIQUE("user_id","step_id"),
	CONSTRAINT "user_step_progress_percent" CHECK ("user_step_progress"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"institution_id" integer,
	"is_trial_mode" boolean DEFAULT true NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"age_survey_status" text DEFAULT 'NOT_YET_OFFERED' NOT NULL,
	"tutorial_offer_status" text DEFAULT 'NotYetOffered' NOT NULL,
	"agreed_to_conditions" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_preferred_language" CHECK ("users"."preferred_language" in ('en', 'fr', 'es'))
);
--> statement-breakpoint
ALTER TABLE "age_surveys" ADD CONSTRAINT "age_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_surveys" ADD CONSTRAINT "age_surveys_institution_code_id_subscription_codes_id_fk" FOREIGN KEY ("institution_code_id") REFERENCES "public"."subscription_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_views" ADD CONSTRAINT "assessment_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_views" ADD CONSTRAINT "assessment_views_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD CONSTRAINT "in_app_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD CONSTRAINT "in_app_purchases_gift_code_id_subscription_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "public"."subscription_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_extra_contents" ADD CONSTRAINT "lesson_extra_contents_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_extra_contents" ADD CONSTRAINT "lesson_extra_contents_extra_content_id_extra_contents_id_fk" FOREIGN KEY ("extra_content_id") REFERENCES "public"."extra_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_extra_contents" ADD CONSTRAINT "module_extra_contents_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_extra_contents" ADD CONSTRAINT "module_extra_contents_extra_content_id_extra_contents_id_fk" FOREIGN KEY ("extra_content_id") REFERENCES "public"."extra_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD CONSTRAINT "subscription_codes_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD CONSTRAINT "subscription_codes_purchaser_user_id_users_id_fk" FOREIGN KEY ("purchaser_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD CONSTRAINT "subscription_codes_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessments" ADD CONSTRAINT "user_assessments_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exercise_progress" ADD CONSTRAINT "user_exercise_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_exercise_progress" ADD CONSTRAINT "user_exercise_progress_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_step_progress" ADD CONSTRAINT "user_step_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_step_progress" ADD CONSTRAINT "user_step_progress_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_surveys_user_id_idx" ON "age_surveys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "age_surveys_institution_code_id_idx" ON "age_surveys" USING btree ("institution_code_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_at_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_id_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assessment_views_user_module_idx" ON "assessment_views" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "assessment_views_module_id_idx" ON "assessment_views" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exercises_lesson_id_idx" ON "exercises" USING btree ("lesson_id","sort_order");--> statement-breakpoint
CREATE INDEX "extra_contents_category_idx" ON "extra_contents" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "in_app_purchases_user_id_idx" ON "in_app_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lesson_extra_contents_extra_content_id_idx" ON "lesson_extra_contents" USING btree ("extra_content_id");--> statement-breakpoint
CREATE INDEX "lessons_module_id_idx" ON "lessons" USING btree ("module_id","sort_order");--> statement-breakpoint
CREATE INDEX "module_extra_contents_extra_content_id_idx" ON "module_extra_contents" USING btree ("extra_content_id");--> statement-breakpoint
CREATE INDEX "modules_publish_status_sort_order_idx" ON "modules" USING btree ("publish_status","sort_order");--> statement-breakpoint
CREATE INDEX "outbox_mails_sent_at_idx" ON "outbox_mails" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "steps_lesson_id_idx" ON "steps" USING btree ("lesson_id","sort_order");--> statement-breakpoint
CREATE INDEX "subscription_codes_institution_id_idx" ON "subscription_codes" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "subscription_codes_purchaser_user_id_idx" ON "subscription_codes" USING btree ("purchaser_user_id");--> statement-breakpoint
CREATE INDEX "subscription_codes_redeemed_by_user_id_idx" ON "subscription_codes" USING btree ("redeemed_by_user_id");--> statement-breakpoint
CREATE INDEX "translations_language_idx" ON "translations" USING btree ("language");--> statement-breakpoint
CREATE INDEX "user_assessments_user_module_idx" ON "user_assessments" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "user_assessments_module_id_idx" ON "user_assessments" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "users_institution_id_idx" ON "users" USING btree ("institution_id");