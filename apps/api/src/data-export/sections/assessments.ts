import { asc, eq } from 'drizzle-orm';
import { assessmentViews, modules, userAssessments } from '../../db/schema.ts';
import type { TSectionCollector } from './section.ts';

/** Every self-assessment the member submitted (their written answers beside the questions), and when they opened one. */
export const collectAssessments: TSectionCollector = async (db, userId) => {
  const answers = await db
    .select({
      topic: modules.title,
      rating_question: modules.quantitativeAssessmentQuestion,
      rating: userAssessments.quantitativeAnswer,
      first_question: modules.qualitativeAssessmentQuestionOne,
      first_answer: userAssessments.qualitativeAnswerOne,
      second_question: modules.qualitativeAssessmentQuestionTwo,
      second_answer: userAssessments.qualitativeAnswerTwo,
      submitted_at: userAssessments.createdAt,
    })
    .from(userAssessments)
    .innerJoin(modules, eq(modules.id, userAssessments.moduleId))
    .where(eq(userAssessments.userId, userId))
    .orderBy(asc(userAssessments.createdAt), asc(userAssessments.id));
  const views = await db
    .select({ topic: modules.title, viewed_at: assessmentViews.viewedAt })
    .from(assessmentViews)
    .innerJoin(modules, eq(modules.id, assessmentViews.moduleId))
    .where(eq(assessmentViews.userId, userId))
    .orderBy(asc(assessmentViews.viewedAt), asc(assessmentViews.id));
  return { answers, views };
};
