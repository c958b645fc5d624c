CREATE TABLE "store_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"notification_id" text NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"transaction_id" text,
	"in_app_purchase_id" integer,
	"outcome" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_notifications_store_notification_key" UNIQUE("store","notification_id"),
	CONSTRAINT "store_notifications_store" CHECK ("store_notifications"."store" in ('app_store', 'play')),
	CONSTRAINT "store_notifications_outcome" CHECK ("store_notifications"."outcome" in ('access_taken_back', 'access_restored', 'access_kept', 'gift_card_voided', 'gift_card_restored', 'gift_card_kept', 'unchanged', 'unknown_purchase', 'no_action'))
);
--> statement-breakpoint
ALTER TABLE "access_events" DROP CONSTRAINT "access_events_kind";--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_notifications" ADD CONSTRAINT "store_notifications_in_app_purchase_id_in_app_purchases_id_fk" FOREIGN KEY ("in_app_purchase_id") REFERENCES "public"."in_app_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_notifications_in_app_purchase_id_idx" ON "store_notifications" USING btree ("in_app_purchase_id");--> statement-breakpoint
CREATE INDEX "in_app_purchases_gift_code_id_idx" ON "in_app_purchases" USING btree ("gift_code_id");--> statement-breakpoint
CREATE INDEX "in_app_purchases_order_id_idx" ON "in_app_purchases" USING btree (("receipt"->>'order_id')) WHERE "in_app_purchases"."store" = 'play';--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_kind" CHECK ("access_events"."kind" in ('institution_code_redeemed', 'full_access_purchased', 'gift_card_purchased', 'gift_card_sent', 'gift_card_rescinded', 'gift_card_redeemed', 'full_access_granted', 'full_access_taken_back', 'full_access_restored', 'gift_card_voided', 'gift_card_restored'));