CREATE TABLE "content_drafts" (
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"part" text NOT NULL,
	"values" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by_user_id" integer,
	"updated_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_content_id_part_pk" PRIMARY KEY("kind","content_id","part"),
	CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('topic', 'segment', 'step', 'activity', 'resource')),
	CONSTRAINT "content_drafts_part" CHECK ("content_drafts"."part" in ('fields', 'en', 'fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"number" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"parts" text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "content_revisions_item_number_key" UNIQUE("kind","content_id","number"),
	CONSTRAINT "content_revisions_kind" CHECK ("content_revisions"."kind" in ('topic', 'segment', 'step', 'activity', 'resource'))
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_drafts_updated_by_user_id_idx" ON "content_drafts" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "content_revisions_actor_user_id_idx" ON "content_revisions" USING btree ("actor_user_id");