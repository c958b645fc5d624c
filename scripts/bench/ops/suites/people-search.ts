// Support's member search on 1,000,000 members (decision 026): the production server over HTTP on
// the loopback, on an embedded PostgreSQL of its own, asked the searches support makes (an address
// or a name with a typo, a filter, the next page), one at a time. Prints the latency of each kind
// and how often the member meant was on the first page, and exits non-zero over budget.
// Standalone: `npx node scripts/bench/ops/suites/people-search.ts [-- --users N --samples N]`.
// OPS_BENCH_DATA_DIR puts the database there (default: a folder under the system temp dir); it is
// deleted at the end unless OPS_BENCH_KEEP=1, and a database found there already seeded is used as
// it is (to look at query plans, or measure again after a change).
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ClientInfoHeader, formatClientInfo, type TEnvelope, type TPeoplePage } from '@innerway/domain';
import { hashPassword } from '../../../../apps/api/src/auth/password-hash.ts';
import { startEmbeddedPostgres } from '../../../../apps/api/src/db/embedded.ts';
import { runMigrations } from '../../../../apps/api/src/db/migrate.ts';
import { makeTempDir, startServerProcess } from '../../../../apps/api/test/server-process.ts';
import { fillPeopleSearchWords } from '../people-search-words.ts';

const Budget = {
  /** The issue's figure: every kind of search, at the 99th percentile. */
  p99Ms: 50,
  /** A search with one typo finds the member meant on its first page this often, at least. */
  minFoundShare: 0.9,
};

const { values } = parseArgs({
  options: { users: { type: 'string', default: '1000000' }, samples: { type: 'string', default: '300' } },
});
const userCount = Number(values.users);
const samples = Number(values.samples);
if (!Number.isInteger(userCount) || userCount < 1000 || !Number.isInteger(samples) || samples < 10) {
  console.error('--users takes a whole number from 1000 (default 1000000), --samples one from 10 (default 300)');
  process.exit(2);
}
const WarmUp = 30;
const say = (line: string) => console.log(`[bench:ops people-search] ${line}`);
const SupportEmail = 'support@bench.example';
const SupportPassword = 'bench-support-password';

