import { describe, expect, it } from 'vitest';
import { isProgressRowDone, progressButton, ProgressButtonLabel, progressRows } from './progress-card';

describe('progressButton', () => {
  it("reads 'Start Topic' at 0, 'Continue Topic' between and 'Done' at 100", () => {
    expect(ProgressButtonLabel[progressButton(0)]).toBe('Start Topic');
    expect(ProgressButtonLabel[progressButton(1)]).toBe('Continue Topic');
    expect(ProgressButtonLabel[progressButton(99)]).toBe('Continue Topic');
    expect(ProgressButtonLabel[progressButton(100)]).toBe('Done');
  });

  it('treats out-of-range values as their bound', () => {
    expect(progressButton(-5)).toBe('start');
    expect(progressButton(Number.NaN)).toBe('start');
    expect(progressButton(120)).toBe('done');
  });
});

describe('progress rows', () => {
  it("read 'Done' when the numerator equals the denominator", () => {
    expect(isProgressRowDone(3, 3)).toBe(true);
    expect(isProgressRowDone(2, 3)).toBe(false);
    expect(isProgressRowDone(0, 0)).toBe(true);
  });

  it('lists videos, activities and the assessment as 1/1 or 0/1', () => {
    const topic = { done_steps: 6, total_steps: 6, done_exercises: 1, total_exercises: 2, user_assessment_completed: false };
    expect(progressRows(topic)).toEqual([
      { key: 'videos', done: 6, total: 6, isDone: true },
      { key: 'activities', done: 1, total: 2, isDone: false },
      { key: 'assessment', done: 0, total: 1, isDone: false },
    ]);
    expect(progressRows({ ...topic, user_assessment_completed: true })[2]).toEqual({ key: 'assessment', done: 1, total: 1, isDone: true });
  });

  it('caps a done count above its total', () => {
    const topic = { done_steps: 7, total_steps: 6, done_exercises: 0, total_exercises: 0, user_assessment_completed: false };
    expect(progressRows(topic)[0]).toEqual({ key: 'videos', done: 6, total: 6, isDone: true });
  });
});
