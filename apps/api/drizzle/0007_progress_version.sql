-- users.progress_version: every API instance keeps users' progress in memory
-- (src/progress/progress-cache.ts) and trusts a held copy only while this number is the one it
-- was loaded under. The session look-up reads the users row on every request, so checking it
-- costs no query. The triggers below bump it in the same transaction as every change to a user's
-- progress, whoever makes it (progress saves, assessments, an admin reset, seeds, the cascade of
-- an account deletion, psql): a reader that sees the new rows also sees the new number.
-- Statement-level, with transition tables: a statement bumps each user it touched once, however
-- many rows (a bulk insert of a million rows costs one update per user, not per row).
ALTER TABLE "users" ADD COLUMN "progress_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION innerway_bump_progress_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only in the triggers that declare it, hence one branch per event.
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET progress_version = progress_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE users SET progress_version = progress_version + 1
      WHERE id IN (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users SET progress_version = progress_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
  ELSE
    -- TRUNCATE has no transition table: everyone's progress may have changed.
    UPDATE users SET progress_version = progress_version + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_step_progress_insert_bumps_progress_version AFTER INSERT ON user_step_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_step_progress_update_bumps_progress_version AFTER UPDATE ON user_step_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_step_progress_delete_bumps_progress_version AFTER DELETE ON user_step_progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_step_progress_truncate_bumps_progress_version AFTER TRUNCATE ON user_step_progress
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_exercise_progress_insert_bumps_progress_version AFTER INSERT ON user_exercise_progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_exercise_progress_update_bumps_progress_version AFTER UPDATE ON user_exercise_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_exercise_progress_delete_bumps_progress_version AFTER DELETE ON user_exercise_progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_exercise_progress_truncate_bumps_progress_version AFTER TRUNCATE ON user_exercise_progress
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_assessments_insert_bumps_progress_version AFTER INSERT ON user_assessments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_assessments_update_bumps_progress_version AFTER UPDATE ON user_assessments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_assessments_delete_bumps_progress_version AFTER DELETE ON user_assessments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
--> statement-breakpoint
CREATE TRIGGER user_assessments_truncate_bumps_progress_version AFTER TRUNCATE ON user_assessments
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_bump_progress_version();
