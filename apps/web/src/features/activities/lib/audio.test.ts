import { describe, expect, it } from 'vitest';
import { formatAudioTime, skipAudio } from './audio';

describe('skipAudio', () => {
  it('moves 30 seconds either way', () => {
    expect(skipAudio(100, 600, 'forward')).toBe(130);
    expect(skipAudio(100, 600, 'back')).toBe(70);
  });

  it('clamps to the start and to the duration', () => {
    expect(skipAudio(10, 600, 'back')).toBe(0);
    expect(skipAudio(30, 600, 'back')).toBe(0);
    expect(skipAudio(580, 600, 'forward')).toBe(600);
    expect(skipAudio(570, 600, 'forward')).toBe(600);
    expect(skipAudio(600, 600, 'forward')).toBe(600);
  });

  it('only clamps at 0 while the duration is unknown', () => {
    expect(skipAudio(10, Number.NaN, 'forward')).toBe(40);
    expect(skipAudio(10, Number.NaN, 'back')).toBe(0);
    expect(skipAudio(Number.NaN, 600, 'forward')).toBe(30);
  });
});

describe('formatAudioTime', () => {
  it('shows minutes:seconds with floored seconds', () => {
    expect(formatAudioTime(0)).toBe('0:00');
    expect(formatAudioTime(5)).toBe('0:05');
    expect(formatAudioTime(59.9)).toBe('0:59');
    expect(formatAudioTime(60)).toBe('1:00');
    expect(formatAudioTime(61)).toBe('1:01');
    expect(formatAudioTime(754)).toBe('12:34');
    expect(formatAudioTime(3599)).toBe('59:59');
    expect(formatAudioTime(3600)).toBe('60:00');
  });

  it('shows 0:00 for values a player reports before it knows', () => {
    expect(formatAudioTime(Number.NaN)).toBe('0:00');
    expect(formatAudioTime(-5)).toBe('0:00');
    expect(formatAudioTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
