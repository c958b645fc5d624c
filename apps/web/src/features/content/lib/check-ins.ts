import { isCheckInOpen, latestCheckIn, nextCheckInAt, type TLanguage, type TUserAssessment } from '@innerway/domain';

// Check-ins (each self-assessment a member sends; decision 020) as the assessment and the
// progress screen's reflections both read them.

/**
 * Whether a topic offers another check-in: `none` before the first one (that is the topic's own
 * assessment) or when the topic is locked; `open` once the interval since the latest has passed;
 * `waiting` until then, with the moment it opens.
 */
export type TCheckInOffer = { kind: 'none' } | { kind: 'open'; latest: Date } | { kind: 'waiting'; latest: Date; opensAt: Date };

export function checkInOffer(checkIns: readonly TUserAssessment[], locked: boolean, now: Date): TCheckInOffer {
  const latest = latestCheckIn(checkIns.map((checkIn) => checkIn.created_at));
  if (locked || !latest) return { kind: 'none' };
  return isCheckInOpen(latest, now) ? { kind: 'open', latest } : { kind: 'waiting', latest, opensAt: nextCheckInAt(latest) };
}

/** A check-in's day as the reader writes it ('3 May 2026', 'May 3, 2026', '3 may 2026'). */
export function formatCheckInDate(date: Date | string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(date));
}