// Names from several languages, with a long tail of surnames made of two parts, so that a common
// name is shared by a few thousand members and a rare one by a few, as in a real million.
const firstNames = `James Mary John Patricia Robert Jennifer Michael Linda William Elizabeth David Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Nancy Daniel Lisa Matthew Betty Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Dorothy Kevin Carol Brian Amanda George Melissa Timothy Deborah Ronald Stephanie Edward Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen Benjamin Samantha Samuel Katherine Gregory Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth Jose Julie Adam Olivia Nathan Joyce Henry Virginia Zachary Victoria Douglas Kelly Peter Lauren Kyle Christina Noah Joan Ethan Evelyn Jeremy Judith Walter Megan Christian Andrea Keith Cheryl Roger Hannah Terry Jacqueline Austin Martha Sean Gloria Gerald Teresa Carl Ann Harold Sara Dylan Madison Arthur Frances Lawrence Kathryn Jordan Janice Camille Léa Chloé Manon Inès Jade Louise Lucas Hugo Théo Mathis Enzo Louis Gabriel Raphaël Jules Lucía Sofía Martina Valentina Mateo Santiago Alejandro Diego Pablo Álvaro Mohamed Fatima Yasmine Omar Amina Wei Mei Hiroshi Yuki Priya Arjun Anjali Rohan`.split(' ');
const surnames = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Bernard Dubois Durand Lefebvre Leroy Moreau Simon Laurent Michel Fournier Girard Bonnet Dupont Lambert Fontaine Rousseau Vincent Muller Lefevre Faure Andre Mercier Blanc Guerin Boyer Garnier Chevalier Francois Legrand Gauthier Perrin Robin Clement Morin Nicolas Henry Roussel Mathieu Masson Fernandez Gomez Diaz Moreno Alvarez Romero Navarro Ruiz Jimenez Munoz Iglesias Castro Ortega Rubio Molina Delgado Suarez Ortiz Marin Sanz Nunez Medina Vazquez Ramos Gil Serrano Blanco Castillo Santos Guerrero Lozano Cano Prieto Mendez Cruz Calvo Gallego Vidal Leon Herrera Marquez Pena Cabrera Campos Vega Fuentes Carrasco Caballero Reyes Nieto Aguilar Pascual Santana Herrero Montero Hidalgo Lorenzo Gimenez Ibanez Ferrer Duran Benitez Mora Arias Vargas Carmona Crespo Roman Pastor Soto Velasco Moya Soler Parra Esteban Bravo Gallardo Rojas`.split(' ');
const surnameStarts = 'Kar Bel Vor Tam Lin Sor Mal Pet Ros Dal Fen Gor Hal Jor Kel Lor Mor Nor Par Quin Ral Sel Tor Val Wen Yor Zan Ash Brun Crom Dun Els Fair Glen Hart Ing Kirk Lang Mer Oak'.split(' ');
const surnameEnds = 'berg stein son sen wood field ford ley ton ham well more ridge worth man er ini elli ez ova ski ovic mann holm dahl strom vik land bury croft'.split(' ');
const domains = 'gmail.com gmail.com gmail.com gmail.com outlook.com yahoo.com hotmail.com hotmail.fr icloud.com proton.me orange.fr free.fr live.com gmx.de univ-lyon.fr example.org'.split(' ');

/** The members, their access and its history, in a few set-based statements. */
async function seedMembers(pool: pg.Pool): Promise<void> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  // Consistent by construction: no per-row foreign-key checks nor triggers, and the trigram index
  // built once after the rows are in (as it is defined by the migration) rather than grown row by row.
  await run('set session_replication_role = replica');
  const { rows } = await run(`select indexdef from pg_indexes where indexname = 'users_search_trgm_idx'`);
  const searchIndex = (rows[0] as { indexdef: string } | undefined)?.indexdef;
  if (!searchIndex) throw new Error('the migrations did not create users_search_trgm_idx');
  await run('drop index users_search_trgm_idx');
  await run(`insert into institutions (name) values ('Université de Lyon'), ('Northwind College')`);
  // hashint4 spreads n over the lists; the local part ends with n, which keeps addresses unique.
  await run(
    `insert into users (email, name, password_hash, is_email_verified, is_disabled, is_admin, is_trial_mode, institution_id, agreed_to_conditions, created_at)
     select lower(translate(f, 'éèçíóúñáÉÁ', 'eeciounaea') || sep || translate(l, 'éèçíóúñáÉÁ', 'eeciounaea')) || n || '@' || d,
            f || ' ' || l, 'not-a-password-hash', n % 10 <> 0, n % 500 = 0, n % 20000 = 0, n % 10 >= 3,
            case when n % 20 = 1 then (select min(id) from institutions) when n % 20 = 2 then (select max(id) from institutions) end,
            true, now() - (($3::int - n) * interval '1 minute')
     from generate_series(1, $3::int) n,
     lateral (select
       ($1::text[])[1 + (hashint4(n) & 2147483647) % array_length($1::text[], 1)] as f,
       case when hashint4(n + 7) % 2 = 0
         then ($2::text[])[1 + (hashint4(n * 3) & 2147483647) % array_length($2::text[], 1)]
         else ($4::text[])[1 + (hashint4(n * 5) & 2147483647) % array_length($4::text[], 1)]
           || ($5::text[])[1 + (hashint4(n * 11) & 2147483647) % array_length($5::text[], 1)] end as l,
       (array['.', '', '_', ''])[1 + n % 4] as sep,
       ($6::text[])[1 + (hashint4(n * 13) & 2147483647) % array_length($6::text[], 1)] as d) x`,
    [firstNames, surnames, userCount, surnameStarts, surnameEnds, domains],
  );
  // Where each full access came from: a purchase, a gift, an institution's code or staff.
  await run(
    `insert into access_events (user_id, actor_user_id, kind, institution_id, at)
     select id, id, case when institution_id is not null then 'institution_code_redeemed'
                         else (array['full_access_purchased', 'full_access_purchased', 'gift_card_redeemed', 'full_access_granted'])[1 + id % 4] end,
            institution_id, created_at + interval '1 day'
     from users where not is_trial_mode`,
  );
  await run(searchIndex);
  await fillPeopleSearchWords(pool);
  const hash = await hashPassword(SupportPassword);
  const { rows: support } = await run(
    `insert into users (email, name, password_hash, is_email_verified, is_trial_mode, agreed_to_conditions) values ($1, 'Bench Support', $2, true, false, true) returning id`,
    [SupportEmail, hash],
  );
  await run(`insert into staff_roles (user_id, role) values ($1, 'support')`, [(support[0] as { id: number }).id]);
  await run('vacuum analyze');
  await run('checkpoint');
}

interface TMember {
  id: number;
  name: string;
  email: string;
}

/** Members to look for, spread over the whole table. */
async function sampleMembers(pool: pg.Pool): Promise<TMember[]> {
  const { rows } = await pool.query<TMember>(
    `select id, name, email from users where id in (select (1 + (hashint4(n * 31) & 2147483647) % $1::int) from generate_series(1, $2::int) n) and email like '%@%.%' and email <> $3`,
    [userCount, (samples + WarmUp) * 2, SupportEmail],
  );
  return rows;
}

let seed = 7;
/** A repeatable pseudo-random number in [0, n). */
function pick(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

/** One typo in a word of at least 4 letters: two neighbours swapped, one dropped, or one replaced. */
function withTypo(text: string): string {
  const words = text.split(/([ .@_])/);
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => /^\p{L}{4,}$/u.test(word));
  if (candidates.length === 0) return text;
  const { word, index } = candidates[pick(candidates.length)]!;
  const at = 1 + pick(word.length - 2);
  const kind = pick(3);
  const changed =
    kind === 0
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : kind === 1
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + (word[at] === 'e' ? 'a' : 'e') + word.slice(at + 1);
  words[index] = changed;
  return words.join('');
}

/** Whether a page found the member meant; null when the search names no one in particular. */
type TFound = ((page: TPeoplePage) => boolean) | null;

interface TKind {
  kind: string;
  /** The query string for a member sampled, and how to tell that the page found them. */
  request: (member: TMember) => Promise<{ query: string; found: TFound }> | { query: string; found: TFound };
}

/** The member is on the first page. */
const listsMember = (member: TMember) => (page: TPeoplePage) => page.people.some((person) => person.id === member.id);
/**
 * The member, or a namesake, comes first: a name alone cannot tell namesakes apart (a million
 * members hold a few dozen Maria Garcias), and what the search owes support is the right name.
 */
const putsNameFirst = (member: TMember) => (page: TPeoplePage) => listsMember(member)(page) || page.people[0]?.name === member.name;

interface TFigures {
  kind: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  found: number | null;
}

async function measureKinds(baseUrl: string, cookie: string, members: TMember[]): Promise<TFigures[]> {
  const get = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/staff/people?${query}`, { headers: { cookie, ...webClientInfo } });
    const body = (await response.json()) as TEnvelope<TPeoplePage>;
    const ms = performance.now() - started;
    if (!response.ok || !body.data) throw new Error(`GET /api/staff/people?${query} answered ${response.status}: ${body.error}`);
    return { ms, page: body.data };
  };
  const surnameOf = (member: TMember) => member.name.split(' ').at(-1)!;
  const kinds: TKind[] = [
    { kind: 'address, one typo', request: (member) => ({ query: `q=${encodeURIComponent(withTypo(member.email))}`, found: listsMember(member) }) },
    { kind: 'full name, one typo', request: (member) => ({ query: `q=${encodeURIComponent(withTypo(member.name))}`, found: putsNameFirst(member) }) },
    {
      kind: 'full name, one typo, full access only',
      request: (member) => ({ query: `q=${encodeURIComponent(withTypo(member.name))}&access=full`, found: null }),
    },
    { kind: 'surname alone, one typo', request: (member) => ({ query: `q=${encodeURIComponent(withTypo(surnameOf(member)))}`, found: null }) },
    {
      kind: 'next page of a name search',
      request: async (member) => {
        const q = encodeURIComponent(surnameOf(member));
        const first = await get(`q=${q}&limit=25`);
        return { query: `q=${q}&limit=25${first.page.next_cursor ? `&cursor=${first.page.next_cursor}` : ''}`, found: null };
      },
    },
    { kind: 'newest first, disabled only', request: () => ({ query: 'disabled=true', found: null }) },
    { kind: 'newest first, full access from a gift', request: () => ({ query: 'source=gift', found: null }) },
  ];

  const figures: TFigures[] = [];
  for (const { kind, request } of kinds) {
    say(`${kind}: ${WarmUp} warm-up, then ${samples} searches`);
    const times: number[] = [];
    let meantAsked = 0;
    let meantFound = 0;
    for (let n = 0; n < WarmUp + samples; n += 1) {
      const member = members[n % members.length]!;
      const { query, found } = await request(member);
      const { ms, page } = await get(query);
      if (n < WarmUp) continue;
      times.push(ms);
      if (found !== null) {
        meantAsked += 1;
        if (found(page)) meantFound += 1;
      }
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
    figures.push({ kind, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: times.at(-1)!, found: meantAsked === 0 ? null : meantFound / meantAsked });
  }
  return figures;
}

