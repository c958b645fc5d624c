ALTER TABLE "sessions" ADD COLUMN "media_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_media_token_hash_unique" UNIQUE("media_token_hash");