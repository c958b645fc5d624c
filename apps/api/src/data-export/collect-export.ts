import { DataExportFormatVersion } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { dataExportSections, type TSectionKey } from './sections/index.ts';
import type { TExportKeys, TExportSection } from './sections/section.ts';

/** Everything the export holds, before it is written as JSON and as the readable page. */
export interface TExportDocument {
  format: 'innerway-data-export';
  version: typeof DataExportFormatVersion;
  generated_at: Date;
  sections: Record<TSectionKey, TExportSection>;
}

/**
 * Reads every section of a member's data in one read-only, repeatable-read transaction: one
 * snapshot, so a progress save or a purchase made meanwhile is in every section or in none.
 */
export async function collectExport(db: Db, userId: number, now: Date, keys: TExportKeys): Promise<TExportDocument> {
  const sections = await db.transaction(
    async (tx) => {
      const collected: Partial<Record<TSectionKey, TExportSection>> = {};
      for (const [key, collect] of Object.entries(dataExportSections) as [TSectionKey, (typeof dataExportSections)[TSectionKey]][]) {
        collected[key] = await collect(tx, userId, keys);
      }
      return collected as Record<TSectionKey, TExportSection>;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: 'innerway-data-export', version: DataExportFormatVersion, generated_at: now, sections };
}
