/** The last moment of a `YYYY-MM-DD` day in the viewer's time zone: a code "until" that day works all of it. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999);
}

/** A timestamp as a date in the reader's language and time zone. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
