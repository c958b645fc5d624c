import { TutorialOfferStatus } from '../enums/index.ts';
import { Constants } from '../limits.ts';
import { calendarDateOf, daysBetween, formatEightDigitDate, parseEightDigitDate } from './calendar-date.ts';
import type { TCalendarDate } from './calendar-date.ts';

/** Every reading of a stored tutorial-offer status; `unknown` covers anything unparseable. */
export type TTutorialOfferState =
  | { kind: 'completed' }
  | { kind: 'notApplicable' }
  | { kind: 'notYetOffered' }
  | { kind: 'offered'; date: TCalendarDate }
  | { kind: 'unknown' };

/** `15032024` for 15 March 2024 (day first, as the status stores it). */
export function formatTutorialOfferDate(date: Date): string {
  return formatEightDigitDate(calendarDateOf(date), 'DMY');
}

/** The status to store when the popup is shown: `Offered_DDMMYYYY` of the local day. */
export function tutorialOfferedStatus(today: Date): string {
  return `${TutorialOfferStatus.OfferedPrefix}${formatTutorialOfferDate(today)}`;
}

export function parseTutorialOfferStatus(status: string | null | undefined): TTutorialOfferState {
  switch (status) {
    case TutorialOfferStatus.Completed:
      return { kind: 'completed' };
    case TutorialOfferStatus.NotApplicable:
      return { kind: 'notApplicable' };
    case TutorialOfferStatus.NotYetOffered:
      return { kind: 'notYetOffered' };
  }
  if (status?.startsWith(TutorialOfferStatus.OfferedPrefix)) {
    const date = parseEightDigitDate(status.slice(TutorialOfferStatus.OfferedPrefix.length), 'DMY');
    if (date) return { kind: 'offered', date };
  }
  return { kind: 'unknown' };
}

/**
 * Spec section 4: shown unless Completed or NotApplicable, when NotYetOffered or offered MORE than
 * 7 days ago (7 days ago is not yet due, 8 is). A status that cannot be read, including an
 * `Offered_` with a bad date or an empty value, counts as due: showing the popup once rewrites the
 * status to a good `Offered_` date, whereas never showing it would leave the person stuck.
 * A date in the future (a wrong device clock) is not due until it is more than 7 days past.
 */
export function isTutorialOfferDue(status: string | null | undefined, today: Date): boolean {
  const state = parseTutorialOfferStatus(status);
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
