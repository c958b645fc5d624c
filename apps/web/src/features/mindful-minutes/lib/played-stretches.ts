import type { TPlayedInterval } from '@innerway/domain';

/**
 * Two position updates further apart than this (seconds of the medium) are a jump (a seek), not
 * playing: players tell of the position every quarter to half second, twice that at double speed.
 */
const MaxPlayedStep = 2;

/**
 * The stretches of one play, from the player's position updates: consecutive updates a little
 * apart extend the open stretch; a jump back or ahead, a pause or the end closes it. `take`
 * hands out what was played since the last `take`; the open stretch goes on from where it was.
 */
export function createPlayedStretches() {
  let open: [number, number] | null = null;
  let closed: TPlayedInterval[] = [];

  const close = () => {
    if (open && open[1] > open[0]) closed.push([open[0], open[1]]);
    open = null;
  };

  return {
    position(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) return;
      if (open && seconds >= open[1] && seconds - open[1] <= MaxPlayedStep) open[1] = seconds;
      else {
        close();
        open = [seconds, seconds];
      }
    },
    /** Paused or ended: the next position starts a new stretch even if it is where this one ended. */
    stop() {
      close();
    },
    take(): TPlayedInterval[] {
      const taken = closed;
      closed = [];
      if (open && open[1] > open[0]) {
        taken.push([open[0], open[1]]);
        open = [open[1], open[1]];
      }
      return taken;
    },
  };
}
