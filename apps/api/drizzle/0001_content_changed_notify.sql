-- Every API instance keeps the program content in memory (src/content/content-store.ts) and
-- listens on this channel: any change to the content tables or their translations, however it
-- is made (seed, admin SQL, another instance), tells them all to drop their copy. Statement-level
-- triggers fire once per statement, not per row, and PostgreSQL delivers NOTIFY only on commit
-- (folding duplicates within a transaction), so a bulk seed costs a handful of notifications.
CREATE OR REPLACE FUNCTION innerway_notify_content_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('innerway_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER modules_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON modules
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER lessons_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lessons
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER steps_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON steps
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER exercises_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exercises
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER extra_contents_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON extra_contents
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER module_extra_contents_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON module_extra_contents
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER lesson_extra_contents_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lesson_extra_contents
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER translations_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION innerway_notify_content_changed();
