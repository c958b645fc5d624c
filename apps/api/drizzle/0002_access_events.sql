CREATE TABLE "access_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"subscription_code_id" integer,
	"in_app_purchase_id" integer,
	"institution_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_events_kind" CHECK ("access_events"."kind" in ('institution_code_redeemed', 'full_access_purchased', 'gift_card_purchased', 'gift_card_sent', 'gift_card_rescinded', 'gift_card_redeemed'))
);
--> statement-breakpoint
ALTER TABLE "in_app_purchases" DROP CONSTRAINT "in_app_purchases_transaction_id_unique";--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD COLUMN "store" text NOT NULL;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_subscription_code_id_subscription_codes_id_fk" FOREIGN KEY ("subscription_code_id") REFERENCES "public"."subscription_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_in_app_purchase_id_in_app_purchases_id_fk" FOREIGN KEY ("in_app_purchase_id") REFERENCES "public"."in_app_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_events_user_id_at_idx" ON "access_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "access_events_actor_user_id_idx" ON "access_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "access_events_subscription_code_id_idx" ON "access_events" USING btree ("subscription_code_id");--> statement-breakpoint
CREATE INDEX "access_events_in_app_purchase_id_idx" ON "access_events" USING btree ("in_app_purchase_id");--> statement-breakpoint
CREATE INDEX "access_events_institution_id_idx" ON "access_events" USING btree ("institution_id");--> statement-breakpoint
CREATE INDEX "subscription_codes_recipient_email_idx" ON "subscription_codes" USING btree ("recipient_email");--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD CONSTRAINT "in_app_purchases_store_transaction_key" UNIQUE("store","transaction_id");--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD CONSTRAINT "in_app_purchases_store" CHECK ("in_app_purchases"."store" in ('app_store', 'play', 'sandbox'));--> statement-breakpoint
ALTER TABLE "in_app_purchases" ADD CONSTRAINT "in_app_purchases_product_id" CHECK ("in_app_purchases"."product_id" in ('full_access', 'gift_card'));