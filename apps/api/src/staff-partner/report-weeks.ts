const MsPerDay = 24 * 60 * 60 * 1000;

/** The weeks the partner report shows: the current one and the eleven before it. */
const ReportWeeks = 12;

/** The Monday (UTC) that starts the week of `at`, as 'YYYY-MM-DD': the report's weeks are UTC weeks. */
export function weekStartOf(at: Date): string {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * MsPerDay).toISOString().slice(0, 10);
}

/** The `ReportWeeks` week starts up to the week of `now`, oldest first. */
export function reportWeekStarts(now: Date): string[] {
  const current = Date.parse(`${weekStartOf(now)}T00:00:00Z`);
  return Array.from({ length: ReportWeeks }, (_, index) =>
    new Date(current - (ReportWeeks - 1 - index) * 7 * MsPerDay).toISOString().slice(0, 10),
  );
}
