import { afterEach, describe, expect, it } from 'vitest';
import { MindfulLimits, type TPlayReport } from '@innerway/domain';
import { hasUnsentPlays, keepUnsentPlays, takeUnsentPlays } from './unsent-plays';

const play = (id: string, intervals: [number, number][]): TPlayReport => ({ play_id: id, media: 'meditation', id: 1, voice: 'female', intervals });
const day = 86_400_000;

afterEach(() => localStorage.clear());

describe('unsent plays', () => {
  it('keeps stretches across page loads and hands them out once, merged per play', () => {
    expect(hasUnsentPlays()).toBe(false);
    keepUnsentPlays(7, [play('a', [[0, 10]])]);
    keepUnsentPlays(7, [play('a', [[5, 20]]), play('b', [[0, 3]])]);
    expect(hasUnsentPlays()).toBe(true);
    expect(takeUnsentPlays(7)).toEqual([play('a', [[0, 20]]), play('b', [[0, 3]])]);
    expect(takeUnsentPlays(7)).toEqual([]);
    expect(hasUnsentPlays()).toBe(false);
  });

  it('never hands one member’s plays to another, and lets those go', () => {
    keepUnsentPlays(7, [play('a', [[0, 10]])]);
    expect(takeUnsentPlays(8)).toEqual([]);
    expect(takeUnsentPlays(7)).toEqual([]);
  });

  it('lets go of stretches kept longer than a week', () => {
    const now = Date.now();
    keepUnsentPlays(7, [play('old', [[0, 10]])], now - MindfulLimits.keepUnsentDays * day - 1);
    keepUnsentPlays(7, [play('new', [[0, 10]])], now);
    expect(takeUnsentPlays(7, now)).toEqual([play('new', [[0, 10]])]);
  });

  it('hands out at most one report’s worth at a time', () => {
    keepUnsentPlays(7, Array.from({ length: MindfulLimits.maxPlaysPerReport + 2 }, (_, i) => play(`p${i}`, [[0, 1]])));
    expect(takeUnsentPlays(7)).toHaveLength(MindfulLimits.maxPlaysPerReport);
    expect(takeUnsentPlays(7)).toHaveLength(2);
  });

  it('survives a corrupt store', () => {
    localStorage.setItem('innerway.unsent-plays', '{not json');
    expect(takeUnsentPlays(7)).toEqual([]);
  });
});
