import { asc, eq } from 'drizzle-orm';
import { ageSurveys, subscriptionCodes } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/** The age survey's answers (asked of an institution's members), with the code each was filed under. */
export const collectSurveys: TSectionCollector = async (db, userId) => {
  const ageSurvey = await db
    .select({ answer: ageSurveys.response, institution_code: subscriptionCodes.code, answered_at: ageSurveys.createdAt })
    .from(ageSurveys)
    .leftJoin(subscriptionCodes, eq(subscriptionCodes.id, ageSurveys.institutionCodeId))
    .where(eq(ageSurveys.userId, userId))
    .orderBy(asc(ageSurveys.createdAt), asc(ageSurveys.id));
  return { age_survey: ageSurvey };
};
