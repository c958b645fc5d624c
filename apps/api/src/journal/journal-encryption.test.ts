import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ActivityType } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { journalEntries } from '../db/schema.ts';
import { openJournalText, sealJournalText } from './journal-cipher.ts';
import { listJournalEntries } from './journal-entries.ts';
import type { TJournalKeys } from './journal-keys.ts';
import { reencryptJournalEntries } from './reencrypt-journal.ts';

let app: FastifyInstance;
let db: Db;
let pool: { query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
setUpProgramApp((test) => ({ app, db, pool } = test));

const keyring = (...ids: string[]): TJournalKeys => ({ currentKeyId: ids[0]!, keys: new Map(ids.map((id) => [id, randomBytes(32)])) });

async function journalingActivity(): Promise<number> {
  const { rows } = await pool.query(`select id from exercises where activity_type = ${ActivityType.Journaling} and is_trial_content order by id limit 1`);
  return Number(rows[0]!.id);
}

describe('the journal at rest', () => {
  it('stores no plaintext: every column of the row, as the database holds it, is free of the text', async () => {
    const { user, token } = await createAccount(db);
    const secret = 'The thing I never told anyone about my brother';
    const saved = await call(app, token, 'PUT', `/api/exercises/${await journalingActivity()}/journal`, { text: secret, version: 0 });
    expect(saved.statusCode).toBe(200);
    const { rows } = await pool.query('select * from journal_entries where user_id = $1', [user.id]);
    const dump = JSON.stringify(rows, (_key, value: unknown) => (value instanceof Buffer ? value.toString('latin1') : value));
    expect(dump).not.toContain(secret);
    expect(dump).not.toContain('brother');
    const dumpHex = rows.map((row) => (row.ciphertext as Buffer).toString('hex')).join('');
    expect(dumpHex).not.toContain(Buffer.from('brother').toString('hex'));
    expect(rows[0]).toMatchObject({ key_id: 'development' });
    expect((rows[0]!.iv as Buffer).length).toBe(12);
    expect((rows[0]!.auth_tag as Buffer).length).toBe(16);
  });

  it('uses a fresh IV for every save, even of the same text', async () => {
    const keys = keyring('k1');
    const one = sealJournalText(keys, 1, 'same words');
    const two = sealJournalText(keys, 1, 'same words');
    expect(one.iv.equals(two.iv)).toBe(false);
    expect(one.ciphertext.equals(two.ciphertext)).toBe(false);
  });

  it('refuses a row altered in the database, or moved to another member', () => {
    const keys = keyring('k1');
    const sealed = sealJournalText(keys, 7, 'mine');
    expect(openJournalText(keys, 7, sealed)).toBe('mine');
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0]! ^= 1;
    expect(() => openJournalText(keys, 7, { ...sealed, ciphertext: flipped })).toThrow();
    expect(() => openJournalText(keys, 8, sealed)).toThrow();
    expect(() => openJournalText(keyring('k2'), 7, { ...sealed })).toThrow(/Journal key k1 is not in JOURNAL_KEYS/);
  });

  it('reads a row written under the old key after a rotation, and re-encrypts it without changing it', async () => {
    const { user } = await createAccount(db);
    const exerciseId = await journalingActivity();
    const old = keyring('2025-01');
    await db.insert(journalEntries).values({ userId: user.id, exerciseId, ...sealJournalText(old, user.id, 'written last year'), version: 3 });
    const [before] = await db.select().from(journalEntries).where(eq(journalEntries.userId, user.id));

    // The new key goes first; the old ones (this row's, and the other tests' rows') stay to read.
    const rotated: TJournalKeys = {
      currentKeyId: '2026-11',
      keys: new Map([['2026-11', randomBytes(32)], ...old.keys, ...app.config.journalKeys.keys]),
    };
    expect(await listJournalEntries(db, rotated, user.id)).toMatchObject([{ text: 'written last year', version: 3 }]);

    expect(await reencryptJournalEntries(db, rotated, { batchSize: 1 })).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(journalEntries).where(eq(journalEntries.userId, user.id));
    expect(after).toMatchObject({ keyId: '2026-11', version: 3, updatedAt: before!.updatedAt, createdAt: before!.createdAt });
    expect(after!.iv.equals(before!.iv)).toBe(false);
    // Now the old key can go.
    const newOnly: TJournalKeys = { currentKeyId: '2026-11', keys: new Map([['2026-11', rotated.keys.get('2026-11')!]]) };
    expect(await listJournalEntries(db, newOnly, user.id)).toMatchObject([{ text: 'written last year' }]);
    expect(await reencryptJournalEntries(db, newOnly)).toBe(0);
  });
});
