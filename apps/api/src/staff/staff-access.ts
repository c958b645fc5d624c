import type { FastifyRequest } from 'fastify';
import { StaffRole, staffAreasFor, type TStaffArea, type TStaffRole } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { forbidden } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { readStaffRoles } from '../user-record/read-staff-roles.ts';

export interface TStaffCaller {
  user: UserRow;
  roles: TStaffRole[];
  /** The institutions the caller manages (institution managers only). */
  managedInstitutionIds: number[];
}

async function readCaller(request: FastifyRequest): Promise<TStaffCaller> {
  const user = requireUser(request);
  const held = await readStaffRoles(request.server.db, user);
  return {
    user,
    roles: [...new Set(held.map((role) => role.role))],
    managedInstitutionIds: held.flatMap((role) => (role.role === StaffRole.InstitutionManager && role.institutionId !== null ? [role.institutionId] : [])),
  };
}

/**
 * The signed-in staff member whose roles open `area` (domain `staffAreasFor`): 401 signed out,
 * 403 `auth.disabled` when disabled, 403 `auth.forbidden` without such a role.
 */
export async function requireStaffArea(request: FastifyRequest, area: TStaffArea): Promise<TStaffCaller> {
  const caller = await readCaller(request);
  if (!staffAreasFor(caller.roles).includes(area)) throw forbidden();
  return caller;
}

/** An admin, or a manager of this institution: the only people who read its figures. */
export async function requireInstitutionReader(request: FastifyRequest, institutionId: number): Promise<TStaffCaller> {
  const caller = await readCaller(request);
  if (!caller.roles.includes(StaffRole.Admin) && !caller.managedInstitutionIds.includes(institutionId)) throw forbidden();
  return caller;
}
