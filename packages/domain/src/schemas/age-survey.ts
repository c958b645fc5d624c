import { z } from 'zod';
import { AgeGroup, type TAgeGroup } from '../enums/index.ts';
import type { TUser } from './user.ts';

/**
 * POST /age_surveys. `institution_code_id` may be left out: the server then takes the code the
 * person joined their institution with (see docs/architecture.md, Age survey).
 */
export const ZAgeSurveyCreate = z.strictObject({
  response: z.union(Object.values(AgeGroup).map((value) => z.literal(value))),
  institution_code_id: z.number().int().positive().nullable().optional(),
});
export type TAgeSurveyCreate = z.input<typeof ZAgeSurveyCreate>;

export interface TAgeSurvey {
  id: number;
  response: TAgeGroup;
  institution_code_id: number | null;
  created_at: string;
}

/** The reply carries the user too: their `age_survey_status` is now COMPLETED. */
export interface TAgeSurveyReply {
  age_survey: TAgeSurvey;
  user: TUser;
}
