import { sql, type SQL } from 'drizzle-orm';
import { PeopleAccess, PeopleSearchLimits, type TAccessSource, type TPeoplePage, type TPeopleAccess } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { accessSourceOf } from './access-source.ts';
import { isoTime } from './iso-time.ts';
import { decodePeopleCursor, encodePeopleCursor, type TPeopleCursor } from './people-cursor.ts';
import { candidateCap, MaxNameTerms, readSearchTerms, type TAddressSearch, type TNameSearch } from './search-terms.ts';
import { correctionScore, oneEditVariants } from './word-corrections.ts';

export interface TPeopleSearch {
  q?: string | undefined;
  access?: TPeopleAccess | undefined;
  source?: TAccessSource | undefined;
  admin?: boolean | undefined;
  disabled?: boolean | undefined;
  unverified?: boolean | undefined;
  institution_id?: number | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

interface TPersonRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  is_email_verified: boolean;
  is_admin: boolean;
  is_disabled: boolean;
  is_trial_mode: boolean;
  access_source: TAccessSource | null;
  institution_id: number | null;
  institution_name: string | null;
  created_at: string;
  score: number | null;
  matched: number | null;
}

// The indexed text (users_search_trgm_idx): written exactly as the index is, so the index serves it.
const searchText = sql`(u.name || ' ' || split_part(u.email, '@', 1))`;

function filtersOf(search: TPeopleSearch): SQL[] {
  const filters: SQL[] = [];
  if (search.access === PeopleAccess.Trial) filters.push(sql`u.is_trial_mode`);
  if (search.access === PeopleAccess.Full || search.source) filters.push(sql`not u.is_trial_mode`);
  if (search.source) filters.push(sql`${accessSourceOf(sql`u.id`, sql`u.is_trial_mode`)} = ${search.source}`);
  if (search.admin !== undefined) filters.push(sql`u.is_admin = ${search.admin}`);
  if (search.disabled !== undefined) filters.push(sql`u.is_disabled = ${search.disabled}`);
  if (search.unverified !== undefined) filters.push(sql`u.is_email_verified = ${!search.unverified}`);
  if (search.institution_id !== undefined) filters.push(sql`u.institution_id = ${search.institution_id}`);
  return filters;
}

