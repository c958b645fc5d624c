import { StaffRole, type TStaffRole } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { institutions, staffRoles } from '../db/schema.ts';

/** A new institution for tests, named so that replies that leak it are easy to spot. */
export async function createInstitution(db: Db, name = `Institution ${Math.random().toString(36).slice(2, 8)}`) {
  const [institution] = await db.insert(institutions).values({ name }).returning();
  return institution!;
}

/**
 * A signed-in account holding `role` (full access, verified). An institution manager manages
 * `institutionId`, or a new institution of their own.
 */
export async function createStaffAccount(db: Db, role: TStaffRole, options: { institutionId?: number } = {}) {
  if (role === StaffRole.Admin) return { ...(await createAccount(db, { isAdmin: true })), institutionId: null };
  const account = await createAccount(db);
  const institutionId =
    role === StaffRole.InstitutionManager ? (options.institutionId ?? (await createInstitution(db)).id) : null;
  await db.insert(staffRoles).values({ userId: account.user.id, role, institutionId });
  return { ...account, institutionId };
}
