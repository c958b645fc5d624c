import { sql, type SQL } from 'drizzle-orm';
import { PeopleAccess, PeopleSearchLimits, type TAccessSource, type TPeoplePage, type TPeopleAccess } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { accessSourceOf } from './access-source.ts';
import { isoTime } from './iso-time.ts';
import { decodePeopleCursor, encodePeopleCursor, type TPeopleCursor } from './people-cursor.ts';
import { candidateCap, readSearchTerms } from './search-terms.ts';

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
 * Support's member search (decision 026). With `q`: the members whose name or address is like it
 * (pg_trgm word similarity over one GIN index, every word of a name required), best first, at most
 * `candidateCap` of them ranked. Without: every member, newest first. Filters narrow both; pages
 * follow a cursor (keyset), so a page costs the same however deep it is.
 */
export async function searchPeople(db: Db, search: TPeopleSearch): Promise<TPeoplePage> {
  const limit = search.limit ?? PeopleSearchLimits.pageSizeDefault;
  const q = search.q?.trim() ?? '';
  const ranked = q !== '';
  const cursor = search.cursor === undefined ? null : decodePeopleCursor(search.cursor, ranked);
  const filters = filtersOf(search);

  const rows = ranked ? await rankedPage(db, q, filters, cursor, limit) : await newestPage(db, filters, cursor, limit);
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

async function rankedPage(db: Db, q: string, filters: SQL[], cursor: TPeopleCursor | null, limit: number): Promise<TPersonRow[]> {
  const { ranked, terms, email, threshold } = readSearchTerms(q);
  const alike = terms.map((term) => sql`${term} <% ${searchText}`);
  const matches = [alike.length === 0 ? sql`false` : sql`(${and(alike)})`, ...(email === null ? [] : [sql`u.email = ${email}`])];
  // An exact address outranks every likeness (at most 1).
  const score = sql`word_similarity(${ranked}, ${searchText})::float8 + case when u.email = ${email ?? ''} then 1 else 0 end`;
  const after = cursor === null ? sql`true` : sql`(c.score < ${cursor.score} or (c.score = ${cursor.score} and c.id > ${cursor.id}))`;

  return db.transaction(async (tx) => {
    // The operator `<%` reads its threshold from this setting: for this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`);
    const { rows } = await tx.execute<TPersonRow>(sql`
      with candidates as materialized (
        select u.id, ${score} as score from users u
        where (${sql.join(matches, sql` or `)}) and ${and(filters)}
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
