// npm run journal:reencrypt -w @innerway/api: re-encrypts the journal under the current key
// (decision 019). Run with the server's own environment (DATABASE_URL, JOURNAL_KEYS).
import { loadConfig } from '../config.ts';
import { createDb, createPool } from '../db/client.ts';
import { countEntriesByKey } from './journal-entries.ts';
import { reencryptJournalEntries } from './reencrypt-journal.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is required: the database whose journal to re-encrypt.');
  process.exit(1);
}
const pool = createPool(config.databaseUrl, 2, { statementTimeouts: false });
try {
  const db = createDb(pool);
  const rewritten = await reencryptJournalEntries(db, config.journalKeys);
  const byKey = Object.fromEntries(await countEntriesByKey(db));
  console.log(`Re-encrypted ${rewritten} journal entries under ${config.journalKeys.currentKeyId}. Entries by key now: ${JSON.stringify(byKey)}`);
} finally {
  await pool.end();
}
