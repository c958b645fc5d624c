import { describe, expect, it } from 'vitest';
import { RatingScale, type TRatingScale, type TUserAssessment } from '@innerway/domain';
import { topicSummary } from '../../../test/content-fixtures';
import { chartPoints, chartRuns, topicReflections } from './reflections';

let nextId = 1;
function checkIn(module_id: number, created_at: string, quantitative_answer: TRatingScale = RatingScale.Somewhat): TUserAssessment {
  return { id: nextId++, module_id, quantitative_answer, qualitative_answer_one: 'One', qualitative_answer_two: 'Two', created_at };
}

describe('topicReflections', () => {
  it('keeps the topics with check-ins, in the program order, each oldest first', () => {
    const topics = [topicSummary({ id: 1, title: 'Connect' }), topicSummary({ id: 2, title: 'Forward' }), topicSummary({ id: 3, title: 'Past' })];
    const later = checkIn(3, '2026-05-01T10:00:00Z');
    const earlier = checkIn(3, '2026-03-01T10:00:00Z');
    const first = checkIn(1, '2026-04-01T10:00:00Z');
    const result = topicReflections(topics, [later, first, earlier]);
    expect(result.map((r) => [r.topic.title, r.checkIns.map((c) => c.id)])).toEqual([
      ['Connect', [first.id]],
      ['Past', [earlier.id, later.id]],
    ]);
  });

  it('leaves out check-ins of a topic no longer listed', () => {
    expect(topicReflections([topicSummary({ id: 1 })], [checkIn(9, '2026-04-01T10:00:00Z')])).toEqual([]);
  });
});

describe('chartPoints and chartRuns', () => {
  it('puts a lone check-in in the middle, at its rating’s height', () => {
    const [point] = chartPoints([checkIn(1, '2026-03-01T00:00:00Z', RatingScale.VeryMuch)]);
    expect(point).toMatchObject({ x: 50, y: 0 });
  });

  it('spaces check-ins evenly, Not at all at the bottom, Very much at the top, a declined rating without a height', () => {
    const points = chartPoints([
      checkIn(1, '2026-01-01T00:00:00Z', RatingScale.NotAtAll),
      checkIn(1, '2026-02-01T00:00:00Z', RatingScale.Skip),
      checkIn(1, '2026-03-01T00:00:00Z', RatingScale.Somewhat),
    ]);
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      [8, 100],
      [50, null],
      [92, 50],
    ]);
  });

  it('draws the line through consecutive ratings only: a declined one breaks it', () => {
    const points = chartPoints([
      checkIn(1, '2026-01-01T00:00:00Z', RatingScale.NotAtAll),
      checkIn(1, '2026-02-01T00:00:00Z', RatingScale.ALittleBit),
      checkIn(1, '2026-03-01T00:00:00Z', RatingScale.Skip),
      checkIn(1, '2026-04-01T00:00:00Z', RatingScale.QuiteABit),
    ]);
    expect(chartRuns(points).map((run) => run.map((point) => point.id))).toEqual([[points[0]!.id, points[1]!.id]]);
  });
});
