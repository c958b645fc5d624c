/** How long a prepared export is offered before the job queue deletes it. */
export const DataExportLifetimeDays = 7;

/** When an export prepared at `readyAt` stops being offered. */
export function dataExportExpiresAt(readyAt: Date): Date {
  return new Date(readyAt.getTime() + DataExportLifetimeDays * 24 * 60 * 60 * 1000);
}

/** Whether an export that expires at `expiresAt` is still offered at `now`. */
export function isDataExportOffered(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}
