CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"duration_seconds" integer,
	"size_bytes" bigint,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_objects_kind" CHECK ("media_objects"."kind" in ('video', 'audio', 'captions', 'transcript', 'image', 'file'))
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_uploaded_by_user_id_idx" ON "media_objects" USING btree ("uploaded_by_user_id");