import { useCallback, useEffect, useRef, useState } from 'react';
import type { TMeditationVoice, TPlayReport } from '@innerway/domain';
import { useSession } from '../../session';
import { createPlayedStretches } from '../lib/played-stretches';

/** What a player plays, as the minutes count it. */
export type TPlayedItem = { media: 'video'; id: number } | { media: 'meditation'; id: number; voice: TMeditationVoice };

export interface TPlayReporting {
  /** The player's position moved (seconds of the medium). */
  position: (seconds: number) => void;
  /** Paused or ended: what was played goes to the server now. */
  stop: () => void;
}

/**
 * Reports what a player really plays for the member's mindful minutes: one play per mount of the
 * player (its own id), its stretches sent while it plays, on pause and end, when the page goes,
 * and when it unmounts. The sending part loads with the first position, so players that are
 * never started cost the screen nothing.
 */
export function usePlayReporting(item: TPlayedItem | null): TPlayReporting {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [playId] = useState(() => crypto.randomUUID());
  const [stretches] = useState(createPlayedStretches);
  const watching = useRef<Promise<{ stop: () => void; flush: () => void }> | null>(null);
  const itemRef = useRef(item);
  useEffect(() => {
    itemRef.current = item;
  });

  const start = useCallback(() => {
    if (watching.current || userId === null) return;
    const take = (): TPlayReport | null => {
      const current = itemRef.current;
      const intervals = stretches.take();
      return current && intervals.length > 0 ? { play_id: playId, ...current, intervals } : null;
    };
    watching.current = import('../lib/playback-reporter').then(({ watchPlay, flushPlays }) => ({
      stop: watchPlay({ userId, take }),
      flush: () => void flushPlays(),
    }));
  }, [playId, stretches, userId]);

  useEffect(
    () => () => {
      stretches.stop();
      void watching.current?.then((reporter) => reporter.stop());
      watching.current = null;
    },
    [stretches],
  );

  const position = useCallback(
    (seconds: number) => {
      if (!itemRef.current) return;
      stretches.position(seconds);
      start();
    },
    [start, stretches],
  );
  const stop = useCallback(() => {
    stretches.stop();
    void watching.current?.then((reporter) => reporter.flush());
  }, [stretches]);

  return { position, stop };
}
