import { useCallback, useEffect, useRef, useState } from 'react';
import type { TMeditationVoice } from '@innerway/domain';
import { useSession } from '../../session';
import type { TPlay } from '../lib/playback-reporter';

/** What a player plays, as the minutes count it: fixed for the player's life. */
export type TPlayedItem = { media: 'video'; id: number } | { media: 'meditation'; id: number; voice: TMeditationVoice };

/**
 * Reports what a player really plays for the member's mindful minutes: one play per mount of the
 * player, its stretches sent while it plays, on pause and end (`stop`), when the page goes, and
 * when it unmounts. The code that does it loads with the first position, so a screen whose player
 * is never started carries none of it; positions given meanwhile wait for it, in order.
 */
export function usePlayReporting(item: TPlayedItem) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [played] = useState(item);
  const play = useRef<Promise<TPlay> | null>(null);

  useEffect(
    () => () => {
      void play.current?.then((current) => current.end());
      play.current = null;
    },
    [],
  );

  const position = useCallback(
    (seconds: number) => {
      if (userId === null) return;
      play.current ??= import('../lib/playback-reporter').then(({ startPlay }) => startPlay(userId, played));
      void play.current.then((current) => current.position(seconds));
    },
    [played, userId],
  );
  const stop = useCallback(() => void play.current?.then((current) => current.stop()), []);

  return { position, stop };
}
