import { describe, expect, it } from 'vitest';
import { AgeGroup } from '../enums/index.ts';
import { ZAgeSurveyCreate } from './age-survey.ts';

describe('ZAgeSurveyCreate', () => {
  it('takes each of the five age groups, with a code id or null (spec section 6, POST /age_surveys)', () => {
    for (const response of Object.values(AgeGroup)) {
      expect(ZAgeSurveyCreate.safeParse({ response, institution_code_id: null }).success, String(response)).toBe(true);
    }
    expect(ZAgeSurveyCreate.parse({ response: 22, institution_code_id: 4 })).toEqual({ response: 22, institution_code_id: 4 });
    expect(ZAgeSurveyCreate.safeParse({ response: 22, institution_code_id: null }).success).toBe(true);
  });

  it('takes an answer without a code id as null: apps built before the field send { response } only', () => {
    expect(ZAgeSurveyCreate.parse({ response: 15 })).toEqual({ response: 15, institution_code_id: null });
  });

  it('needs a chosen option (spec section 5) and refuses anything else', () => {
    for (const body of [
      {},
      { response: null, institution_code_id: null },
      { response: 16, institution_code_id: null },
      { response: '15', institution_code_id: null },
      { response: 15, institution_code_id: 0 },
      { response: 15, institution_code_id: '4' },
      { response: 15, institution_code_id: null, age: 30 },
    ]) {
      expect(ZAgeSurveyCreate.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
