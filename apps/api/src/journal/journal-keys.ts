import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The keys journal entries are encrypted with (decision 019). The first one encrypts every new
 * save; all of them decrypt, each row naming its own by `key_id`, so a new key is added in front
 * and the old ones stay until no row uses them (journal/reencrypt-journal.ts).
 */
export const ZJournalKeys = z.object({
  currentKeyId: z.string(),
  keys: z.map(z.string(), z.instanceof(Buffer)),
});
export type TJournalKeys = z.infer<typeof ZJournalKeys>;

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;
const keyBytes = 32;

// Not a secret: it lets `npm start`, the tests and the journeys run without configuration. Only
// production is refused without JOURNAL_KEYS.
const developmentKey: [string, Buffer] = ['development', createHash('sha256').update('innerway development journal key').digest()];

/**
 * JOURNAL_KEYS: a comma-separated list of `id:key`, where `id` names the key (letters, digits,
 * `_` and `-`, at most 32) and `key` is 32 random bytes in base64 (`openssl rand -base64 32`).
 * The first is the current key. Unset, the development key is used (config.ts refuses that in
 * production). No problem quotes a key.
 */
export function readJournalKeys(env: { JOURNAL_KEYS?: string | undefined }): { journalKeys: TJournalKeys; problems: string[] } {
  const value = env.JOURNAL_KEYS?.trim();
  if (!value) return { journalKeys: { currentKeyId: developmentKey[0], keys: new Map([developmentKey]) }, problems: [] };
  const keys = new Map<string, Buffer>();
  const problems: string[] = [];
  for (const [index, entry] of value.split(',').entries()) {
    const separator = entry.indexOf(':');
    const id = entry.slice(0, separator).trim();
    const encoded = entry.slice(separator + 1).trim();
    const key = Buffer.from(encoded, 'base64');
    if (separator < 0 || !keyIdPattern.test(id)) {
      problems.push(`JOURNAL_KEYS: entry ${index + 1} must be id:base64key, the id of letters, digits, _ and - (at most 32)`);
    } else if (keys.has(id)) {
      problems.push(`JOURNAL_KEYS: the id ${id} is given twice`);
    } else if (key.length !== keyBytes || key.toString('base64') !== encoded) {
      problems.push(`JOURNAL_KEYS: the key ${id} must be ${keyBytes} bytes in base64`);
    } else {
      keys.set(id, key);
    }
  }
  const [currentKeyId = ''] = keys.keys();
  return { journalKeys: { currentKeyId, keys }, problems };
}
