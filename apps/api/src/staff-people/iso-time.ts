import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz written by PostgreSQL as the replies' ISO 8601 text (UTC, milliseconds): raw
 * queries hand timestamps over as PostgreSQL's own text, not as dates.
 */
export const isoTime = (column: SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
