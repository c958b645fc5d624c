import { isTopicComplete, type TTopicProgressCounts } from '@innerway/domain';

interface TFraction {
  done: number;
  total: number;
}

export interface TProgressSummary {
  topics: TFraction;
  assessments: TFraction;
  activities: TFraction;
}

/** The dashboard's 'Track Your Progress' box. A topic counts as completed at 100 %, once assessed. */
export function progressSummary(topics: readonly TTopicProgressCounts[]): TProgressSummary {
  let topicsDone = 0;
  let assessmentsDone = 0;
  let activitiesDone = 0;
  let activitiesTotal = 0;
  for (const topic of topics) {
    if (isTopicComplete(topic)) topicsDone += 1;
    if (topic.user_assessment_completed) assessmentsDone += 1;
    activitiesDone += Math.min(topic.done_exercises, topic.total_exercises);
    activitiesTotal += topic.total_exercises;
  }
  return {
    topics: { done: topicsDone, total: topics.length },
    assessments: { done: assessmentsDone, total: topics.length },
    activities: { done: activitiesDone, total: activitiesTotal },
  };
}
