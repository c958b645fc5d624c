import { sql, type SQL } from 'drizzle-orm';
import { AccessSource, type TAccessSource } from '@innerway/domain';

/**
 * The access events that give full access, and where each says it came from. A store's refund
 * reversed gives the purchase back. `full_access_taken_back` ends it: after it, no source.
 */
const grantSources: Record<string, TAccessSource> = {
  full_access_purchased: AccessSource.Purchase,
  full_access_restored: AccessSource.Purchase,
  gift_card_redeemed: AccessSource.Gift,
  institution_code_redeemed: AccessSource.Institution,
  full_access_granted: AccessSource.Staff,
};
const changeKinds = [...Object.keys(grantSources), 'full_access_taken_back'];

/**
 * SQL for where the full access of the member in `userId` (a column) came from: the latest
 * change of access recorded for them (access_events_user_id_at_idx), null for trial members and
 * for full access granted before anything was recorded (seeded, or given in SQL).
 */
export function accessSourceOf(userId: SQL, isTrialMode: SQL): SQL<TAccessSource | null> {
  const cases = sql.join(
    Object.entries(grantSources).map(([kind, source]) => sql`when ${kind} then ${source}`),
    sql` `,
  );
  const kinds = sql.join(changeKinds.map((kind) => sql`${kind}`), sql`, `);
  return sql<TAccessSource | null>`case when ${isTrialMode} then null else (
    select case e.kind ${cases} end from access_events e
    where e.user_id = ${userId} and e.kind in (${kinds})
    order by e.at desc, e.id desc limit 1
  ) end`;
}
