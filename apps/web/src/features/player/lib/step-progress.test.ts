import { describe, expect, it } from 'vitest';
import { shouldSaveStepProgress, videoPercent } from './step-progress';

describe('shouldSaveStepProgress', () => {
  it('saves once progress grew by at least 5 points', () => {
    expect(shouldSaveStepProgress(0, 4)).toBe(false);
    expect(shouldSaveStepProgress(0, 5)).toBe(true);
    expect(shouldSaveStepProgress(40, 44)).toBe(false);
    expect(shouldSaveStepProgress(40, 45)).toBe(true);
    expect(shouldSaveStepProgress(40, 73)).toBe(true);
  });

  it('counts from 0 before the first save', () => {
    expect(shouldSaveStepProgress(null, 4)).toBe(false);
    expect(shouldSaveStepProgress(undefined, 5)).toBe(true);
  });

  it('always saves on reaching 100, even by less than 5 points', () => {
    expect(shouldSaveStepProgress(98, 100)).toBe(true);
    expect(shouldSaveStepProgress(99, 100)).toBe(true);
    expect(shouldSaveStepProgress(98, 99)).toBe(false);
  });

  it('never saves when progress stays or goes back', () => {
    expect(shouldSaveStepProgress(100, 100)).toBe(false);
    expect(shouldSaveStepProgress(100, 5)).toBe(false);
    expect(shouldSaveStepProgress(50, 20)).toBe(false);
    expect(shouldSaveStepProgress(50, 50)).toBe(false);
  });

  it('treats out-of-range values as their bound', () => {
    expect(shouldSaveStepProgress(100, 140)).toBe(false);
    expect(shouldSaveStepProgress(97, 140)).toBe(true);
    expect(shouldSaveStepProgress(0, Number.NaN)).toBe(false);
  });
});

describe('videoPercent', () => {
  it('floors the watched share to a whole percent', () => {
    expect(videoPercent(0, 200)).toBe(0);
    expect(videoPercent(9.9, 200)).toBe(4);
    expect(videoPercent(10, 200)).toBe(5);
    expect(videoPercent(5.7, 10)).toBe(57);
    expect(videoPercent(199.9, 200)).toBe(99);
    expect(videoPercent(200, 200)).toBe(100);
  });

  it('stays within 0..100 and is 0 while the duration is unknown', () => {
    expect(videoPercent(250, 200)).toBe(100);
    expect(videoPercent(-1, 200)).toBe(0);
    expect(videoPercent(10, Number.NaN)).toBe(0);
    expect(videoPercent(10, 0)).toBe(0);
    expect(videoPercent(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
