// The operations benchmark's data at the scale, built in SQL with generate_series: a million
// members with 100 progress rows each, ten million analytics events, an institution of a tenth of
// them. Loaded with triggers and per-row foreign-key checks off (consistent by construction) and
// plain indexes built after each bulk load; then it marks what the triggers would have marked
// (progress versions, the partner rollup's members), so that the app's own rollup jobs, and nothing
// else, bring the rollups current.
import pg from 'pg';
import { loadContent } from '@innerway/content';
import { AgeGroup, ContentStatus } from '@innerway/domain';
import { hashPassword } from '../../../apps/api/src/auth/password-hash.ts';
import { createDb } from '../../../apps/api/src/db/client.ts';
import { runMigrations } from '../../../apps/api/src/db/migrate.ts';
import { seedContent } from '../../../apps/api/src/db/seed.ts';
import { fillPeopleSearchWords } from './people-search-words.ts';

export const ScaleInstitutionName = 'Bench University';
export const ScaleAdmin = { email: 'ops-admin@example.com', password: 'ops-bench-password-not-secret' } as const;
/** Every member has this many progress rows: the program's items plus archived ("retired") videos. */
export const ProgressRowsPerMember = 100;
const RETIRED_STEP_IDS_FROM = 90_001;
/** Members joined over the last DAYS days; events, plays and progress spread over the last EVENT_DAYS. */
const DAYS = 365;
const EVENT_DAYS = 90;
/** One member in INSTITUTION_EVERY belongs to the bench's institution. */
const INSTITUTION_EVERY = 10;
/** Progress is loaded this many members per statement, so that each is a bounded transaction. */
const PROGRESS_CHUNK = 100_000;

export interface TScaleSizes {
  users: number;
  /** Members with progress (the first ones), 100 rows each. */
  progressUsers: number;
  events: number;
}

type TSay = (line: string) => void;

/**
 * Runs a bulk load with the table's plain indexes dropped and builds them again after (sorting once
 * is several times faster than keeping them up to date row by row); unique ones stay.
 */
