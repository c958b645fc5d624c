import { describe, expect, it } from 'vitest';
import { datedOffer } from './dated-offer.ts';

// The shared rule with words of its own, so that these cases test the rule and not a spelling.
const words = { completed: 'DONE', notApplicable: 'NA', notYetOffered: 'NEW', offeredPrefix: 'AT_' };
const dayFirst = datedOffer(words, 'DMY');
const monthFirst = datedOffer(words, 'MDY');

const day = (year: number, month: number, date: number, hour = 12) => new Date(year, month - 1, date, hour);
type TDay = readonly [year: number, month: number, date: number];

/** The status written on a given day, in the offer's own digit order. */
const offeredOn = (offer: typeof dayFirst, year: number, month: number, date: number) => offer.offeredStatus(day(year, month, date));

describe.each([
  ['day first', dayFirst],
  ['month first', monthFirst],
])('datedOffer (%s)', (_order, offer) => {
  it('writes a status it reads back', () => {
    expect(offer.parse(offeredOn(offer, 2024, 2, 29))).toEqual({ kind: 'offered', date: { year: 2024, month: 2, day: 29 } });
  });

  it.each([
    ['inside a month', [2024, 3, 9], [2024, 3, 15]],
    ['across a month turn', [2024, 1, 26], [2024, 2, 1]],
    ['across a year turn', [2023, 12, 26], [2024, 1, 1]],
  ] as [string, TDay, TDay][])('is due at 8 days, not at 6 or 7 (%s)', (_where, sixBefore, today) => {
    const sixDaysAgo = day(...sixBefore);
    const status = (daysAgo: number) => {
      const offered = new Date(sixDaysAgo);
      offered.setDate(offered.getDate() - (daysAgo - 6));
      return offer.offeredStatus(offered);
    };
    expect(offer.isDue(status(6), day(...today))).toBe(false);
    expect(offer.isDue(status(7), day(...today))).toBe(false);
    expect(offer.isDue(status(8), day(...today))).toBe(true);
  });

  it('counts calendar days, whatever the hour on either end', () => {
    expect(offer.isDue(offeredOn(offer, 2024, 3, 8), day(2024, 3, 15, 23))).toBe(false);
    expect(offer.isDue(offeredOn(offer, 2024, 3, 7), day(2024, 3, 15, 0))).toBe(true);
  });

  it('is not due for an offer dated ahead of the device clock, until 8 days after that date', () => {
    expect(offer.isDue(offeredOn(offer, 2024, 3, 20), day(2024, 3, 15))).toBe(false);
    expect(offer.isDue(offeredOn(offer, 2024, 3, 20), day(2024, 3, 28))).toBe(true);
  });

  it('is never due once completed or not applicable, and due when new or unreadable', () => {
    expect(offer.isDue('DONE', day(2030, 1, 1))).toBe(false);
    expect(offer.isDue('NA', day(2030, 1, 1))).toBe(false);
    expect(offer.isDue('NEW', day(2030, 1, 1))).toBe(true);
    expect(offer.isDue('AT_99999999', day(2030, 1, 1))).toBe(true);
  });
});

describe('datedOffer digit order', () => {
  it('reads 03052024 as 3 May day first and as 5 March month first', () => {
    expect(dayFirst.parse('AT_03052024')).toEqual({ kind: 'offered', date: { year: 2024, month: 5, day: 3 } });
    expect(monthFirst.parse('AT_03052024')).toEqual({ kind: 'offered', date: { year: 2024, month: 3, day: 5 } });
  });

  it('judges the same digits by their own order', () => {
    // 3 May vs 5 March, seen on 12 March: not yet (future) for one, 7 days for the other.
    expect(dayFirst.isDue('AT_03052024', day(2024, 3, 12))).toBe(false);
    expect(monthFirst.isDue('AT_03052024', day(2024, 3, 12))).toBe(false);
    expect(monthFirst.isDue('AT_03052024', day(2024, 3, 13))).toBe(true);
  });
});
