import { createHmac, timingSafeEqual } from 'node:crypto';
import { ReminderLimits } from '@innerway/domain';

/**
 * The token of a reminder mail's unsubscribe link: `<user id>.<issued, base-36 seconds>.<HMAC>`.
 * The HMAC-SHA256 (key REMINDER_LINK_SECRET) covers the id and the time under a purpose label,
 * so the link works without signing in, cannot be made for another member or re-dated, and
 * no other signed value of the app can stand in for it. Nothing is stored: a link is valid
 * while its signature holds and it is younger than ReminderLimits.unsubscribeLinkDays.
 */
const purpose = 'innerway:reminders:unsubscribe:v1';
const tokenPattern = /^([1-9][0-9]{0,9})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/;
const MsPerDay = 24 * 60 * 60 * 1000;

export type TUnsubscribeToken = { state: 'valid'; userId: number } | { state: 'invalid' | 'expired' };

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest();
}

export function signUnsubscribeToken(secret: string, userId: number, issuedAt: Date): string {
  const body = `${userId}.${Math.floor(issuedAt.getTime() / 1000).toString(36)}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** Tampered (or not a token at all) is `invalid`; authentic but too old is `expired`. */
export function readUnsubscribeToken(secret: string, token: string, now: Date): TUnsubscribeToken {
  const match = tokenPattern.exec(token);
  if (!match) return { state: 'invalid' };
  const [, id, issued, signature] = match as unknown as [string, string, string, string];
  // Compared as text: the last of 43 base64url characters has two spare bits, so decoding would
  // let four spellings of one signature pass; only the one this server writes is taken.
  const expected = Buffer.from(mac(secret, `${id}.${issued}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
  const issuedMs = parseInt(issued, 36) * 1000;
  // A link from the future was not made by this server's clock: treated as made up.
  if (issuedMs > now.getTime() + MsPerDay) return { state: 'invalid' };
  if (now.getTime() - issuedMs > ReminderLimits.unsubscribeLinkDays * MsPerDay) return { state: 'expired' };
  return { state: 'valid', userId: Number(id) };
}
