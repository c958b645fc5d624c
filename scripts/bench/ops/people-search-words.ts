import type pg from 'pg';

/**
 * Fills the people search's words for members bulk-loaded with triggers off (what the `users`
 * trigger would have written), set-based as the migration backfills them.
 */
export async function fillPeopleSearchWords(pool: pg.Pool): Promise<void> {
  await pool.query(`insert into people_search_words (word, user_id)
                    select distinct word, id from users, unnest(innerway_people_search_words(name, email)) as word order by 1, 2`);
  await pool.query('insert into people_search_dictionary (word) select distinct word from people_search_words on conflict do nothing');
}
