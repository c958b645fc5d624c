import { sql, type AnyColumn } from 'drizzle-orm';
import type { TQueryable } from '../../db/client.ts';
import type { TJournalKeys } from '../../journal/journal-keys.ts';

/** One value of an exported record: what the JSON file holds (dates as ISO strings there). */
export type TExportValue = string | number | boolean | null | Date | TExportValue[] | { [key: string]: TExportValue };

/** A section of the export: its parts by name, each a record or a list of records. */
export type TExportSection = Record<string, TExportValue>;

/**
 * Reads one section of everything Innerway holds about a member. Every collector of an export
 * runs in one read-only snapshot (collect-export.ts), so the sections agree with each other.
 */
export type TSectionCollector = (db: TQueryable, userId: number, keys: TExportKeys) => Promise<TExportSection>;

/** What a collector needs to read data kept encrypted at rest (the journal's keys, from configuration). */
export interface TExportKeys {
  journalKeys: TJournalKeys;
}

/** A jsonb column as it is read (parsed JSON): what it holds is free-form, but always JSON. */
export const jsonValue = (column: AnyColumn) => sql<TExportValue>`${column}`;
