-- Mail kept before this migration was already delivered: the outbox was its destination.
ALTER TABLE "outbox_mails" ADD COLUMN "state" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "state" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox_mails" SET "delivered_at" = "sent_at";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_state_check" CHECK ("outbox_mails"."state" in ('queued', 'delivered', 'failed'));
