/** A day known to be a Monday: the weekday names are read from Intl, in the reader's language. */
const aMonday = Date.UTC(2024, 0, 1);
const isoDays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The seven ISO weekdays (1 Monday to 7 Sunday) with their short and long names in `language`. */
export function weekdayNames(language: string): { day: number; short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return isoDays.map((day) => {
    const date = new Date(aMonday + (day - 1) * 86_400_000);
    return { day, short: short.format(date), long: long.format(date) };
  });
}

/** 'Monday, Wednesday and Friday' in `language`. */
export function listDays(days: readonly number[], language: string): string {
  const names = weekdayNames(language);
  const chosen = days.map((day) => names[day - 1]?.long).filter((name): name is string => Boolean(name));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(chosen);
}

/** 'HH:MM' as the reader's language writes a time of day (8:30 AM, 08:30). */
export function formatTime(time: string, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** This device's time zone, the default of a member who has not chosen one. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the browser knows, with `current` among them even when the list lacks it (an alias). */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
