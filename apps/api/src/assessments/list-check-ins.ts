import { asc, eq } from 'drizzle-orm';
import type { TUserAssessment } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { userAssessments } from '../db/schema.ts';
import { checkInReply } from './check-in-reply.ts';

/**
 * Every check-in of one member (each self-assessment they submitted, with its answers and date),
 * by topic and then oldest first. The free-text answers are the member's alone: call this only
 * for the signed-in member themselves (their own route, their own data export).
 */
export async function listCheckIns(db: Pick<Db, 'select'>, userId: number): Promise<TUserAssessment[]> {
  const rows = await db
    .select()
    .from(userAssessments)
    .where(eq(userAssessments.userId, userId))
    .orderBy(asc(userAssessments.moduleId), asc(userAssessments.createdAt), asc(userAssessments.id));
  return rows.map(checkInReply);
}
