CREATE TABLE "institution_manager_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"institution_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "institution_manager_invites_institution_email_key" UNIQUE("institution_id","email"),
	CONSTRAINT "institution_manager_invites_email_lower_case" CHECK ("institution_manager_invites"."email" = lower("institution_manager_invites"."email"))
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "subscription_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_manager_invites" ADD CONSTRAINT "institution_manager_invites_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_manager_invites" ADD CONSTRAINT "institution_manager_invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_manager_invites_email_idx" ON "institution_manager_invites" USING btree ("email") WHERE "institution_manager_invites"."accepted_at" is null;