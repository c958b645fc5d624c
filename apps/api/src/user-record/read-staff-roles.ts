import { eq } from 'drizzle-orm';
import { StaffRole, type TStaffRole } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { staffRoles } from '../db/schema.ts';
import type { UserRow } from './user-row.ts';

export interface THeldRole {
  role: TStaffRole;
  institutionId: number | null;
}

/** Every staff role the user holds: admin from their own flag, the others from `staff_roles`. */
export async function readStaffRoles(db: TQueryable, user: Pick<UserRow, 'id' | 'isAdmin'>): Promise<THeldRole[]> {
  const rows = await db
    .select({ role: staffRoles.role, institutionId: staffRoles.institutionId })
    .from(staffRoles)
    .where(eq(staffRoles.userId, user.id))
    .orderBy(staffRoles.role, staffRoles.institutionId);
  const held = rows.map((row) => ({ role: row.role as TStaffRole, institutionId: row.institutionId }));
  return user.isAdmin ? [{ role: StaffRole.Admin, institutionId: null }, ...held] : held;
}
