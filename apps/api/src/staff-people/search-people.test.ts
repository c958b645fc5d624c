// The member search itself (the service, on a database of its own): what a typo still finds,
// what each filter keeps, and that the pages of a cursor add up to the whole result.
import { describe, expect, it } from 'vitest';
import { PeopleSearchLimits, type TPersonListed } from '@innerway/domain';
import { createUser, setUpTestApp, type TestApp } from '../test/harness.ts';
import { encodePeopleCursor } from './people-cursor.ts';
import { searchPeople, type TPeopleSearch } from './search-people.ts';

let t: TestApp;
const ids: Record<string, number> = {};

async function member(key: string, columns: Parameters<typeof createUser>[1]) {
  ids[key] = (await createUser(t.db, columns)).id;
}

async function grant(key: string, kind: string, at: string) {
  await t.pool.query(`insert into access_events (user_id, actor_user_id, kind, at) values ($1, $1, $2, $3)`, [ids[key], kind, at]);
}

setUpTestApp(async (test) => {
  t = test;
  const { rows } = await t.pool.query<{ id: number }>(`insert into institutions (name) values ('Université de Lyon') returning id`);
  ids.lyon = rows[0]!.id;
  await member('stephanie', { name: 'Stephanie Dubois', email: 'stephanie.dubois@example.org' });
  await member('arthur', { name: 'Arthur Ortega', email: 'a.ortega77@mail.example', isTrialMode: true, isEmailVerified: false });
  await member('maria', { name: 'Maria Garcia', email: 'mgarcia@example.net', institutionId: ids.lyon });
  await member('mariaLopez', { name: 'Maria Lopez', email: 'maria.lopez@example.net', isDisabled: true });
  await member('mariaRossi', { name: 'Maria Rossi', email: 'rossi@example.it' });
  await member('mariana', { name: 'Mariana Costa', email: 'mcosta@example.pt' });
  await member('robert', { name: 'Robert Smith', email: 'bob@example.com', isAdmin: true });
  await member('gifted', { name: 'Gift Receiver', email: 'gifted@example.com' });
  await member('mary', { name: 'Mary Jones', email: 'mj1987@example.com' });
  await member('stefan', { name: 'Stefan Ryan', email: 'stefan.r@example.com' });
  await member('granted', { name: 'Staff Granted', email: 'granted@example.com' });
  await grant('stephanie', 'full_access_purchased', '2026-01-01T00:00:00Z');
  await grant('maria', 'institution_code_redeemed', '2026-02-01T00:00:00Z');
  await grant('gifted', 'gift_card_redeemed', '2026-03-01T00:00:00Z');
  // A purchase, then an institution's code: the latest grant is where access comes from now.
  await grant('robert', 'full_access_purchased', '2026-01-01T00:00:00Z');
  await grant('robert', 'institution_code_redeemed', '2026-04-01T00:00:00Z');
  await grant('granted', 'full_access_granted', '2026-05-01T00:00:00Z');
});

const search = (query: TPeopleSearch) => searchPeople(t.db, query);
const idsOf = (people: TPersonListed[]) => people.map((person) => person.id);

describe('finding a member with a typo', () => {
  it.each([
    ['stephine dubios', 'stephanie'],
    ['Stefanie Dubois', 'stephanie'],
    ['dubios', 'stephanie'],
    ['arthur ortgea', 'arthur'],
    ['a.ortgea77@mail.example', 'arthur'],
    ['maria garcai', 'maria'],
    ['robert smiht', 'robert'],
    // A typo in a word of four letters leaves it one trigram of five: the word's edits still find it.
    ['mray jones', 'mary'],
    ['mary jnoes', 'mary'],
    // Still typing: a word begun.
    ['stepha dub', 'stephanie'],
  ])('%s finds them first', async (q, key) => {
    const page = await search({ q });
    expect(page.people[0]?.id).toBe(ids[key]);
  });

  it('asks every word of a name to match: another Maria is not a Garcia', async () => {
    const page = await search({ q: 'maria garcia' });
    expect(idsOf(page.people)).toContain(ids.maria);
    expect(idsOf(page.people)).not.toContain(ids.mariaLopez);
  });

  it('puts the member whose address was typed whole before those who are only alike', async () => {
    const page = await search({ q: 'MARIA.LOPEZ@example.net' });
    expect(page.people[0]?.id).toBe(ids.mariaLopez);
  });

  it('finds a member by their new name once it changes, no longer by the old one', async () => {
    await t.pool.query(`update users set name = 'Mary Sullivan' where id = $1`, [ids.mary]);
    expect(idsOf((await search({ q: 'mary sullivan' })).people)).toEqual([ids.mary]);
    expect(idsOf((await search({ q: 'mary jones' })).people)).toEqual([]);
  });

  it('finds nobody for something like no one', async () => {
    expect(await search({ q: 'zzqxw' })).toEqual({ people: [], next_cursor: null, capped: false });
  });
});

