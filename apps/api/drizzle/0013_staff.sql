CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"subject_user_id" integer,
	"institution_id" integer,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"institution_id" integer,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_role_institution_key" UNIQUE NULLS NOT DISTINCT("user_id","role","institution_id"),
	CONSTRAINT "staff_roles_role" CHECK ("staff_roles"."role" in ('editor', 'support', 'institution_manager')),
	CONSTRAINT "staff_roles_institution" CHECK (("staff_roles"."role" = 'institution_manager') = ("staff_roles"."institution_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "access_events" DROP CONSTRAINT "access_events_kind";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_user_id_at_idx" ON "audit_events" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_user_id_at_idx" ON "audit_events" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "staff_roles_institution_id_idx" ON "staff_roles" USING btree ("institution_id");--> statement-breakpoint
ALTER TABLE "access_events" ADD CONSTRAINT "access_events_kind" CHECK ("access_events"."kind" in ('institution_code_redeemed', 'full_access_purchased', 'gift_card_purchased', 'gift_card_sent', 'gift_card_rescinded', 'gift_card_redeemed', 'full_access_granted', 'full_access_taken_back', 'full_access_restored'));