function formatTable(figures: TFigures[]): string {
  const header = ['search', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'found'];
  const rows = figures.map((row) => [
    row.kind,
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(1),
    row.found === null ? '-' : `${(row.found * 100).toFixed(0)} %`,
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [`${userCount.toLocaleString('en')} members, ${samples} searches of each kind, one at a time (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)})`, line(header), ...rows.map(line)].join('\n');
}

const webClientInfo = { [ClientInfoHeader]: formatClientInfo({ platform: 'web', version: '1.8.0', build: 1, window: '1440x900' }) };

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...webClientInfo },
    body: JSON.stringify({ email: SupportEmail, password: SupportPassword }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`signing support in answered ${response.status}`);
  return cookie;
}

/** A port nothing listens on now (the OS's choice), so this suite runs beside anything else. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const dataDir = process.env.OPS_BENCH_DATA_DIR ?? (await makeTempDir('bench-people-search'));
const database = await startEmbeddedPostgres({ dataDir, database: 'bench_people', log: say });
let stopServer: (() => Promise<void>) | undefined;
try {
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const { rowCount: seeded } = await pool.query(`select 1 from pg_tables where tablename = 'users'`).then(async (tables) =>
    tables.rowCount === 0 ? { rowCount: 0 } : pool.query('select 1 from users where email = $1', [SupportEmail]),
  );
  await runMigrations(pool);
  if (seeded) {
    say(`the members seeded by an earlier run in ${dataDir}`);
  } else {
    const startedAt = Date.now();
    await seedMembers(pool);
    say(`seeded ${userCount.toLocaleString('en')} members in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  }
  const people = await sampleMembers(pool);
  await pool.end();

  const port = await freePort();
  const server = await startServerProcess({ port, databaseUrl: database.url, readyTimeoutMs: 60_000 });
  stopServer = () => server.stop();
  const cookie = await signIn(server.url);
  const figures = await measureKinds(server.url, cookie, people);
  console.log(`\n${formatTable(figures)}`);
  const missed = figures.flatMap((row) => [
    ...(row.p99 > Budget.p99Ms ? [`${row.kind}: p99 ${row.p99.toFixed(1)} ms over ${Budget.p99Ms} ms`] : []),
    ...(row.found !== null && row.found < Budget.minFoundShare
      ? [`${row.kind}: found ${(row.found * 100).toFixed(0)} % under ${Budget.minFoundShare * 100} %`]
      : []),
  ]);
  console.log(`\nbudgets: p99 under ${Budget.p99Ms} ms for every kind; a typo found on the first page at least ${Budget.minFoundShare * 100} % of the time`);
  if (missed.length > 0) {
    console.log(`MISSED ${missed.length}:\n${missed.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('all budgets held');
  }
} finally {
  await stopServer?.();
  await database.stop();
  if (process.env.OPS_BENCH_KEEP !== '1') await rm(dataDir, { recursive: true, force: true });
}
