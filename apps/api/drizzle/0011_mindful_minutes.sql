CREATE TABLE "media_plays" (
	"user_id" integer NOT NULL,
	"play_id" uuid NOT NULL,
	"media" text NOT NULL,
	"content_id" integer NOT NULL,
	"voice" text,
	"intervals" jsonb NOT NULL,
	"counted_seconds" double precision NOT NULL,
	"first_reported_at" timestamp with time zone NOT NULL,
	"last_reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_plays_user_id_play_id_pk" PRIMARY KEY("user_id","play_id"),
	CONSTRAINT "media_plays_media" CHECK ("media_plays"."media" in ('video', 'meditation')),
	CONSTRAINT "media_plays_voice" CHECK (("media_plays"."media" = 'meditation') = ("media_plays"."voice" is not null)),
	CONSTRAINT "media_plays_counted_seconds" CHECK ("media_plays"."counted_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media_plays" ADD CONSTRAINT "media_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_plays_user_first_reported_idx" ON "media_plays" USING btree ("user_id","first_reported_at");--> statement-breakpoint
CREATE INDEX "media_plays_user_last_reported_idx" ON "media_plays" USING btree ("user_id","last_reported_at");