async function withoutPlainIndexes(pool: pg.Pool, table: string, load: () => Promise<unknown>): Promise<void> {
  const { rows } = await pool.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1 and indexdef not like 'CREATE UNIQUE%'`,
    [table],
  );
  for (const index of rows) await pool.query(`drop index ${pg.escapeIdentifier(index.indexname)}`);
  await load();
  for (const index of rows) await pool.query(index.indexdef);
}

/** Builds the data on a migrated-from-empty database (one connection: the session settings hold throughout); returns the institution's id. */
export async function buildScaleData(url: string, sizes: TScaleSizes, say: TSay): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const startedAt = Date.now();
    const result = await work();
    say(`${what}: ${seconds(startedAt)}`);
    return result;
  };
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  try {
    // A hundred million rows write tens of gigabytes of WAL: checkpoints far apart, not every gigabyte.
    await run("alter system set max_wal_size = '16GB'");
    await run("alter system set checkpoint_timeout = '30min'");
    await run('select pg_reload_conf()');
    await runMigrations(pool);
    await seedContent(createDb(pool), loadContent());
    await run('set session_replication_role = replica');
    await run("set maintenance_work_mem = '1GB'");
    await run("set work_mem = '512MB'");
    await run('set synchronous_commit = off');
    const { USERS, PROGRESS_USERS, EVENTS } = { USERS: sizes.users, PROGRESS_USERS: Math.min(sizes.users, sizes.progressUsers), EVENTS: sizes.events };

    const { rows: itemRows } = await run('select (select count(*) from steps) + (select count(*) from exercises) as count');
    await run(
      `insert into steps (id, lesson_id, title, publish_status, sort_order)
       select $1::int + n, (select min(id) from lessons), 'Retired video ' || n, $2, 1000 + n from generate_series(0, $3::int - 1) as n`,
      [RETIRED_STEP_IDS_FROM, ContentStatus.Archived, ProgressRowsPerMember - Number(itemRows[0].count)],
    );
    const { rows: institutionRows } = await run(
      `insert into institutions (name, name_fr, name_es) values ($1, 'Université du banc', 'Universidad del banco') returning id`,
      [ScaleInstitutionName],
    );
    const institutionId = institutionRows[0].id as number;
    const passwordHash = await hashPassword(ScaleAdmin.password);
    await timed(`${USERS.toLocaleString('en')} members`, () =>
      withoutPlainIndexes(pool, 'users', () =>
        run(
          `insert into users (email, name, password_hash, is_email_verified, is_trial_mode, agreed_to_conditions, preferred_language, institution_id, created_at)
           select 'ops-' || n || '@example.com', 'Member ' || n, $1, n % 4 <> 0, n % 3 = 0, true, (array['en', 'fr', 'es'])[1 + n % 3],
             case when n % $4::int = 0 then $5::int end,
             now() - (n % $3::int) * interval '1 day' - (n::bigint * 7919 % 86400) * interval '1 second'
           from generate_series(1, $2::int) as n`,
          [passwordHash, USERS, DAYS, INSTITUTION_EVERY, institutionId],
        ),
      ),
    );
    await run(
      `insert into users (email, name, password_hash, is_email_verified, is_admin, is_trial_mode, agreed_to_conditions)
       values ($1, 'Ops admin', $2, true, true, false, true)`,
      [ScaleAdmin.email, passwordHash],
    );
    await timed("the people search's words", () => fillPeopleSearchWords(pool));
    await timed('verification links', () =>
      run(`insert into email_verification_tokens (token_hash, user_id, expires_at, used_at, created_at)
           select md5(id::text), id, created_at + interval '1 day', created_at + (id % 7200) * interval '1 second', created_at
           from users where is_email_verified`),
    );
    await timed('access events', () =>
      run(`insert into access_events (user_id, kind, at)
           select id, (array['institution_code_redeemed', 'full_access_purchased', 'gift_card_redeemed'])[1 + id % 3], created_at + interval '2 days'
           from users where not is_trial_mode`),
    );
    const screens = `array['Dashboard', 'Library', 'Resources', 'Progress', 'User Account', 'Topic Overview', 'Topic Detail', 'Journal']`;
    await timed(`${EVENTS.toLocaleString('en')} analytics events`, () =>
      withoutPlainIndexes(pool, 'analytics_events', () =>
        run(
          `insert into analytics_events (user_id, name, params, created_at)
           select case when n % 20 = 0 then null else 1 + (n::bigint * 7919) % $2::int end,
             case when n % 10 = 0 then 'login' else 'screen_view' end,
             case when n % 10 = 0 then '{"method": "email"}'::jsonb
               else jsonb_build_object('screen_name', (${screens})[1 + n % 8], 'screen_class', 'Route', 'page_title', 'Innerway') end,
             now() - (n % ($3::int * 86400)) * interval '1 second'
           from generate_series(1, $1::int) as n`,
          [EVENTS, USERS, EVENT_DAYS],
        ),
      ),
    );
    await timed('meditation plays (one per member)', () =>
      run(
        `insert into media_plays (user_id, play_id, media, content_id, voice, intervals, counted_seconds, first_reported_at, last_reported_at)
         select id, gen_random_uuid(), 'meditation', 1, case when id % 2 = 0 then 'female' else 'male' end, '[[0, 300]]', 300,
           now() - (id % $1::int) * interval '1 day', now() - (id % $1::int) * interval '1 day'
         from users`,
        [EVENT_DAYS],
      ),
    );
    // Member n is done with the items whose id ends in a digit below n % 11: from none to all.
    const progressUsers = `select id from users where email like 'ops-%' and id between $1::int and $2::int`;
    const { rows: idRows } = await run(`select min(id) as first from users where email like 'ops-%'`);
    const firstId = Number(idRows[0].first);
    const lastId = firstId + PROGRESS_USERS - 1;
    await timed(`${(PROGRESS_USERS * ProgressRowsPerMember).toLocaleString('en')} progress rows (${PROGRESS_USERS.toLocaleString('en')} members)`, async () => {
      for (const [table, item, extra] of [
        ['user_step_progress', 'steps', ', time_seconds'],
        ['user_exercise_progress', 'exercises', ''],
      ] as const) {
        await withoutPlainIndexes(pool, table, async () => {
          for (let from = firstId; from <= lastId; from += PROGRESS_CHUNK) {
            const to = Math.min(lastId, from + PROGRESS_CHUNK - 1);
            await timed(`  ${table}, members ${from - firstId + 1} to ${to - firstId + 1}`, () =>
              run(
                `insert into ${table} (user_id, ${item === 'steps' ? 'step_id' : 'exercise_id'}, percent${extra}, updated_at)
                 select u.id, i.id, case when i.id % 10 < u.id % 11 then 100 else (u.id + i.id) % 90 end${extra ? ', 60' : ''},
                   now() - ((u.id + i.id) % $3::int) * interval '1 day'
                 from (${progressUsers}) u cross join ${item} i order by u.id, i.id`,
                [from, to, EVENT_DAYS],
              ),
            );
          }
        });
      }
    });
    await timed('assessments (members done with every item assess every topic)', () =>
      run(
        `insert into user_assessments (user_id, module_id, quantitative_answer, created_at)
         select u.id, m.id, 1 + u.id % 6, now() - (u.id % $3::int) * interval '1 day'
         from (${progressUsers}) u cross join modules m where u.id % 11 = 10`,
        [firstId, lastId, EVENT_DAYS],
      ),
    );
    const ages = Object.values(AgeGroup);
    await timed('age-survey answers (four in five of the institution)', () =>
      run(`insert into age_surveys (user_id, response) select id, ($2::int[])[1 + id % $3] from users where institution_id = $1 and id % 5 <> 0`, [
        institutionId,
        `{${ages.join(',')}}`,
        ages.length,
      ]),
    );
    // What the triggers, off while loading, would have written: a progress version moved for each
    // member with progress (insight's topic stages look at those), and the partner rollup's mark on
    // each member of the institution (as the partner migration marks those linked before it).
    await timed('progress versions and partner marks', async () => {
      await run(`update users set progress_version = 1 where id between $1::int and $2::int`, [firstId, lastId]);
      await run('insert into partner_dirty_members (user_id) select id from users where institution_id is not null');
    });
    await timed('vacuum analyze', () => run('vacuum analyze'));
    await run('checkpoint');
    return institutionId;
  } finally {
    await pool.end();
  }
}
