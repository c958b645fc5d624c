-- Hand-written (drizzle-kit does not write extensions): pg_trgm ships with PostgreSQL and is trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || split_part("email", '@', 1)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_disabled_id_idx" ON "users" USING btree ("id") WHERE "users"."is_disabled";--> statement-breakpoint
CREATE INDEX "users_admin_id_idx" ON "users" USING btree ("id") WHERE "users"."is_admin";