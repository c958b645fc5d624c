CREATE TABLE "reminder_sends" (
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"days" smallint[] DEFAULT '{}' NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"channel" text DEFAULT 'mail' NOT NULL,
	"next_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_channel_check" CHECK ("reminder_settings"."channel" in ('mail', 'app')),
	CONSTRAINT "reminder_settings_time_check" CHECK ("reminder_settings"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_sends_created_at_idx" ON "reminder_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reminder_settings_next_due_at_idx" ON "reminder_settings" USING btree ("next_due_at") WHERE "reminder_settings"."next_due_at" is not null;