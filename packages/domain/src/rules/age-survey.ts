import { AgeSurveyStatus } from '../enums/index.ts';
import { Constants } from '../limits.ts';
import { calendarDateOf, daysBetween, formatEightDigitDate, parseEightDigitDate } from './calendar-date.ts';
import type { TCalendarDate } from './calendar-date.ts';

/** Every reading of a stored `age_survey_status`; `unknown` covers anything unparseable. */
export type TAgeSurveyState =
  | { kind: 'completed' }
  | { kind: 'notApplicable' }
  | { kind: 'notYetOffered' }
  | { kind: 'offered'; date: TCalendarDate }
  | { kind: 'unknown' };

/** `03152024` for 15 March 2024 (month first, unlike the tutorial offer). */
export function formatAgeSurveyDate(date: Date): string {
  return formatEightDigitDate(calendarDateOf(date), 'MDY');
}

/** The status to store when the survey is closed without an answer: `OFFERED_MMDDYYYY`. */
export function ageSurveyOfferedStatus(today: Date): string {
  return `${AgeSurveyStatus.OfferedPrefix}${formatAgeSurveyDate(today)}`;
}

export function parseAgeSurveyStatus(status: string | null | undefined): TAgeSurveyState {
  switch (status) {
    case AgeSurveyStatus.Completed:
      return { kind: 'completed' };
    case AgeSurveyStatus.NotApplicable:
      return { kind: 'notApplicable' };
    case AgeSurveyStatus.NotYetOffered:
      return { kind: 'notYetOffered' };
  }
  if (status?.startsWith(AgeSurveyStatus.OfferedPrefix)) {
    const date = parseEightDigitDate(status.slice(AgeSurveyStatus.OfferedPrefix.length), 'MDY');
    if (date) return { kind: 'offered', date };
  }
  return { kind: 'unknown' };
}

/**
 * The survey is for institution-linked users only. Among them it is due when NOT_YET_OFFERED or
 * offered more than 7 days ago (the same overdue threshold as the tutorial offer, the only one the
 * spec gives). Unreadable statuses count as due for the same reason as the tutorial offer: closing
 * the survey rewrites them to a good `OFFERED_` date.
 */
export function isAgeSurveyDue(status: string | null | undefined, today: Date, linkedToInstitution: boolean): boolean {
  if (!linkedToInstitution) return false;
  const state = parseAgeSurveyStatus(status);
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
