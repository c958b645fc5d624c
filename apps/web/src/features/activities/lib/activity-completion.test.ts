import { describe, expect, it } from 'vitest';
import { isActivityComplete } from '@innerway/domain';
import { ActivityCompleteProgress, shouldCompleteMeditation, showMarkAsComplete } from './activity-completion';

describe('showMarkAsComplete', () => {
  it('is hidden once complete or when progress is not tracked', () => {
    expect(showMarkAsComplete(0, true)).toBe(true);
    expect(showMarkAsComplete(100, true)).toBe(false);
    expect(showMarkAsComplete(0, false)).toBe(false);
  });
});

describe('shouldCompleteMeditation', () => {
  const playing = { alreadyComplete: false, currentTime: 0, duration: 600, ended: false };

  it('fires when the audio reaches 90 percent', () => {
    expect(shouldCompleteMeditation({ ...playing, currentTime: 539.9 })).toBe(false);
    expect(shouldCompleteMeditation({ ...playing, currentTime: 540 })).toBe(true);
    expect(shouldCompleteMeditation({ ...playing, currentTime: 541 })).toBe(true);
  });

  it('fires exactly at 90 % despite binary fractions', () => {
    for (let duration = 1; duration <= 600; duration += 1) {
      const currentTime = (duration * 9) / 10;
      expect(shouldCompleteMeditation({ ...playing, currentTime, duration }), `${currentTime} of ${duration}`).toBe(true);
      expect(shouldCompleteMeditation({ ...playing, currentTime: currentTime - 0.01, duration })).toBe(false);
    }
  });

  it('fires when the audio ends, whatever the position', () => {
    expect(shouldCompleteMeditation({ ...playing, ended: true })).toBe(true);
    expect(shouldCompleteMeditation({ ...playing, duration: Number.NaN, ended: true })).toBe(true);
  });

  it('fires once: never when already complete', () => {
    expect(shouldCompleteMeditation({ ...playing, alreadyComplete: true, currentTime: 590 })).toBe(false);
    expect(shouldCompleteMeditation({ ...playing, alreadyComplete: true, ended: true })).toBe(false);
  });

  it('waits for the end while the duration is unknown', () => {
    expect(shouldCompleteMeditation({ ...playing, currentTime: 30, duration: Number.NaN })).toBe(false);
    expect(shouldCompleteMeditation({ ...playing, currentTime: 30, duration: 0 })).toBe(false);
    expect(shouldCompleteMeditation({ ...playing, currentTime: 30, duration: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe('ActivityCompleteProgress', () => {
  it('is progress the server counts as complete', () => {
    expect(isActivityComplete(ActivityCompleteProgress)).toBe(true);
  });
});
