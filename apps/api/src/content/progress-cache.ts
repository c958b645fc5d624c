import type { UserRow } from '../user-record/user-row.ts';
import type { Db } from '../db/client.ts';
import { loadUserProgress, type TUserProgress } from './user-progress.ts';

/** The user as the session look-up read them: the version comes from the same row. */
export type TVersionedUser = Pick<UserRow, 'id' | 'progressVersion'>;

export interface ProgressCache {
  /** The user's progress, from memory when held under `user.progressVersion`, otherwise loaded. */
  get(user: TVersionedUser): Promise<TUserProgress>;
  /** How many users' progress is held (for tests). */
  readonly size: number;
}

interface TEntry {
  version: number;
  progress: Promise<TUserProgress>;
}

/**
 * Users' progress in memory, keyed by user id, each entry with the `users.progress_version` it was
 * loaded under. Triggers bump that number in the same transaction as every change to the user's
 * progress (drizzle/0007_progress_version.sql), so an entry is used only while the version the
 * request read with its session is the entry's. Invariant: an entry is never older than its
 * version, because its load is started after that version was read, and a query started later
 * sees every transaction that had committed by then (each bump commits with its rows). It may be
 * newer (a write landing between the two reads), which is harmless: the next request reads the
 * newer version and loads again.
 *
 * Concurrent requests of the same user at the same version share one load; a failed load is
 * forgotten. The oldest-used user is dropped beyond `maxUsers`: a Map keeps insertion order, and a
 * hit re-inserts its entry, which is all the LRU this needs (no sizes, no expiry: a version, not
 * time, decides whether an entry is good).
 */
export function createProgressCache(options: {
  maxUsers: number;
  load: (userId: number) => Promise<TUserProgress>;
}): ProgressCache {
  const entries = new Map<number, TEntry>();

  function hold(userId: number, entry: TEntry) {
    entries.delete(userId);
    entries.set(userId, entry);
  }

  return {
    get(user) {
      const held = entries.get(user.id);
      if (held && held.version === user.progressVersion) {
        hold(user.id, held);
        return held.progress;
      }
      const progress = options.load(user.id);
      // Any other version replaces the entry: a newer one, or an older one (a request that raced
      // a write, or a database restored under running instances, where numbers start again). An
      // entry is never older than its own version, so either is right; the racing case only
      // costs the next request a load.
      const entry = { version: user.progressVersion, progress };
      hold(user.id, entry);
      if (entries.size > options.maxUsers) entries.delete(entries.keys().next().value!);
      progress.catch(() => {
        if (entries.get(user.id) === entry) entries.delete(user.id);
      });
      return progress;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * How many users' progress each process keeps. A user who has done all of the program (55 videos
 * and activities, 8 assessments) takes about 5 KB of heap: 5,000 such users are about 24 MB, and
 * that covers everyone using an instance within any short while.
 */
const MAX_CACHED_USERS = 5_000;

// One cache per database handle, as the prepared statements: in production, one per process.
const caches = new WeakMap<Db, ProgressCache>();

/** The user's progress, through this process's cache (see createProgressCache). */
export function progressFor(db: Db, user: TVersionedUser): Promise<TUserProgress> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createProgressCache({ maxUsers: MAX_CACHED_USERS, load: (userId) => loadUserProgress(db, userId) });
    caches.set(db, cache);
  }
  return cache.get(user);
}
