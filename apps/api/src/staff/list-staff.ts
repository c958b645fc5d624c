import { asc, eq, or, sql } from 'drizzle-orm';
import { StaffRole, type TStaffPeople, type TStaffPerson, type TStaffRole } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutions, staffRoles, users } from '../db/schema.ts';

/** Everyone who holds a staff role (admins included), with every institution a manager's role may name. */
export async function listStaff(db: TQueryable): Promise<TStaffPeople> {
  const [people, named] = await Promise.all([
    listStaffPeople(db),
    db.select({ id: institutions.id, name: institutions.name }).from(institutions).orderBy(asc(institutions.name)),
  ]);
  return { people, institutions: named };
}

/** Everyone who holds a staff role (admins included), by name, with each role they hold. */
async function listStaffPeople(db: TQueryable): Promise<TStaffPerson[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      role: staffRoles.role,
      institutionId: staffRoles.institutionId,
      institutionName: institutions.name,
      grantedAt: staffRoles.createdAt,
    })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .leftJoin(institutions, eq(institutions.id, staffRoles.institutionId))
    .where(or(eq(users.isAdmin, true), sql`${staffRoles.id} is not null`))
    .orderBy(asc(users.name), asc(users.id), asc(staffRoles.role), asc(institutions.name));

  const people = new Map<number, TStaffPerson>();
  for (const row of rows) {
    let person = people.get(row.userId);
    if (!person) {
      person = { user_id: row.userId, name: row.name, email: row.email, roles: [] };
      if (row.isAdmin) person.roles.push({ role: StaffRole.Admin, institution_id: null, institution_name: null, granted_at: null });
      people.set(row.userId, person);
    }
    if (row.role !== null) {
      person.roles.push({
        role: row.role as TStaffRole,
        institution_id: row.institutionId,
        institution_name: row.institutionName,
        granted_at: row.grantedAt?.toISOString() ?? null,
      });
    }
  }
  return [...people.values()];
}
