CREATE TABLE "people_search_dictionary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_search_words" (
	"word" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "people_search_words_word_user_id_pk" PRIMARY KEY("word","user_id")
);
--> statement-breakpoint
ALTER TABLE "people_search_words" ADD CONSTRAINT "people_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_search_dictionary_word_trgm_idx" ON "people_search_dictionary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_words_user_id_idx" ON "people_search_words" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (drizzle cannot express functions nor triggers): a member's words for the search by
-- name (decision 026). The name and the address's local part, lower case, split at every ASCII
-- character that is not a letter (spaces, dots, digits, hyphens...), words of two letters or more.
-- The search splits what support types with the same function, so both sides agree on a word.
CREATE OR REPLACE FUNCTION innerway_people_search_words(name text, email text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word), '{}')
  FROM regexp_split_to_table(lower(name || ' ' || split_part(email, '@', 1)), '[^a-z\u0080-\uffff]+') AS word
  WHERE char_length(word) >= 2
$$;
--> statement-breakpoint
-- Kept in the same transaction as the change to the name or address.
CREATE OR REPLACE FUNCTION innerway_index_people_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[] := innerway_people_search_words(NEW.name, NEW.email);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM people_search_words WHERE user_id = NEW.id AND word <> ALL (words);
  END IF;
  INSERT INTO people_search_dictionary (word) SELECT unnest(words) ON CONFLICT DO NOTHING;
  INSERT INTO people_search_words (word, user_id) SELECT unnest(words), NEW.id ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_insert_indexes_people_search_words AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION innerway_index_people_search_words();
--> statement-breakpoint
CREATE TRIGGER users_update_indexes_people_search_words AFTER UPDATE OF name, email ON users
  FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.email IS DISTINCT FROM OLD.email)
  EXECUTE FUNCTION innerway_index_people_search_words();
--> statement-breakpoint
-- The members there already (set-based; the bench's bulk loads run the same two statements).
INSERT INTO people_search_words (word, user_id) SELECT DISTINCT word, id FROM users, unnest(innerway_people_search_words(name, email)) AS word;
--> statement-breakpoint
INSERT INTO people_search_dictionary (word) SELECT DISTINCT word FROM people_search_words;
