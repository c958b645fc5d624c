import { Constants } from '../limits.ts';

const MsPerDay = 24 * 60 * 60 * 1000;

/**
 * Check-ins: each submission of a topic's self-assessment. The first is the spec's "assessment
 * completed"; after it, the member may check in on the topic again, each time no sooner than
 * `Constants.checkInIntervalDays` after the previous one. Days here are 24-hour spans from the
 * previous check-in's instant, so the server and every device agree whatever their time zone.
 */
export function nextCheckInAt(previous: Date): Date {
  return new Date(previous.getTime() + Constants.checkInIntervalDays * MsPerDay);
}

/** Whether a check-in may be made `now`; `previous` is the latest check-in on the topic, or null. */
export function isCheckInOpen(previous: Date | null, now: Date): boolean {
  return previous === null || now.getTime() >= nextCheckInAt(previous).getTime();
}

/** The latest of a topic's check-in dates (ISO strings, any order), or null when there are none. */
export function latestCheckIn(dates: readonly string[]): Date | null {
  let latest: number | null = null;
  for (const date of dates) {
    const time = Date.parse(date);
    if (!Number.isNaN(time) && (latest === null || time > latest)) latest = time;
  }
  return latest === null ? null : new Date(latest);
}
