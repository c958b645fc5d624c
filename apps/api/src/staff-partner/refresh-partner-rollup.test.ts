import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AgeGroup, type TPartnerReport } from '@innerway/domain';
import { seedProgram } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { partnerDirtyMembers, partnerMembers, users } from '../db/schema.ts';
import { setUpTestApp } from '../test/harness.ts';
import { createInstitution } from '../staff/staff-testing.ts';
import { createMembers, firstTopic, times } from './partner-testing.ts';
import { readPartnerReport } from './read-partner-report.ts';
import { refreshPartnerRollup } from './refresh-partner-rollup.ts';
import { weekStartOf } from './report-weeks.ts';

let db: Db;
// No worker: the tests run the rollup themselves, and no cron run may take their members first.
setUpTestApp(
  async (test) => {
    db = test.db;
    await seedProgram(db);
  },
  { worker: false },
);

let institutionId: number;
let topic: Awaited<ReturnType<typeof firstTopic>>;
let memberIds: number[];

const report = () => readPartnerReport(db, institutionId, new Date());
const topicOf = (value: TPartnerReport) => value.topics.find((row) => row.topic_id === topic.id)!;
const ageOf = (value: TPartnerReport, group: number | null) => value.age_groups.find((row) => row.age_group === group)!.members;
const currentWeek = (value: TPartnerReport) => value.weeks.at(-1)!;

beforeAll(async () => {
  topic = await firstTopic(db);
  institutionId = (await createInstitution(db, 'Rollup University')).id;
  // 40 members: 15 complete the topic (8 rate it 4, 7 rate it 5), 15 more only start it, 10 do nothing.
  memberIds = await createMembers(db, institutionId, topic, [
    ...times(8, { rating: 4, age: AgeGroup.TwentyIsh }),
    ...times(7, { rating: 5, age: AgeGroup.ThirtyIsh }),
    ...times(15, { starts: true }),
    ...times(4, { age: AgeGroup.TwentyIsh }),
    ...times(4, { age: AgeGroup.ThirtyIsh }),
    ...times(2, { age: AgeGroup.Teen }),
  ]);
});

describe('refreshPartnerRollup', () => {
  it('counts the marked members into the report, suppressing what covers fewer than 10', async () => {
    expect(await refreshPartnerRollup(db)).toBe(40);
    const value = await report();
    expect(value.members).toBe(40);
    expect(value.k_floor).toBe(10);
    expect(topicOf(value)).toMatchObject({ started: 30, completed: 15, average_rating: 4.5, activities_done: 15 * topic.exerciseIds.length });
    expect(topic.exerciseIds.length).toBeGreaterThan(0);
    // 30 of the 40 saved progress this week; the 10 others are enough to show it.
    expect(currentWeek(value).week_start).toBe(weekStartOf(new Date()));
    expect(currentWeek(value).active).toBe(30);
    // Every member joined this week: 40 shown beside eleven empty weeks would say so, so the week is hidden too.
    expect(currentWeek(value).joined).toBeNull();
    expect(value.joined_before).toBeNull();
    // Ages: 12 aged 18-24, 11 aged 25-34, 2 aged 13-17, 15 without an answer. The 2 (and the empty
    // groups) are hidden; 11 is hidden with them so that 40 - 12 - 15 does not give 2 back.
    expect(ageOf(value, AgeGroup.TwentyIsh)).toBe(12);
    expect(ageOf(value, AgeGroup.Teen)).toBeNull();
    expect(ageOf(value, AgeGroup.ThirtyIsh)).toBeNull();
    expect(ageOf(value, null)).toBe(15);
    // A topic nobody started: hidden, not 0.
    expect(value.topics.find((row) => row.topic_id !== topic.id)).toMatchObject({ started: null, completed: null, average_rating: null });
  });

  it('does nothing more when run again, and the same when every member is rolled up again', async () => {
    const before = await report();
    expect(await refreshPartnerRollup(db)).toBe(0);
    await db.execute(sql`insert into partner_dirty_members (user_id) select user_id from partner_members`);
    expect(await refreshPartnerRollup(db)).toBe(40);
    expect(await report()).toEqual(before);
  });

  it('takes out a member who leaves the institution, and one whose account is deleted', async () => {
    // One who only started, and one who completed and rated it 5.
    await db.update(users).set({ institutionId: null }).where(eq(users.id, memberIds[20]!));
    await db.delete(users).where(eq(users.id, memberIds[10]!));
    expect(await db.select().from(partnerDirtyMembers)).toHaveLength(2);
    expect(await refreshPartnerRollup(db)).toBe(2);
    const value = await report();
    expect(value.members).toBe(38);
    // 28 started, 14 completed: the 14 who completed leave 14 who did not.
    expect(topicOf(value)).toMatchObject({ started: 28, completed: 14, average_rating: 4.4 });
    expect(await db.select().from(partnerMembers).where(eq(partnerMembers.userId, memberIds[10]!))).toEqual([]);
  });

  it('follows progress saved after the last run', async () => {
    await createMembers(db, institutionId, topic, times(1, { rating: 6 }));
    expect(await refreshPartnerRollup(db)).toBe(1);
    expect(topicOf(await report())).toMatchObject({ started: 29, completed: 15, average_rating: 4.5 });
  });
});
