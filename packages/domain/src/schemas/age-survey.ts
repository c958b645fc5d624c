import { z } from 'zod';
import { AgeGroup } from '../enums/index.ts';
import { ZUser } from './user.ts';

/**
 * POST /age_surveys (spec section 6): the answer and the institution code the person counts
 * under, the user reply's `institution_code_id`; null when they have none the client knows of
 * (see docs/architecture.md, Age survey). An absent code is taken as null: installed apps carry
 * their own copy of the screens, and those built before the field send `{ response }` only.
 */
export const ZAgeSurveyCreate = z.strictObject({
  response: z.union(Object.values(AgeGroup).map((value) => z.literal(value))),
  institution_code_id: z.number().int().positive().nullable().default(null),
});
export type TAgeSurveyCreate = z.input<typeof ZAgeSurveyCreate>;
/** The answer as the server reads it: an absent code id is null. */
export type TAgeSurveyAnswer = z.output<typeof ZAgeSurveyCreate>;

export const ZAgeSurvey = z.object({
  id: z.number().int(),
  response: z.enum(AgeGroup),
  institution_code_id: z.number().int().nullable(),
  created_at: z.string(),
}).meta({ id: 'AgeSurvey' });
export type TAgeSurvey = z.infer<typeof ZAgeSurvey>;

/** The reply carries the user too: their `age_survey_status` is now COMPLETED. */
export const ZAgeSurveyReply = z.object({ age_survey: ZAgeSurvey, user: ZUser });
export type TAgeSurveyReply = z.infer<typeof ZAgeSurveyReply>;
