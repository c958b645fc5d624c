import { describe, expect, it } from 'vitest';
import { createPlayedStretches } from './played-stretches';

const feed = (stretches: ReturnType<typeof createPlayedStretches>, positions: number[]) => positions.forEach((p) => stretches.position(p));

describe('createPlayedStretches', () => {
  it('turns steady position updates into one stretch, handed out once', () => {
    const stretches = createPlayedStretches();
    feed(stretches, [0, 0.25, 0.5, 0.75, 1, 1.5, 2]);
    expect(stretches.take()).toEqual([[0, 2]]);
    expect(stretches.take()).toEqual([]);
    feed(stretches, [2.5, 3]);
    expect(stretches.take()).toEqual([[2, 3]]);
  });

  it('starts a new stretch after a seek back or ahead, not counting the jump', () => {
    const stretches = createPlayedStretches();
    feed(stretches, [0, 1, 2, 60, 61, 30, 31]);
    expect(stretches.take()).toEqual([[0, 2], [60, 61], [30, 31]]);
  });

  it('closes the stretch on a pause, so playing on from there is a new one', () => {
    const stretches = createPlayedStretches();
    feed(stretches, [10, 11]);
    stretches.stop();
    feed(stretches, [11, 12]);
    expect(stretches.take()).toEqual([[10, 11], [11, 12]]);
  });

  it('ignores positions that are not positions', () => {
    const stretches = createPlayedStretches();
    feed(stretches, [Number.NaN, -1, 0, 1, Number.POSITIVE_INFINITY]);
    expect(stretches.take()).toEqual([[0, 1]]);
  });
});
