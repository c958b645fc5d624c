import type { UserRow } from '../user-record/user-row.ts';
import { forbidden } from '../http/app-error.ts';

/**
 * Trial users' progress is not tracked and their assessment is locked (spec section 6): the API
 * refuses to store either rather than trusting the screens to hold back.
 */
export function assertFullAccess(user: UserRow): void {
  if (user.isTrialMode) throw forbidden('content.full_access_required');
}

/** PostgreSQL's foreign_key_violation: the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
