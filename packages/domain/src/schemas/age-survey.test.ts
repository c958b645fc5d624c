import { describe, expect, it } from 'vitest';
import { AgeGroup } from '../enums/index.ts';
import { ZAgeSurveyCreate } from './age-survey.ts';

describe('ZAgeSurveyCreate', () => {
  it('takes each of the five age groups, with or without a code id', () => {
    for (const response of Object.values(AgeGroup)) {
      expect(ZAgeSurveyCreate.safeParse({ response }).success, String(response)).toBe(true);
    }
    expect(ZAgeSurveyCreate.parse({ response: 22, institution_code_id: 4 })).toEqual({ response: 22, institution_code_id: 4 });
    expect(ZAgeSurveyCreate.safeParse({ response: 22, institution_code_id: null }).success).toBe(true);
  });

  it('needs a chosen option (spec section 5) and refuses anything else', () => {
    for (const body of [{}, { response: null }, { response: 16 }, { response: '15' }, { response: 15, institution_code_id: 0 }, { response: 15, age: 30 }]) {
      expect(ZAgeSurveyCreate.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
