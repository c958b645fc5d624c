import { mergePlayedIntervals, MindfulLimits, type TPlayReport } from '@innerway/domain';

// The played stretches not yet counted by the server, kept on the device so that a lost
// connection, a closed tab or an app sent to the background loses none of them. One small
// module, so that the apps' offline outbox can take this job over.

const storageKey = 'innerway.unsent-plays';

interface TUnsentPlay {
  /** Whose session the play belongs to: another member signing in on the device never sends it. */
  userId: number;
  /** When its oldest unsent stretch was kept (ms since the epoch). */
  keptAt: number;
  play: TPlayReport;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): TUnsentPlay[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? (parsed as TUnsentPlay[]) : [];
  } catch {
    return [];
  }
}

function write(plays: TUnsentPlay[]): void {
  try {
    if (plays.length === 0) storage()?.removeItem(storageKey);
    else storage()?.setItem(storageKey, JSON.stringify(plays));
  } catch {
    // A full or refused storage: the stretches stay in memory for this page's life.
  }
}

/** True when stretches wait to be sent (cheap: the dashboard asks on every visit). */
export function hasUnsentPlays(): boolean {
  return (storage()?.getItem(storageKey) ?? null) !== null;
}

/** Keeps `plays` for `userId`, the stretches of a play already kept joined to its new ones. */
export function keepUnsentPlays(userId: number, plays: readonly TPlayReport[], now = Date.now()): void {
  const kept = read();
  for (const play of plays) {
    const same = kept.find((entry) => entry.userId === userId && entry.play.play_id === play.play_id);
    // Joined and merged, so a long offline spell still fits in one report.
    if (same) same.play = { ...same.play, intervals: mergePlayedIntervals([...same.play.intervals, ...play.intervals], MindfulLimits.maxPositionSeconds) };
    else kept.push({ userId, keptAt: now, play });
  }
  write(kept);
}

/**
 * Takes out what waits for `userId`, at most one report's worth. Stretches kept longer than
 * `keepUnsentDays`, and those of anyone else, are let go: they would be sent with the wrong
 * session, or count in a week long gone.
 */
export function takeUnsentPlays(userId: number, now = Date.now()): TPlayReport[] {
  const fresh = read().filter((entry) => entry.userId === userId && now - entry.keptAt < MindfulLimits.keepUnsentDays * 86_400_000);
  const taken = fresh.slice(0, MindfulLimits.maxPlaysPerReport);
  write(fresh.slice(taken.length));
  return taken.map((entry) => entry.play);
}
