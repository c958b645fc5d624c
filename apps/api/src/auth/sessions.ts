import { randomUUID } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { generateToken, hashToken } from './tokens.ts';

const day = 24 * 60 * 60 * 1000;
/** A session nobody uses for this long ends... */
export const idleLifetimeMs = 30 * day;
/** ...and none outlives this, however busy. */
export const absoluteLifetimeMs = 90 * day;
/** lastSeenAt is written at most this often, so reads do not turn into a write per request. */
const touchIntervalMs = 60 * 1000;
/**
 * The member's own last-seen time (users.last_seen_at, which outlives their sessions) moves at
 * most this often: support reads it as a date, and a busy member's row is not written every minute.
 */
const memberSeenIntervalMs = 10 * 60 * 1000;

export interface TStartedSession {
  sessionId: string;
  token: string;
  /** Only when asked for: the second secret of the session, for media URLs (see startSession). */
  mediaToken?: string;
}

/**
 * A new session for `userId`. With `withMediaToken` (the native apps), the session gets a second
 * secret that opens only its media, in URLs an <audio>, <video> or <track> element or the native
 * player can fetch without a Bearer header; like the token, only its hash is kept, and it ends
 * with the session, being part of its row.
 */
export async function startSession(
  db: Db,
  userId: number,
  userAgent?: string,
  { withMediaToken = false }: { withMediaToken?: boolean } = {},
): Promise<TStartedSession> {
  const token = generateToken();
  const mediaToken = withMediaToken ? generateToken() : undefined;
  const sessionId = randomUUID();
  const now = Date.now();
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: hashToken(token),
    mediaTokenHash: mediaToken === undefined ? null : hashToken(mediaToken),
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + idleLifetimeMs),
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  // Signing in is being seen (raw SQL: it is no change to the account, see resolveSession).
  await db.execute(sql`update users set last_seen_at = ${new Date(now)} where id = ${userId}`);
  return { sessionId, token, mediaToken };
}

/** Which of a session's secrets is presented: its token (cookie, Bearer) or its media token. */
export type TSessionSecret = 'token' | 'mediaToken';

function prepareLiveSessionQuery(db: Db, secret: TSessionSecret) {
  const hashColumn = secret === 'token' ? sessions.tokenHash : sessions.mediaTokenHash;
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(hashColumn, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare(secret === 'token' ? 'live_session_by_token_hash' : 'live_session_by_media_token_hash');
}
const liveSessionQueries = {
  token: new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>(),
  mediaToken: new WeakMap<Db, ReturnType<typeof prepareLiveSessionQuery>>(),
};

/**
 * Every API request runs this look-up first: a named prepared statement, so that PostgreSQL
 * plans it once per connection and the query is not rebuilt per request.
 */
function liveSessionQuery(db: Db, secret: TSessionSecret) {
  let query = liveSessionQueries[secret].get(db);
  if (!query) liveSessionQueries[secret].set(db, (query = prepareLiveSessionQuery(db, secret)));
  return query;
}

/**
 * The live session behind a token (or, with `secret` 'mediaToken', a media token) and its user,
 * sliding the idle deadline forward (never past the absolute one): listening counts as use.
 * Null for an unknown, ended or expired token.
 */
export async function resolveSession(
  db: Db,
  token: string,
  secret: TSessionSecret = 'token',
): Promise<{ sessionId: string; user: UserRow } | null> {
  const [row] = await liveSessionQuery(db, secret).execute({ hash: hashToken(token) });
  if (!row) return null;

  const now = Date.now();
  if (now - row.session.lastSeenAt.getTime() >= touchIntervalMs) {
    const absoluteEnd = row.session.createdAt.getTime() + absoluteLifetimeMs;
    const seen = new Date(now);
    const expires = new Date(Math.min(now + idleLifetimeMs, absoluteEnd));
    const memberSeen = row.user.lastSeenAt?.getTime() ?? 0;
    if (now - memberSeen < memberSeenIntervalMs) {
      await db.update(sessions).set({ lastSeenAt: seen, expiresAt: expires }).where(eq(sessions.id, row.session.id));
    } else {
      // One round trip for both rows, as the session alone took. Raw SQL: users.updated_at says
      // when the member changed their account, which being seen is not.
      await db.execute(sql`
        with touched as (update sessions set last_seen_at = ${seen}, expires_at = ${expires} where id = ${row.session.id})
        update users set last_seen_at = ${seen} where id = ${row.user.id}`);
    }
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user: password reset, disabling, deletion. */
export async function endAllSessions(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but `keepSessionId`, the one that made a change (an e-mail change). */
export async function endOtherSessions(db: Pick<Db, 'delete'>, userId: number, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
