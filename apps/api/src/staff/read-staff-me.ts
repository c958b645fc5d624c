import { inArray } from 'drizzle-orm';
import { StaffRole, staffAreasFor, type TStaffMe } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { institutions } from '../db/schema.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { readStaffRoles } from '../user-record/read-staff-roles.ts';

/** The caller's roles, the areas they open, and the institutions they manage by name. */
export async function readStaffMe(db: Db, user: UserRow): Promise<TStaffMe> {
  const held = await readStaffRoles(db, user);
  const managed = held.flatMap((role) => (role.role === StaffRole.InstitutionManager && role.institutionId !== null ? [role.institutionId] : []));
  const named =
    managed.length === 0
      ? []
      : await db.select({ id: institutions.id, name: institutions.name }).from(institutions).where(inArray(institutions.id, managed)).orderBy(institutions.name);
  return {
    roles: held.map((role) => ({ role: role.role, institution_id: role.institutionId })),
    areas: staffAreasFor(held.map((role) => role.role)),
    institutions: named,
  };
}
