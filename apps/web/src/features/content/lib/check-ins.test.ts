import { describe, expect, it } from 'vitest';
import { RatingScale, type TUserAssessment } from '@innerway/domain';
import { checkInOffer, formatCheckInDate } from './check-ins';

let nextId = 1;
function checkIn(module_id: number, created_at: string): TUserAssessment {
  return { id: nextId++, module_id, quantitative_answer: RatingScale.Somewhat, qualitative_answer_one: 'One', qualitative_answer_two: 'Two', created_at };
}

describe('checkInOffer', () => {
  const latest = '2026-03-01T09:30:00.000Z';
  const checkIns = [checkIn(1, '2026-01-01T09:30:00Z'), checkIn(1, latest)];

  it('offers nothing before a first check-in, or on a locked topic', () => {
    expect(checkInOffer([], false, new Date('2026-06-01T00:00:00Z'))).toEqual({ kind: 'none' });
    expect(checkInOffer(checkIns, true, new Date('2026-06-01T00:00:00Z'))).toEqual({ kind: 'none' });
  });

  it('waits until 30 days after the latest check-in, and says when', () => {
    expect(checkInOffer(checkIns, false, new Date('2026-03-31T09:29:59Z'))).toEqual({
      kind: 'waiting',
      latest: new Date(latest),
      opensAt: new Date('2026-03-31T09:30:00.000Z'),
    });
  });

  it('opens from then on', () => {
    expect(checkInOffer(checkIns, false, new Date('2026-03-31T09:30:00Z'))).toEqual({ kind: 'open', latest: new Date(latest) });
  });
});

describe('formatCheckInDate', () => {
  it('writes the day as the reader does', () => {
    const day = '2026-05-03T12:00:00Z';
    expect(formatCheckInDate(day, 'en')).toBe('May 3, 2026');
    expect(formatCheckInDate(day, 'fr')).toBe('3 mai 2026');
    expect(formatCheckInDate(day, 'es')).toBe('3 may 2026');
  });
});
