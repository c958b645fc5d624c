import { describe, expect, it } from 'vitest';
import { TutorialOfferStatus } from '../enums/index.ts';
import {
  formatTutorialOfferDate,
  isTutorialOfferDue,
  parseTutorialOfferStatus,
  tutorialOfferedStatus,
} from './tutorial-offer.ts';

// Local dates at midday, so no time zone can move them to another day.
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('tutorial offer status strings', () => {
  it('formats the offered date day first', () => {
    expect(formatTutorialOfferDate(day(2024, 3, 5))).toBe('05032024');
    expect(tutorialOfferedStatus(day(2024, 12, 31))).toBe('Offered_31122024');
  });

  it('reads every status kind', () => {
    expect(parseTutorialOfferStatus('Completed')).toEqual({ kind: 'completed' });
    expect(parseTutorialOfferStatus('NotApplicable')).toEqual({ kind: 'notApplicable' });
    expect(parseTutorialOfferStatus('NotYetOffered')).toEqual({ kind: 'notYetOffered' });
    expect(parseTutorialOfferStatus('Offered_29022024')).toEqual({ kind: 'offered', date: { year: 2024, month: 2, day: 29 } });
  });

  it('round-trips a written status', () => {
    const status = tutorialOfferedStatus(day(2024, 2, 29));
    expect(parseTutorialOfferStatus(status)).toEqual({ kind: 'offered', date: { year: 2024, month: 2, day: 29 } });
  });

  it('does not read the age survey spellings or bad dates', () => {
    for (const status of ['COMPLETED', 'completed', 'OFFERED_02292024', 'Offered_', 'Offered_31022024', 'Offered_02132024', '', null, undefined]) {
      expect(parseTutorialOfferStatus(status), String(status)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('isTutorialOfferDue', () => {
  const today = day(2024, 3, 15);

  it('is never due once completed or not applicable', () => {
    expect(isTutorialOfferDue(TutorialOfferStatus.Completed, today)).toBe(false);
    expect(isTutorialOfferDue(TutorialOfferStatus.NotApplicable, today)).toBe(false);
  });

  it('is due when not yet offered', () => {
    expect(isTutorialOfferDue(TutorialOfferStatus.NotYetOffered, today)).toBe(true);
  });

  it('is due only MORE than 7 days after the offer', () => {
    expect(isTutorialOfferDue('Offered_15032024', today)).toBe(false);
    expect(isTutorialOfferDue('Offered_09032024', today)).toBe(false); // 6 days
    expect(isTutorialOfferDue('Offered_08032024', today)).toBe(false); // 7 days
    expect(isTutorialOfferDue('Offered_07032024', today)).toBe(true); // 8 days
  });

  it('counts across a month turn', () => {
    expect(isTutorialOfferDue('Offered_25012024', day(2024, 2, 1))).toBe(false); // 7 days
    expect(isTutorialOfferDue('Offered_24012024', day(2024, 2, 1))).toBe(true); // 8 days
  });

  it('counts across a year turn', () => {
    expect(isTutorialOfferDue('Offered_26122023', day(2024, 1, 1))).toBe(false); // 6 days
    expect(isTutorialOfferDue('Offered_25122023', day(2024, 1, 1))).toBe(false); // 7 days
    expect(isTutorialOfferDue('Offered_24122023', day(2024, 1, 1))).toBe(true); // 8 days
  });

  it('counts the leap day', () => {
    // 22 Feb to 1 Mar is 8 days in 2024 (29 Feb exists) but 7 days in 2023.
    expect(isTutorialOfferDue('Offered_22022024', day(2024, 3, 1))).toBe(true);
    expect(isTutorialOfferDue('Offered_22022023', day(2023, 3, 1))).toBe(false);
    expect(isTutorialOfferDue('Offered_29022024', day(2024, 3, 7))).toBe(false); // 7 days
    expect(isTutorialOfferDue('Offered_29022024', day(2024, 3, 8))).toBe(true); // 8 days
  });

  it('ignores the time of day on both ends', () => {
    expect(isTutorialOfferDue('Offered_08032024', new Date(2024, 2, 15, 23, 59))).toBe(false);
    expect(isTutorialOfferDue('Offered_07032024', new Date(2024, 2, 15, 0, 1))).toBe(true);
  });

  it('is not due for an offer dated in the future', () => {
    expect(isTutorialOfferDue('Offered_01012030', today)).toBe(false);
  });

  it('treats unreadable statuses as due', () => {
    expect(isTutorialOfferDue('Offered_31022024', today)).toBe(true);
    expect(isTutorialOfferDue('Offered_garbage', today)).toBe(true);
    expect(isTutorialOfferDue('', today)).toBe(true);
    expect(isTutorialOfferDue(null, today)).toBe(true);
  });
});
