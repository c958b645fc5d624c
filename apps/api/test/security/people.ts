// The callers of the security suite (one per role) and the other person whose data nobody else
// may read or change, with a fingerprint of everything stored about a person.
import type pg from 'pg';
import { createAccount } from '../../src/auth/account-testing.ts';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { sealJournalText } from '../../src/journal/journal-cipher.ts';
import { createStaffAccount } from '../../src/staff/staff-testing.ts';

/** Members by access, then the staff roles (`partner` manages an institution of their own). */
export const roles = ['anonymous', 'trial', 'full', 'admin', 'disabled', 'support', 'partner', 'editor'] as const;
export type TRole = (typeof roles)[number];

export type TAccount = Awaited<ReturnType<typeof createAccount>>;

/** A signed-in account of a role (anonymous has none). Cheap: the password is hashed once per file. */
export function accountOf(db: Db, role: Exclude<TRole, 'anonymous'>): Promise<TAccount> {
  switch (role) {
    case 'trial':
      return createAccount(db, { isTrialMode: true });
    case 'full':
      return createAccount(db);
    case 'admin':
      return createAccount(db, { isAdmin: true });
    case 'disabled':
      return createAccount(db, { isDisabled: true });
    case 'support':
      return createStaffAccount(db, 'support');
    case 'partner':
      return createStaffAccount(db, 'institution_manager');
    case 'editor':
      return createStaffAccount(db, 'editor');
  }
}

/**
 * Someone else, with something of everything a person owns: a gift card, progress, an
 * assessment view, analytics events, a data export ready to download, reminders, a journal entry (encrypted as the app's own, the marker in its text). Name and address are distinctive so a reply that leaks
 * them is easy to spot.
 */
export async function createVictim(db: Db, pool: pg.Pool) {
  const marker = `victim${Math.random().toString(36).slice(2, 10)}`;
  const account = await createAccount(db, { name: `Vera ${marker}`, email: `${marker}@victim.example` });
  const card = await createGiftCard(db, account.user.id);
  const userId = account.user.id;
  await pool.query(
    `insert into user_exercise_progress (user_id, exercise_id, percent)
       select $1, id, 40 from exercises order by id limit 1`,
    [userId],
  );
  await pool.query(
    `insert into analytics_events (user_id, name) values ($1, 'tutorial_begin')`,
    [userId],
  );
  const sealed = sealJournalText(loadConfig({ APP_ENV: 'local' }).journalKeys, userId, `Dear journal, ${marker} here.`);
  const { rows } = await pool.query<{ id: number }>(
    `insert into journal_entries (user_id, exercise_id, key_id, iv, ciphertext, auth_tag)
       select $1, id, $2, $3, $4, $5 from exercises where activity_type = 3 order by id limit 1 returning id`,
    [userId, sealed.keyId, sealed.iv, sealed.ciphertext, sealed.authTag],
  );
  // A check-in whose written answer is the marker: no reply to anyone else may carry it.
  await pool.query(
    `insert into user_assessments (user_id, module_id, quantitative_answer, qualitative_answer_one)
       select $1, id, 3, $2 from modules order by id limit 1`,
    [userId, marker],
  );
  const exportId = `${marker}xport`.slice(0, 22).padEnd(22, 'x');
  await pool.query(
    `insert into data_exports (id, user_id, state, ready_at, expires_at, size_bytes) values ($1, $2, 'ready', now(), now() + interval '7 days', 100)`,
    [exportId, userId],
  );
  await pool.query(
    `insert into media_plays (user_id, play_id, media, content_id, voice, intervals, counted_seconds, first_reported_at, last_reported_at)
       values ($1, gen_random_uuid(), 'meditation', 1, 'female', '[[0, 30]]', 30, now(), now())`,
    [userId],
  );
  await pool.query(
    `insert into reminder_settings (user_id, enabled, days, time, time_zone, next_due_at)
       values ($1, true, '{1,3,5}', '07:45', 'Europe/Paris', now() + interval '1 day')`,
    [userId],
  );
  await pool.query(`insert into reminder_sends (user_id, local_date) values ($1, current_date)`, [userId]);
  return { ...account, card, exportId, marker, journalEntryId: rows[0]!.id, secrets: [marker, card.code, account.token, exportId] };
}

// Every table that holds a person's data, and the column that says whose.
const personalTables: Record<string, string[]> = {
  users: ['id'],
  sessions: ['user_id'],
  email_verification_tokens: ['user_id'],
  password_reset_tokens: ['user_id'],
  subscription_codes: ['purchaser_user_id', 'redeemed_by_user_id'],
  in_app_purchases: ['user_id'],
  access_events: ['user_id'],
  user_step_progress: ['user_id'],
  user_exercise_progress: ['user_id'],
  user_assessments: ['user_id'],
  assessment_views: ['user_id'],
  age_surveys: ['user_id'],
  analytics_events: ['user_id'],
  journal_entries: ['user_id'],
  data_exports: ['user_id'],
  media_plays: ['user_id'],
  reminder_settings: ['user_id'],
  reminder_sends: ['user_id'],
};

/** Every row stored about a person, as one comparable value. */
export async function personalData(pool: pg.Pool, userId: number): Promise<Record<string, unknown[]>> {
  const data: Record<string, unknown[]> = {};
  for (const [table, owners] of Object.entries(personalTables)) {
    const where = owners.map((column) => `${column} = $1`).join(' or ');
    // A session's idle deadline slides on use (at most once a minute): not a change of data.
    const columns = table === 'sessions' ? 'id, user_id, token_hash, created_at' : '*';
    const { rows } = await pool.query(`select ${columns} from ${table} where ${where} order by 1`, [userId]);
    data[table] = rows;
  }
  return data;
}

/** Row counts of every table the API writes to, for "nothing was written". */
export async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...Object.keys(personalTables), 'institutions', 'outbox_mails']) {
    const { rows } = await pool.query<{ count: string }>(`select count(*) from ${table}`);
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}
