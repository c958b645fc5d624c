import type { TDataExport } from '@innerway/domain';
import type { dataExports } from '../db/schema.ts';

type TDataExportRow = typeof dataExports.$inferSelect;

/**
 * The reply for a stored export. A ready export past its date is told as expired at once, though
 * its job may not have run yet: from that moment it is no longer served.
 */
export function toDataExportReply(row: TDataExportRow, now: Date): TDataExport {
  const lapsed = row.state === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    state: lapsed ? 'expired' : row.state,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.state === 'ready' && !lapsed ? row.sizeBytes : null,
  };
}
