import { describe, expect, it } from 'vitest';
import { AgeSurveyStatus } from '../enums/index.ts';
import { ageSurveyOfferedStatus, formatAgeSurveyDate, isAgeSurveyDue, parseAgeSurveyStatus } from './age-survey.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12);

describe('age survey status strings', () => {
  it('formats the offered date month first', () => {
    expect(formatAgeSurveyDate(day(2024, 3, 5))).toBe('03052024');
    expect(ageSurveyOfferedStatus(day(2024, 12, 31))).toBe('OFFERED_12312024');
  });

  it('reads every status kind', () => {
    expect(parseAgeSurveyStatus('COMPLETED')).toEqual({ kind: 'completed' });
    expect(parseAgeSurveyStatus('NOT_APPLICABLE')).toEqual({ kind: 'notApplicable' });
    expect(parseAgeSurveyStatus('NOT_YET_OFFERED')).toEqual({ kind: 'notYetOffered' });
    expect(parseAgeSurveyStatus('OFFERED_02292024')).toEqual({ kind: 'offered', date: { year: 2024, month: 2, day: 29 } });
  });

  it('round-trips a written status', () => {
    expect(parseAgeSurveyStatus(ageSurveyOfferedStatus(day(2023, 1, 9)))).toEqual({
      kind: 'offered',
      date: { year: 2023, month: 1, day: 9 },
    });
  });

  it('does not read day-first dates, tutorial spellings or garbage', () => {
    for (const status of ['OFFERED_29022024', 'Offered_02292024', 'Completed', 'OFFERED_', 'OFFERED_0229202', '', null]) {
      expect(parseAgeSurveyStatus(status), String(status)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('isAgeSurveyDue', () => {
  const today = day(2024, 3, 15);

  it('is never due for someone not linked to an institution', () => {
    expect(isAgeSurveyDue(AgeSurveyStatus.NotYetOffered, today, false)).toBe(false);
    expect(isAgeSurveyDue('OFFERED_01012020', today, false)).toBe(false);
    expect(isAgeSurveyDue('garbage', today, false)).toBe(false);
  });

  it('is never due once completed or not applicable', () => {
    expect(isAgeSurveyDue(AgeSurveyStatus.Completed, today, true)).toBe(false);
    expect(isAgeSurveyDue(AgeSurveyStatus.NotApplicable, today, true)).toBe(false);
  });

  it('is due when not yet offered', () => {
    expect(isAgeSurveyDue(AgeSurveyStatus.NotYetOffered, today, true)).toBe(true);
  });

  it('is due only more than 7 days after the offer', () => {
    expect(isAgeSurveyDue('OFFERED_03092024', today, true)).toBe(false); // 6 days
    expect(isAgeSurveyDue('OFFERED_03082024', today, true)).toBe(false); // 7 days
    expect(isAgeSurveyDue('OFFERED_03072024', today, true)).toBe(true); // 8 days
  });

  it('counts across month and year turns', () => {
    expect(isAgeSurveyDue('OFFERED_01252024', day(2024, 2, 1), true)).toBe(false); // 7 days
    expect(isAgeSurveyDue('OFFERED_01242024', day(2024, 2, 1), true)).toBe(true); // 8 days
    expect(isAgeSurveyDue('OFFERED_12252023', day(2024, 1, 1), true)).toBe(false); // 7 days
    expect(isAgeSurveyDue('OFFERED_12242023', day(2024, 1, 1), true)).toBe(true); // 8 days
  });

  it('counts the leap day', () => {
    expect(isAgeSurveyDue('OFFERED_02222024', day(2024, 3, 1), true)).toBe(true); // 8 days
    expect(isAgeSurveyDue('OFFERED_02222023', day(2023, 3, 1), true)).toBe(false); // 7 days
    expect(isAgeSurveyDue('OFFERED_02292024', day(2024, 3, 7), true)).toBe(false); // 7 days
    expect(isAgeSurveyDue('OFFERED_02292024', day(2024, 3, 8), true)).toBe(true); // 8 days
  });

  it('treats unreadable statuses as due', () => {
    expect(isAgeSurveyDue('OFFERED_02302024', today, true)).toBe(true);
    expect(isAgeSurveyDue('', today, true)).toBe(true);
    expect(isAgeSurveyDue(undefined, today, true)).toBe(true);
  });
});
