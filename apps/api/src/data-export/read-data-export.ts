import { and, eq } from 'drizzle-orm';
import { isDataExportOffered } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { dataExports } from '../db/schema.ts';

/** The member's export, as stored, or null. */
export async function findDataExportOf(db: TQueryable, userId: number) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  return row ?? null;
}

/**
 * The export `exportId` when it is this member's, ready and still offered; null otherwise, for
 * every reason alike (someone else's, expired, never there), so the answer tells nothing more.
 */
export async function findDownloadableExport(db: TQueryable, userId: number, exportId: string, now: Date) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), eq(dataExports.state, 'ready')));
  return row?.expiresAt && row.readyAt && isDataExportOffered(row.expiresAt, now) ? { ...row, readyAt: row.readyAt } : null;
}