const and = (conditions: SQL[]) => (conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `));

const listedColumns = sql`u.id, u.name, u.email, u.is_email_verified, u.is_admin, u.is_disabled, u.is_trial_mode,
  ${accessSourceOf(sql`u.id`, sql`u.is_trial_mode`)} as access_source,
  u.institution_id, i.name as institution_name, ${isoTime(sql`u.created_at`)} as created_at`;

/**
 * Support's member search (decision 026). With `q`: an address by trigrams over one GIN index, at
 * most `candidateCap` of its look-alikes ranked; a name by its words, corrected against the
 * dictionary of the members' words, every word required, all its matches ranked. Best first.
 * Without: every member, newest first. Filters narrow both; pages follow a cursor (keyset), so a
 * page costs the same however deep it is.
 */
export async function searchPeople(db: Db, search: TPeopleSearch): Promise<TPeoplePage> {
  const limit = search.limit ?? PeopleSearchLimits.pageSizeDefault;
  const q = search.q?.trim() ?? '';
  const ranked = q !== '';
  const cursor = search.cursor === undefined ? null : decodePeopleCursor(search.cursor, ranked);
  const filters = filtersOf(search);

  const terms = ranked ? readSearchTerms(q) : null;
  const rows =
    terms === null
      ? await newestPage(db, filters, cursor, limit)
      : terms.kind === 'address'
        ? await addressPage(db, terms, filters, cursor, limit)
        : await namePage(db, terms, filters, cursor, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const more = rows.length > limit && last !== undefined;
  return {
    people: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      is_email_verified: row.is_email_verified,
      is_admin: row.is_admin,
      is_disabled: row.is_disabled,
      is_trial_mode: row.is_trial_mode,
      access_source: row.access_source,
      institution: row.institution_id === null ? null : { id: row.institution_id, name: row.institution_name ?? '' },
      created_at: row.created_at,
    })),
    next_cursor: more ? encodePeopleCursor(ranked ? { score: last.score!, id: last.id } : { id: last.id }) : null,
    capped: ranked && (rows[0]?.matched ?? 0) > candidateCap,
  };
}

async function newestPage(db: Db, filters: SQL[], cursor: TPeopleCursor | null, limit: number): Promise<TPersonRow[]> {
  const after = cursor === null ? [] : [sql`u.id < ${cursor.id}`];
  const { rows } = await db.execute<TPersonRow>(sql`
    select ${listedColumns}, null::float8 as score, null::int as matched
    from users u left join institutions i on i.id = u.institution_id
    where ${and([...filters, ...after])}
    order by u.id desc
    limit ${limit + 1}`);
  return rows;
}

/** Corrections a typed word keeps at most, the best first: every likely meaning, few enough words to read their members quickly. */
const MaxCorrectionsPerTerm = 8;
/** Dictionary words a typed word may begin, read at most (as for a name still being typed). */
const MaxCompletionsRead = 200;

/**
 * A search by address: every member whose name or address's local part holds a word like the
 * typed local part (trigrams, one GIN index), plus the member with exactly that address, best first;
 * at most `candidateCap` of them ranked.
 */
async function addressPage(db: Db, search: TAddressSearch, filters: SQL[], cursor: TPeopleCursor | null, limit: number): Promise<TPersonRow[]> {
  const { local, email, threshold } = search;
  const alike = local === '' ? sql`false` : sql`${local} <% ${searchText}`;
  // An exact address outranks every likeness (at most 1).
  const score = sql`word_similarity(${local}, ${searchText})::float8 + case when u.email = ${email} then 1 else 0 end`;
  const after = cursor === null ? sql`true` : sql`(c.score < ${cursor.score} or (c.score = ${cursor.score} and c.id > ${cursor.id}))`;

  return db.transaction(async (tx) => {
    // The operator `<%` reads its threshold from this setting: for this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    const { rows } = await tx.execute<TPersonRow>(sql`
      with candidates as materialized (
        select u.id, ${score} as score from users u
        where (${alike} or u.email = ${email}) and ${and(filters)}
        limit ${candidateCap + 1}
      )
      select ${listedColumns}, c.score, (select count(*) from candidates)::int as matched
      from candidates c join users u on u.id = c.id left join institutions i on i.id = u.institution_id
      where ${after}
      order by c.score desc, c.id
      limit ${limit + 1}`);
    return rows;
  });
}

/** What each typed word may have meant: the dictionary's words within its edits or begun by it, best first. */
async function correctTerms(db: Db, terms: string[]): Promise<{ n: number; word: string; score: number }[]> {
  const variants = terms.flatMap((term, n) => oneEditVariants(term).map((variant) => ({ n, variant })));
  // Variants by the primary key; completions and two-edit typos of long words by the trigram index,
  // one arm per word so that each arm's condition is the index's. `%` holds words to pg_trgm's
  // default similarity, 0.3 ("stephine" and "stephanie" are 0.36): editDistance then decides.
  const arms = terms.flatMap((term, n) => [
    ...(term.length >= 3 ? [sql`(select ${n}::int, word from people_search_dictionary where word like ${`${term}%`} limit ${MaxCompletionsRead})`] : []),
    ...(term.length >= 7 ? [sql`(select ${n}::int, word from people_search_dictionary where word % ${term} limit ${MaxCompletionsRead})`] : []),
  ]);
  const { rows } = await db.execute<{ n: number; word: string }>(sql`
    select v.n, d.word
    from unnest(${sql.param(variants.map((v) => v.n))}::int[], ${sql.param(variants.map((v) => v.variant))}::text[]) as v(n, variant)
    join people_search_dictionary d on d.word = v.variant
    ${arms.length === 0 ? sql`` : sql`union ${sql.join(arms, sql` union `)}`}`);
  return terms.flatMap((term, n) =>
    rows
      .filter((row) => row.n === n)
      .flatMap(({ word }) => {
        const score = correctionScore(term, word);
        return score === null ? [] : [{ n, word, score }];
      })
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
      .slice(0, MaxCorrectionsPerTerm),
  );
}

/**
 * A search by name: each typed word is corrected against the dictionary of the members' words, and
 * the members holding a correction of every word are read from `people_search_words` (an index
 * seek per word, never the members' rows), scored by the sum of their words' corrections, best
 * first. Only the page's members are then read from `users`, or every candidate when a filter needs
 * their columns. The cost follows how many members hold the words, not the table.
 */
async function namePage(db: Db, search: TNameSearch, filters: SQL[], cursor: TPeopleCursor | null, limit: number): Promise<TPersonRow[]> {
  const { rows: split } = await db.execute<{ term: string }>(sql`select unnest(innerway_people_search_words(${search.text}, '')) as term`);
  // The longest words tell the most: they are the ones kept past MaxNameTerms.
  const terms = split.map((row) => row.term).sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, MaxNameTerms);
  if (terms.length === 0) return [];
  const corrections = await correctTerms(db, terms);
  if (new Set(corrections.map((c) => c.n)).size < terms.length) return [];
  const after = cursor === null ? sql`true` : sql`(c.score < ${cursor.score} or (c.score = ${cursor.score} and c.id > ${cursor.id}))`;
  const filtered = filters.length === 0 ? sql`` : sql`join users u on u.id = m.id where ${and(filters)}`;
  const { rows } = await db.execute<TPersonRow>(sql`
    with corrections (n, word, score) as (
      select * from unnest(${sql.param(corrections.map((c) => c.n))}::int[], ${sql.param(corrections.map((c) => c.word))}::text[],
        ${sql.param(corrections.map((c) => c.score))}::float8[])
    ),
    candidates as materialized (
      select m.id, m.score from (
        select h.user_id as id, sum(h.score)::float8 as score
        from (
          select w.user_id, c.n, max(c.score) as score
          from corrections c join people_search_words w on w.word = c.word
          group by w.user_id, c.n
        ) h
        group by h.user_id
        having count(*) = ${terms.length}
      ) m ${filtered}
    ),
    page as (
      select c.id, c.score from candidates c where ${after} order by c.score desc, c.id limit ${limit + 1}
    )
    select ${listedColumns}, c.score, (select count(*) from candidates)::int as matched
    from page c join users u on u.id = c.id left join institutions i on i.id = u.institution_id
    order by c.score desc, c.id`);
  return rows;
}
