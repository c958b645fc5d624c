import { describe, expect, it } from 'vitest';
import { mergePlayedIntervals, playedSeconds } from './played-intervals.ts';

describe('mergePlayedIntervals', () => {
  it('joins overlapping and touching stretches and sorts them', () => {
    expect(mergePlayedIntervals([[30, 40], [0, 10], [5, 12], [12, 20]], 100)).toEqual([[0, 20], [30, 40]]);
  });

  it('counts a second heard again after seeking back once', () => {
    const merged = mergePlayedIntervals([[0, 30], [29, 30], [29, 31]], 100);
    expect(merged).toEqual([[0, 31]]);
    expect(playedSeconds(merged)).toBe(31);
  });

  it('clamps to the medium and drops what lies outside it or is empty', () => {
    expect(mergePlayedIntervals([[170, 200], [250, 260], [10, 10]], 180.24)).toEqual([[170, 180.24]]);
  });

  it('keeps positions to the millisecond', () => {
    expect(mergePlayedIntervals([[0.12345, 1.00049]], 10)).toEqual([[0.123, 1]]);
  });

  it('is the same whatever order or repetition the stretches come in', () => {
    const once = mergePlayedIntervals([[0, 15], [15, 30]], 60);
    const again = mergePlayedIntervals([...once, [15, 30], [0, 15], [3, 4]], 60);
    expect(again).toEqual(once);
    expect(playedSeconds(again)).toBe(30);
  });
});
