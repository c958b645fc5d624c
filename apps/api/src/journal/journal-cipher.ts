import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TJournalKeys } from './journal-keys.ts';

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const authTagLength = 16;

/** What is stored of an entry's text. */
export interface TSealedText {
  keyId: string;
  iv: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
}

// Binds a ciphertext to its owner: a row copied into another member's account does not decrypt.
const associatedData = (userId: number) => Buffer.from(`innerway journal entry of user ${userId}`);

/** Encrypts an entry's text under the current key, with a fresh random IV every time. */
export function sealJournalText(keys: TJournalKeys, userId: number, text: string): TSealedText {
  const key = keys.keys.get(keys.currentKeyId)!;
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, key, iv, { authTagLength }).setAAD(associatedData(userId));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return { keyId: keys.currentKeyId, iv, ciphertext, authTag: cipher.getAuthTag() };
}

/**
 * Decrypts a stored text with the key its row names. A key missing from JOURNAL_KEYS, or a row
 * altered in the database, throws: the entry is never shown wrong.
 */
export function openJournalText(keys: TJournalKeys, userId: number, sealed: TSealedText): string {
  const key = keys.keys.get(sealed.keyId);
  if (!key) throw new Error(`Journal key ${sealed.keyId} is not in JOURNAL_KEYS`);
  const decipher = createDecipheriv(algorithm, key, sealed.iv, { authTagLength }).setAAD(associatedData(userId)).setAuthTag(sealed.authTag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}
