import { and, asc, eq } from 'drizzle-orm';
import {
  AgeGroup,
  KAnonymityFloor,
  suppressBelowFloor,
  suppressGroup,
  suppressPart,
  type TAgeGroup,
  type TPartnerReport,
} from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutions, modules, partnerAgeCounts, partnerTopicCounts, partnerWeeklyCounts } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { reportWeekStarts } from './report-weeks.ts';

/** A figure hidden by its group: null when `shown` is false. */
const shownOrNull = (value: number, shown: boolean | undefined) => (shown ? value : null);

/**
 * One institution's aggregate report, read from the rollup's count tables only (a few dozen rows
 * whatever the number of members: refresh-partner-rollup.ts keeps them current), with every
 * figure suppressed as the k-anonymity rule says (packages/domain rules/k-anonymity.ts):
 *
 * - members, and the weeks they joined in (plus those who joined earlier), form one group whose
 *   total is the members: complementary suppression keeps a small week from being found by
 *   subtraction; the age-survey answers (plus "not answered") are another group of that total;
 * - a week's active members, and a topic's starters, are parts of the members (and completers
 *   parts of the starters): shown only when neither they nor the rest is under the floor;
 * - activities done and the average rating are shown when they cover enough members (those who
 *   did an activity, those who rated); the counts of those members are never sent, so nothing can
 *   be subtracted from them.
 *
 * 404 for an institution that does not exist (the caller's right to read it is checked before).
 */
export async function readPartnerReport(db: TQueryable, institutionId: number, now: Date): Promise<TPartnerReport> {
  const [institution] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  if (!institution) throw notFound();

  const [weekly, topics, ages] = await Promise.all([
    db
      .select({ weekStart: partnerWeeklyCounts.weekStart, joined: partnerWeeklyCounts.joined, active: partnerWeeklyCounts.active })
      .from(partnerWeeklyCounts)
      .where(eq(partnerWeeklyCounts.institutionId, institutionId)),
    db
      .select({
        id: modules.id,
        title: modules.title,
        started: partnerTopicCounts.started,
        completed: partnerTopicCounts.completed,
        activityMembers: partnerTopicCounts.activityMembers,
        activitiesDone: partnerTopicCounts.activitiesDone,
        rated: partnerTopicCounts.rated,
        ratingSum: partnerTopicCounts.ratingSum,
      })
      .from(modules)
      .leftJoin(partnerTopicCounts, and(eq(partnerTopicCounts.moduleId, modules.id), eq(partnerTopicCounts.institutionId, institutionId)))
      .where(eq(modules.publishStatus, 1))
      .orderBy(asc(modules.sortOrder), asc(modules.id)),
    db
      .select({ ageGroup: partnerAgeCounts.ageGroup, members: partnerAgeCounts.members })
      .from(partnerAgeCounts)
      .where(eq(partnerAgeCounts.institutionId, institutionId)),
  ]);

  const weekStarts = reportWeekStarts(now);
  const byWeek = new Map(weekly.map((row) => [row.weekStart, row]));
  const members = weekly.reduce((sum, row) => sum + row.joined, 0);
  const joinedInWeeks = weekStarts.map((week) => byWeek.get(week)?.joined ?? 0);
  const joinedBefore = weekly.filter((row) => row.weekStart < weekStarts[0]!).reduce((sum, row) => sum + row.joined, 0);
  const joinedGroup = suppressGroup(members, [joinedBefore, ...joinedInWeeks]);

  const ageGroups = Object.values(AgeGroup) as TAgeGroup[];
  const answered = ageGroups.map((group) => ages.find((row) => row.ageGroup === group)?.members ?? 0);
  const notAnswered = members - answered.reduce((sum, count) => sum + count, 0);
  const ageGroup = suppressGroup(members, [...answered, notAnswered]);

  return {
    institution,
    k_floor: KAnonymityFloor,
    members: shownOrNull(members, joinedGroup.total),
    joined_before: shownOrNull(joinedBefore, joinedGroup.cells[0]),
    weeks: weekStarts.map((week, index) => {
      const active = byWeek.get(week)?.active ?? 0;
      return {
        week_start: week,
        joined: shownOrNull(joinedInWeeks[index]!, joinedGroup.cells[index + 1]),
        // Active members may include some who have since left: then the count is not a part of today's members.
        active: active <= members ? suppressPart(members, active) : suppressBelowFloor(active),
      };
    }),
    topics: topics.map((topic) => {
      const started = topic.started ?? 0;
      const startedShown = suppressPart(members, started);
      return {
        topic_id: topic.id,
        title: topic.title,
        started: startedShown,
        completed: startedShown === null ? null : suppressPart(started, topic.completed ?? 0),
        activities_done: suppressBelowFloor(topic.activitiesDone ?? 0, topic.activityMembers ?? 0),
        average_rating: suppressBelowFloor(Math.round(((topic.ratingSum ?? 0) / Math.max(1, topic.rated ?? 0)) * 10) / 10, topic.rated ?? 0),
      };
    }),
    age_groups: [
      ...ageGroups.map((group, index) => ({ age_group: group, members: shownOrNull(answered[index]!, ageGroup.cells[index]) })),
      { age_group: null, members: shownOrNull(notAnswered, ageGroup.cells[ageGroups.length]) },
    ],
  };
}
