import { asc, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/** The signed-in sessions, by the device's browser or app that holds each; never their secrets. */
export const collectDevices: TSectionCollector = async (db, userId) => {
  const signedIn = await db
    .select({
      device: sessions.userAgent,
      signed_in_at: sessions.createdAt,
      last_seen_at: sessions.lastSeenAt,
      expires_at: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return { sessions: signedIn };
};
