import { Constants } from '../limits.ts';
import { calendarDateOf, daysBetween, formatEightDigitDate, parseEightDigitDate } from './calendar-date.ts';
import type { TCalendarDate } from './calendar-date.ts';

/**
 * The tutorial offer and the age survey store the same kind of status: three fixed words, or an
 * 'offered' prefix with an eight-digit date (day first for one, month first for the other).
 * One reading and one overdue rule serve both.
 */
export interface TDatedOfferWords {
  completed: string;
  notApplicable: string;
  notYetOffered: string;
  offeredPrefix: string;
}

/** Every reading of a stored status; `unknown` covers anything unparseable. */
export type TDatedOfferState =
  | { kind: 'completed' }
  | { kind: 'notApplicable' }
  | { kind: 'notYetOffered' }
  | { kind: 'offered'; date: TCalendarDate }
  | { kind: 'unknown' };

export function datedOffer(words: TDatedOfferWords, order: 'DMY' | 'MDY') {
  const formatDate = (date: Date): string => formatEightDigitDate(calendarDateOf(date), order);

  function parse(status: string | null | undefined): TDatedOfferState {
    switch (status) {
      case words.completed:
        return { kind: 'completed' };
      case words.notApplicable:
        return { kind: 'notApplicable' };
      case words.notYetOffered:
        return { kind: 'notYetOffered' };
    }
    if (status?.startsWith(words.offeredPrefix)) {
      const date = parseEightDigitDate(status.slice(words.offeredPrefix.length), order);
      if (date) return { kind: 'offered', date };
    }
    return { kind: 'unknown' };
  }

  /**
   * Spec section 4: due unless completed or not applicable, when not yet offered or offered MORE
   * than 7 days ago (7 days ago is not yet due, 8 is). A status that cannot be read, including an
   * offered one with a bad date or an empty value, counts as due: showing the popup rewrites it to
   * a good dated status, whereas never showing it would leave the person stuck. A date in the
   * future (a wrong device clock) is not due until it is more than 7 days past.
   */
  function isDue(status: string | null | undefined, today: Date): boolean {
    const state = parse(status);
    switch (state.kind) {
      case 'completed':
      case 'notApplicable':
        return false;
      case 'notYetOffered':
      case 'unknown':
        return true;
      case 'offered':
        return daysBetween(state.date, calendarDateOf(today)) > Constants.tutorialOfferOverdueDays;
    }
  }

  return {
    formatDate,
    offeredStatus: (today: Date): string => `${words.offeredPrefix}${formatDate(today)}`,
    parse,
    isDue,
  };
}