describe('filters', () => {
  it.each<[string, TPeopleSearch, string[]]>([
    ['trial', { access: 'trial' }, ['arthur']],
    ['disabled', { disabled: true }, ['mariaLopez']],
    ['admin', { admin: true }, ['robert']],
    ['unverified', { unverified: true }, ['arthur']],
    ['an institution', { institution_id: 0 }, ['maria']],
    ['full access from a purchase', { source: 'purchase' }, ['stephanie']],
    ['full access from an institution', { source: 'institution' }, ['maria', 'robert']],
    ['full access from a gift', { source: 'gift' }, ['gifted']],
    ['full access from staff', { source: 'staff' }, ['granted']],
  ])('%s', async (_, filters, keys) => {
    const query = filters.institution_id === 0 ? { ...filters, institution_id: ids.lyon } : filters;
    const page = await search(query);
    expect(idsOf(page.people).sort()).toEqual(keys.map((key) => ids[key]).sort());
  });

  it('narrow a search too', async () => {
    expect(idsOf((await search({ q: 'maria', disabled: true })).people)).toEqual([ids.mariaLopez]);
  });

  it('say where full access came from in each listed member', async () => {
    const people = (await search({})).people;
    const source = (key: string) => people.find((person) => person.id === ids[key])?.access_source;
    expect([source('stephanie'), source('maria'), source('robert'), source('arthur')]).toEqual(['purchase', 'institution', 'institution', null]);
    expect(people.find((person) => person.id === ids.maria)?.institution).toEqual({ id: ids.lyon, name: 'Université de Lyon' });
  });
});

describe('pages', () => {
  async function allPages(query: TPeopleSearch) {
    const pages: TPersonListed[][] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ ...query, limit: 2, cursor });
      pages.push(page.people);
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined && pages.length < 20);
    return pages;
  }

  it('of a listing are the newest first, each member once, until the last', async () => {
    const pages = await allPages({});
    const all = idsOf(pages.flat());
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all).toEqual(idsOf((await search({ limit: PeopleSearchLimits.pageSizeMax })).people));
  });

  it('of a search follow its ranking, each member once', async () => {
    const whole = idsOf((await search({ q: 'maria', limit: PeopleSearchLimits.pageSizeMax })).people);
    expect(whole.length).toBeGreaterThan(3);
    expect(idsOf((await allPages({ q: 'maria' })).flat())).toEqual(whole);
  });

  it('refuse a cursor that is not one, or one of a listing given to a search', async () => {
    await expect(search({ cursor: 'not-a-cursor' })).rejects.toMatchObject({ status: 400, code: 'people.cursor_invalid' });
    await expect(search({ q: 'maria', cursor: encodePeopleCursor({ id: 5 }) })).rejects.toMatchObject({ code: 'people.cursor_invalid' });
    await expect(search({ cursor: encodePeopleCursor({ score: 1, id: 5 }) })).rejects.toMatchObject({ code: 'people.cursor_invalid' });
  });
});

describe('a search matching more members than it ranks', () => {
  it('says so when more than a thousand members match', async () => {
    await t.pool.query(
      `insert into users (email, name, password_hash) select 'many' || n || '@crowd.example', 'Crowded Name', 'x' from generate_series(1, $1::int) n`,
      [PeopleSearchLimits.candidateCap + 5],
    );
    const page = await search({ q: 'crowded' });
    expect(page.capped).toBe(true);
    expect(page.people).toHaveLength(PeopleSearchLimits.pageSizeDefault);
    expect((await search({ q: 'stephanie dubois' })).capped).toBe(false);
  });
});
