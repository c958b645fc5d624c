import { describe, expect, it } from 'vitest';
import { Constants } from '../limits.ts';
import { isCheckInOpen, latestCheckIn, nextCheckInAt } from './check-in.ts';

const previous = new Date('2026-03-01T09:30:00.000Z');
const later = (ms: number) => new Date(previous.getTime() + ms);
const day = 24 * 60 * 60 * 1000;

describe('check-in interval', () => {
  it('is 30 days', () => {
    expect(Constants.checkInIntervalDays).toBe(30);
  });

  it('opens the next check-in exactly 30 days after the previous one', () => {
    expect(nextCheckInAt(previous).toISOString()).toBe('2026-03-31T09:30:00.000Z');
  });

  it('is always open for a first check-in', () => {
    expect(isCheckInOpen(null, previous)).toBe(true);
  });

  it('is closed the same day, one day and a millisecond short of 30 days later', () => {
    expect(isCheckInOpen(previous, previous)).toBe(false);
    expect(isCheckInOpen(previous, later(day))).toBe(false);
    expect(isCheckInOpen(previous, later(30 * day - 1))).toBe(false);
  });

  it('opens at 30 days and stays open after', () => {
    expect(isCheckInOpen(previous, later(30 * day))).toBe(true);
    expect(isCheckInOpen(previous, later(400 * day))).toBe(true);
  });

  it('counts 24-hour spans across a daylight-saving change', () => {
    // Europe moves its clocks on 2026-03-29: still 30 × 24 hours, whatever the local zone.
    expect(nextCheckInAt(previous).getTime() - previous.getTime()).toBe(30 * day);
  });

  it('keeps a previous check-in in the future (a wrong clock) closed until 30 days after it', () => {
    expect(isCheckInOpen(later(5 * day), later(30 * day))).toBe(false);
  });
});

describe('latestCheckIn', () => {
  it('is null without check-ins', () => {
    expect(latestCheckIn([])).toBeNull();
  });

  it('finds the latest whatever the order, ignoring unreadable dates', () => {
    expect(latestCheckIn(['2026-01-02T00:00:00Z', 'not a date', '2026-02-03T10:00:00Z', '2025-12-01T00:00:00Z'])?.toISOString()).toBe(
      '2026-02-03T10:00:00.000Z',
    );
  });
});
