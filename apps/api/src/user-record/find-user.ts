import { eq } from 'drizzle-orm';
import type { UserRow } from './user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Addresses are stored lower-cased; callers pass what the shared schemas produced. */
export async function findUserByEmail(db: TQueryable, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: TQueryable, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
