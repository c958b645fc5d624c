import { asc, inArray } from 'drizzle-orm';
import { StaffRole, type TPartnerInstitution } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutions } from '../db/schema.ts';
import type { TStaffCaller } from '../staff/staff-access.ts';

/** The institutions whose report `caller` may read: every one for an admin, else those they manage. */
export async function listReportInstitutions(db: TQueryable, caller: TStaffCaller): Promise<TPartnerInstitution[]> {
  const isAdmin = caller.roles.includes(StaffRole.Admin);
  if (!isAdmin && caller.managedInstitutionIds.length === 0) return [];
  return db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(isAdmin ? undefined : inArray(institutions.id, caller.managedInstitutionIds))
    .orderBy(asc(institutions.name), asc(institutions.id));
}
