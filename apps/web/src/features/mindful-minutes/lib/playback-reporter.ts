import { MindfulLimits, type TMeditationVoice, type TPlayReport } from '@innerway/domain';
import { apiPost, errorStatus } from '../../../lib/api-client';
import { createPlayedStretches } from './played-stretches';
import { keepUnsentPlays, takeUnsentPlays } from './unsent-plays';

/** A play going on in a player: whose it is, and what it played since it was last asked. */
export interface TLivePlay {
  userId: number;
  take(): TPlayReport | null;
}

const livePlays = new Set<TLivePlay>();
let timer: ReturnType<typeof setInterval> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Worth sending again later: no answer, a server in trouble, throttled, or signed out meanwhile. */
const isPassing = (status: number | null) => status === null || status === 0 || status === 401 || status === 429 || status >= 500;

async function send(plays: TPlayReport[], keepalive: boolean): Promise<void> {
  await apiPost('/mindful_minutes/plays', { plays }, keepalive ? { keepalive: true } : undefined);
}

/** Sends what waits for `userId`; returns false when it must wait for a better moment. */
async function sendUnsent(userId: number, keepalive: boolean): Promise<boolean> {
  for (let plays = takeUnsentPlays(userId); plays.length > 0; plays = takeUnsentPlays(userId)) {
    try {
      await send(plays, keepalive);
    } catch (error) {
      if (isPassing(errorStatus(error))) {
        keepUnsentPlays(userId, plays);
        return false;
      }
      // Refused for good (an item since locked or removed): send the others alone, once.
      if (plays.length > 1) {
        for (const play of plays) await send([play], keepalive).catch(() => undefined);
      }
    }
  }
  return true;
}

/**
 * Hands what the live plays played to the server: through the kept stretches (unsent-plays), so
 * nothing is lost if the send fails or the page goes meanwhile. Sends run one after the other.
 * `keepalive` lets the request outlive the page (pagehide). `userId` sends what a member kept
 * without a play going on (the dashboard, after an offline spell).
 */
export function flushPlays({ keepalive = false, userId }: { keepalive?: boolean; userId?: number } = {}): Promise<unknown> {
  const users = new Set<number>(userId === undefined ? [] : [userId]);
  for (const live of livePlays) {
    users.add(live.userId);
    const played = live.take();
    if (played) keepUnsentPlays(live.userId, [played]);
  }
  queue = queue.then(async () => {
    for (const user of users) await sendUnsent(user, keepalive);
  });
  return queue;
}

const onPageHide = () => void flushPlays({ keepalive: true });
const onVisibility = () => {
  if (document.visibilityState === 'hidden') onPageHide();
};
const onOnline = () => void flushPlays();

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('pagehide', onPageHide);
  window[method]('online', onOnline);
  document[method]('visibilitychange', onVisibility);
}

/**
 * Reports a play while it lasts: every `reportEverySeconds`, when the page is hidden or left,
 * when the device is back online, and once more when it ends (the returned function).
 */
export function watchPlay(live: TLivePlay): () => void {
  livePlays.add(live);
  if (!timer) {
    timer = setInterval(() => void flushPlays(), MindfulLimits.reportEverySeconds * 1000);
    listen(true);
  }
  return () => {
    void flushPlays();
    livePlays.delete(live);
    if (livePlays.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      listen(false);
    }
  };
}

/** One play of a player, as `usePlayReporting` drives it. */
export interface TPlay {
  position(seconds: number): void;
  /** Paused or ended: what was played goes now. */
  stop(): void;
  /** The player is gone: the last stretch goes, and the play is over. */
  end(): void;
}

/** Starts a play of `item` for `userId`, with its own id, reported while it lasts. */
export function startPlay(
  userId: number,
  item: { media: 'video'; id: number } | { media: 'meditation'; id: number; voice: TMeditationVoice },
): TPlay {
  const playId = crypto.randomUUID();
  const stretches = createPlayedStretches();
  const unwatch = watchPlay({
    userId,
    take: () => {
      const intervals = stretches.take();
      return intervals.length > 0 ? { play_id: playId, ...item, intervals } : null;
    },
  });
  return {
    position: (seconds) => stretches.position(seconds),
    stop() {
      stretches.stop();
      void flushPlays();
    },
    end() {
      stretches.stop();
      unwatch();
    },
  };
}
