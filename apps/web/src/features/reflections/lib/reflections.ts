import {
  RatingScale,
  type TListedModuleSummary,
  type TRatingScale,
  type TUserAssessment,
} from '@innerway/domain';

/** One topic's check-ins, oldest first, for the reflections on the progress screen. */
export interface TTopicReflection {
  topic: TListedModuleSummary;
  checkIns: TUserAssessment[];
}

const byDate = (a: TUserAssessment, b: TUserAssessment) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;

/** The topics that have check-ins, in the program's order, each with its check-ins oldest first. */
export function topicReflections(topics: readonly TListedModuleSummary[], checkIns: readonly TUserAssessment[]): TTopicReflection[] {
  return topics
    .map((topic) => ({ topic, checkIns: checkIns.filter((checkIn) => checkIn.module_id === topic.id).sort(byDate) }))
    .filter((reflection) => reflection.checkIns.length > 0);
}

const answeredRatings: readonly TRatingScale[] = [RatingScale.NotAtAll, RatingScale.ALittleBit, RatingScale.Somewhat, RatingScale.QuiteABit, RatingScale.VeryMuch];

/** The chart's rows, highest rating first (top to bottom). */
export const chartRatings = [...answeredRatings].reverse();

/** A check-in on the chart, as percents of the plot: x left to right, y top to bottom; null when skipped. */
export interface TChartPoint {
  id: number;
  x: number;
  y: number | null;
}

/** Where the first and last check-ins sit, in percent of the width, so their dots and dates fit. */
const edge = 8;

/**
 * One point per check-in, evenly spaced in the order they were made (a lone one in the middle),
 * the rating's height from 'Not at all' at the bottom to 'Very much' at the top. A declined
 * rating has no height: it shows as a gap, and in the list beside the chart.
 */
export function chartPoints(checkIns: readonly TUserAssessment[]): TChartPoint[] {
  const step = checkIns.length > 1 ? (100 - 2 * edge) / (checkIns.length - 1) : 0;
  return checkIns.map((checkIn, index) => {
    const level = answeredRatings.indexOf(checkIn.quantitative_answer);
    return {
      id: checkIn.id,
      x: checkIns.length > 1 ? edge + index * step : 50,
      y: level === -1 ? null : 100 - (level / (answeredRatings.length - 1)) * 100,
    };
  });
}

/** The chart's line: runs of consecutive answered check-ins (a declined one breaks the line). */
export function chartRuns(points: readonly TChartPoint[]): TChartPoint[][] {
  const runs: TChartPoint[][] = [];
  let run: TChartPoint[] = [];
  for (const point of points) {
    if (point.y === null) {
      if (run.length > 1) runs.push(run);
      run = [];
    } else run.push(point);
  }
  if (run.length > 1) runs.push(run);
  return runs;
}
