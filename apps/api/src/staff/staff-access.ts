// SHIM until the staff foundation lands
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TStaffArea, TStaffRole } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { staffRoles } from '../db/schema.ts';
import { forbidden } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
export async function requireStaffArea(request: FastifyRequest, area: TStaffArea): Promise<{ user: UserRow; roles: TStaffRole[] }> {
  const user = requireUser(request);
  const rows = await request.server.db.select().from(staffRoles).where(eq(staffRoles.userId, user.id));
  const roles = [...(user.isAdmin ? ['admin'] : []), ...rows.map((r) => r.role)] as TStaffRole[];
  if (!roles.includes('admin') && area === 'institutions') throw forbidden();
  return { user, roles };
}
