import { describe, expect, it } from 'vitest';
import { readIssueMessage } from './error-codes.ts';
import { staffReasonProblem } from './staff.ts';

const codeOf = (reason: string) => {
  const problem = staffReasonProblem(reason);
  return problem === null ? null : readIssueMessage(problem);
};

describe('staffReasonProblem', () => {
  it('asks for a reason when there is none, or only spaces', () => {
    expect(codeOf('')).toEqual({ code: 'validation.reason_required', params: {} });
    expect(codeOf('   \n ')).toEqual({ code: 'validation.reason_required', params: {} });
  });

  it('holds the trimmed reason to 3 to 500 characters', () => {
    expect(codeOf(' ok ')).toEqual({ code: 'validation.too_short', params: { field: 'reason', min: '3' } });
    expect(codeOf('why')).toBeNull();
    expect(codeOf(`${'x'.repeat(500)}  `)).toBeNull();
    expect(codeOf('x'.repeat(501))).toEqual({ code: 'validation.too_long', params: { field: 'reason', max: '500' } });
  });
});
