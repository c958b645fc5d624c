import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AgeSurveyStatus, ZAnalyticsEvent, analyticsEventNames } from '@innerway/domain';
import type { TConfig } from '../config.ts';
import type { Db } from './client.ts';
import { DEMO_SECOND_INSTITUTION, DemoPopulationDomain, planDemoPopulation, type TDemoProgram } from './demo-population-plan.ts';
import { DEMO_ACCOUNTS, DEMO_INSTITUTION, seed } from './seed.ts';
import { readPerson } from '../staff-people/read-person.ts';
import { setUpTestApp } from '../test/harness.ts';
import { disableUser, enableUser } from '../users/disable-user.ts';

let db: Db;
let config: TConfig;
setUpTestApp((test) => ({ db, config } = test));

const members = `%@${DemoPopulationDomain}`;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

/** Row counts of every table the population writes, to compare before and after a second run. */
const tableCounts = () =>
  one<Record<string, number>>(sql`
    select (select count(*) from users)::int as users, (select count(*) from institutions)::int as institutions,
      (select count(*) from subscription_codes)::int as codes, (select sum(redemption_count) from subscription_codes)::int as redemptions,
      (select count(*) from in_app_purchases)::int as purchases, (select count(*) from access_events)::int as access_events,
      (select count(*) from sessions)::int as sessions, (select count(*) from user_step_progress)::int as steps,
      (select count(*) from user_exercise_progress)::int as exercises, (select count(*) from user_assessments)::int as assessments,
      (select count(*) from assessment_views)::int as assessment_views, (select count(*) from age_surveys)::int as age_surveys,
      (select count(*) from media_plays)::int as media_plays, (select count(*) from analytics_events)::int as events,
      (select count(*) from email_verification_tokens)::int as verification_links`);

describe('the local seed', () => {
  let added = 0;

  it('adds a few hundred members over the last 90 days, once', { timeout: 120_000 }, async () => {
    const report = await seed(db, { ...config, appEnv: 'local' });
    added = report.demoMembersAdded ?? 0;
    expect(added).toBeGreaterThanOrEqual(300);
    expect(added).toBeLessThanOrEqual(400);
    const span = await one<{ n: number; oldest: number; newest: number }>(sql`
      select count(*)::int as n, (extract(epoch from now() - min(created_at)) / 86400)::float as oldest, (extract(epoch from now() - max(created_at)) / 86400)::float as newest
      from users where email like ${members}`);
    expect(span.n).toBe(added);
    expect(span.oldest).toBeGreaterThan(80);
    expect(span.oldest).toBeLessThanOrEqual(91);
    expect(span.newest).toBeLessThan(3);

    const before = await tableCounts();
    const again = await seed(db, { ...config, appEnv: 'local' });
    expect(again.demoMembersAdded).toBe(0);
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps the demo accounts as they were, and links the student to the demo institution with the age survey due', async () => {
    const accounts = await rows<{ email: string; is_trial_mode: boolean; is_admin: boolean; is_disabled: boolean; institution: string | null; age_survey_status: string }>(sql`
      select u.email, u.is_trial_mode, u.is_admin, u.is_disabled, i.name as institution, u.age_survey_status
      from users u left join institutions i on i.id = u.institution_id where u.email like '%@example.com' order by u.email`);
    expect(accounts.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    for (const account of DEMO_ACCOUNTS.filter((demo) => !('institutionCode' in demo))) {
      expect(accounts.find((row) => row.email === account.email)).toMatchObject({
        is_trial_mode: account.isTrialMode,
        is_admin: account.isAdmin,
        is_disabled: account.isDisabled,
        institution: null,
        age_survey_status: AgeSurveyStatus.NotApplicable,
      });
    }
    expect(accounts.find((row) => row.email === 'student@example.com')).toMatchObject({
      is_trial_mode: false,
      institution: DEMO_INSTITUTION.name,
      age_survey_status: AgeSurveyStatus.NotYetOffered,
    });
    const redeemed = await one<{ n: number }>(sql`
      select count(*)::int as n from access_events e join users u on u.id = e.user_id join subscription_codes c on c.id = e.subscription_code_id
      where u.email = 'student@example.com' and e.kind = 'institution_code_redeemed' and c.code = ${DEMO_INSTITUTION.activeCode}`);
    expect(redeemed.n).toBe(1);
    const staff = await rows<{ email: string; role: string }>(sql`
      select u.email, r.role from staff_roles r join users u on u.id = r.user_id where u.email like '%@example.com' order by u.email`);
    expect(staff).toEqual([
      { email: 'editor@example.com', role: 'editor' },
      { email: 'partner@example.com', role: 'institution_manager' },
      { email: 'support@example.com', role: 'support' },
    ]);
  });

  it('spreads members over two institutions, each with codes whose seats are used and enough members for the partner floor', async () => {
    const perInstitution = await rows<{ name: string; members: number; seats: number; codes: number; surveys: number }>(sql`
      select i.name, (select count(*) from users u where u.institution_id = i.id)::int as members,
        (select coalesce(sum(redemption_count), 0) from subscription_codes c where c.institution_id = i.id)::int as seats,
        (select count(*) from subscription_codes c where c.institution_id = i.id)::int as codes,
        (select count(*) from age_surveys s join users u on u.id = s.user_id where u.institution_id = i.id)::int as surveys
      from institutions i order by i.id`);
    expect(perInstitution.map((row) => row.name)).toEqual([DEMO_INSTITUTION.name, DEMO_SECOND_INSTITUTION.name]);
    for (const institution of perInstitution) {
      expect(institution.members, institution.name).toBeGreaterThanOrEqual(30);
      expect(institution.seats, institution.name).toBeGreaterThanOrEqual(institution.members);
      expect(institution.codes, institution.name).toBeGreaterThanOrEqual(2);
      expect(institution.surveys, institution.name).toBeGreaterThanOrEqual(20);
    }
    // Some figures stay under the floor of 10, for the portal to suppress: the smallest age groups.
    const ageGroups = await rows<{ n: number }>(sql`
      select count(*)::int as n from age_surveys s join users u on u.id = s.user_id where u.institution_id is not null group by u.institution_id, s.response`);
    expect(ageGroups.some((group) => group.n < 10)).toBe(true);
    expect(ageGroups.some((group) => group.n >= 10)).toBe(true);
    // Nobody joined an institution, or used a code, before it existed.
    const early = await one<{ n: number }>(sql`
      select count(*)::int as n from access_events e join subscription_codes c on c.id = e.subscription_code_id join institutions i on i.id = c.institution_id
      where e.at < c.created_at or e.at < i.created_at`);
    expect(early.n).toBe(0);
    // No code took more seats than it has.
    const overfull = await one<{ n: number }>(sql`select count(*)::int as n from subscription_codes where max_redemptions is not null and redemption_count > max_redemptions`);
    expect(overfull.n).toBe(0);
  });

  it('dates each verified member by a used verification link, and members in id order by their sign-up', async () => {
    const { verified, linked } = await one<{ verified: number; linked: number }>(sql`
      select count(*) filter (where u.is_email_verified)::int as verified,
        count(*) filter (where u.is_email_verified and exists (
          select 1 from email_verification_tokens t where t.user_id = u.id and t.used_at >= u.created_at))::int as linked
      from users u where u.email like '%@example.org'`);
    expect(verified).toBeGreaterThan(0);
    expect(linked).toBe(verified);
    const { outOfOrder } = await one<{ outOfOrder: number }>(sql`
      select count(*)::int as "outOfOrder" from (
        select created_at < lag(created_at) over (order by id) as earlier from users where email like '%@example.org') t
      where earlier`);
    expect(outOfOrder).toBe(0);
  });

  it('mixes access of every kind, each grant with its access event', async () => {
    const mix = await one<Record<string, number>>(sql`
      select count(*) filter (where is_trial_mode)::int as trial, count(*) filter (where not is_trial_mode)::int as full,
        count(*) filter (where not is_email_verified)::int as unverified, count(*) filter (where is_disabled)::int as disabled,
        count(*) filter (where preferred_language = 'en')::int as en, count(*) filter (where preferred_language = 'fr')::int as fr,
        count(*) filter (where preferred_language = 'es')::int as es
      from users where email like ${members}`);
    for (const [key, value] of Object.entries(mix)) expect(value, key).toBeGreaterThan(key === 'disabled' ? 2 : 15);

    const kinds = await rows<{ kind: string; n: number }>(sql`
      select e.kind, count(*)::int as n from access_events e join users u on u.id = e.user_id where u.email like ${members} group by e.kind`);
    for (const kind of ['institution_code_redeemed', 'full_access_purchased', 'gift_card_purchased', 'gift_card_sent', 'gift_card_rescinded', 'gift_card_redeemed']) {
      expect(kinds.find((row) => row.kind === kind)?.n ?? 0, kind).toBeGreaterThan(2);
    }
    // Full access from nowhere: none. Every full member has a grant on record, every grant a full member.
    const ungranted = await one<{ n: number }>(sql`
      select count(*)::int as n from users u where u.email like ${members} and not u.is_trial_mode and not exists (
        select 1 from access_events e where e.user_id = u.id and e.kind in ('institution_code_redeemed', 'full_access_purchased', 'gift_card_redeemed'))`);
    expect(ungranted.n).toBe(0);

    const cards = await rows<{ delivery_state: number; n: number }>(sql`
      select delivery_state, count(*)::int as n from subscription_codes where type = 2 group by delivery_state order by delivery_state`);
    expect(cards.map((row) => row.delivery_state)).toEqual([10, 20, 30]);
    const purchases = await one<{ stores: string[]; unmatched: number }>(sql`
      select array_agg(distinct store) as stores, count(*) filter (where product_id = 'gift_card' and gift_code_id is null)::int as unmatched from in_app_purchases`);
    expect(purchases).toEqual({ stores: ['sandbox'], unmatched: 0 });
  });

  it('gives progress the shape of a funnel: most start the first topic, fewer finish, fewer still take the check-in', async () => {
    const funnel = await rows<{ topic: number; started: number; halfway: number; done: number; assessed: number }>(sql`
      with items as (
        select l.module_id, 's' || s.id as item from steps s join lessons l on l.id = s.lesson_id where s.publish_status = 1
        union all select l.module_id, 'e' || x.id from exercises x join lessons l on l.id = x.lesson_id where x.publish_status = 1),
      totals as (select module_id, count(*) as total from items group by module_id),
      done as (
        select p.user_id, l.module_id, count(*) as n from user_step_progress p join steps s on s.id = p.step_id join lessons l on l.id = s.lesson_id
        where p.percent = 100 group by 1, 2
        union all
        select p.user_id, l.module_id, count(*) from user_exercise_progress p join exercises x on x.id = p.exercise_id join lessons l on l.id = x.lesson_id
        where p.percent = 100 group by 1, 2),
      per_member as (select user_id, module_id, sum(n) as n from done group by 1, 2)
      select t.module_id as topic,
        (select count(distinct user_id) from (select user_id from per_member m where m.module_id = t.module_id
           union select p.user_id from user_step_progress p join steps s on s.id = p.step_id join lessons l on l.id = s.lesson_id where l.module_id = t.module_id) started)::int as started,
        (select count(*) from per_member m where m.module_id = t.module_id and m.n * 2 >= t.total)::int as halfway,
        (select count(*) from per_member m where m.module_id = t.module_id and m.n = t.total)::int as done,
        (select count(distinct user_id) from user_assessments a where a.module_id = t.module_id)::int as assessed
      from totals t order by t.module_id`);
    expect(funnel).toHaveLength(8);
    for (const topic of funnel) {
      expect(topic.started, `topic ${topic.topic}`).toBeGreaterThanOrEqual(topic.halfway);
      expect(topic.halfway, `topic ${topic.topic}`).toBeGreaterThanOrEqual(topic.done);
      expect(topic.done, `topic ${topic.topic}`).toBeGreaterThanOrEqual(topic.assessed);
    }
    const [first, last] = [funnel[0]!, funnel.at(-1)!];
    expect(first.started).toBeGreaterThan(100);
    expect(first.done).toBeLessThan(first.started);
    expect(first.assessed).toBeGreaterThan(20);
    expect(last.started).toBeGreaterThan(0);
    expect(last.started).toBeLessThan(first.started / 2);
    // Nobody assessed a topic whose videos and activities they had not all finished.
    const gated = await one<{ n: number }>(sql`
      select count(*)::int as n from user_assessments a join users u on u.id = a.user_id where u.email like ${members} and exists (
        select 1 from steps s join lessons l on l.id = s.lesson_id where l.module_id = a.module_id and s.publish_status = 1 and not exists (
          select 1 from user_step_progress p where p.user_id = a.user_id and p.step_id = s.id and p.percent = 100))`);
    expect(gated.n).toBe(0);
    // Trial members' progress is not tracked (progress-rules.ts).
    const trialProgress = await one<{ n: number }>(sql`
      select count(*)::int as n from user_step_progress p join users u on u.id = p.user_id where u.is_trial_mode`);
    expect(trialProgress.n).toBe(0);
  });

  it('keeps no free text of members: check-ins carry ratings only, gift cards no message, no journal', async () => {
    const written = await one<{ answers: number; messages: number; journal: number; ratings: number }>(sql`
      select (select count(*) from user_assessments where qualitative_answer_one <> '' or qualitative_answer_two <> '')::int as answers,
        (select count(*) from subscription_codes where message is not null)::int as messages,
        (select count(*) from journal_entries)::int as journal,
        (select count(distinct quantitative_answer) from user_assessments)::int as ratings`);
    expect(written).toEqual({ answers: 0, messages: 0, journal: 0, ratings: expect.any(Number) });
    expect(written.ratings).toBeGreaterThanOrEqual(4);
    // A second check-in comes no sooner than 30 days after the one before (rules/check-in.ts).
    const tooSoon = await one<{ n: number }>(sql`
      select count(*)::int as n from user_assessments a join user_assessments b
        on b.user_id = a.user_id and b.module_id = a.module_id and b.created_at > a.created_at and b.created_at < a.created_at + interval '30 days'`);
    expect(tooSoon.n).toBe(0);
  });

  it('records only the events, screens and params the app sends, spread over the weeks with fewer at the weekend', async () => {
    const events = await rows<{ name: string; params: Record<string, string> }>(sql`select distinct name, params from analytics_events`);
    const at = new Date().toISOString();
    for (const event of events) {
      expect(analyticsEventNames).toContain(event.name);
      expect(ZAnalyticsEvent.safeParse({ ...event, at }).success, JSON.stringify(event)).toBe(true);
    }
    const names = new Set(events.map((event) => event.name));
    expect([...names].sort()).toEqual([...analyticsEventNames].sort());

    const perDay = await rows<{ weekend: boolean; n: number }>(sql`
      select extract(isodow from created_at at time zone 'UTC') >= 6 as weekend, count(*)::float / count(distinct (created_at at time zone 'UTC')::date) as n
      from analytics_events where name = 'screen_view' group by 1`);
    const weekday = perDay.find((row) => !row.weekend)!.n;
    const weekend = perDay.find((row) => row.weekend)!.n;
    expect(weekend).toBeLessThan(weekday);
    const weeks = await one<{ n: number }>(sql`select count(distinct date_trunc('week', created_at))::int as n from analytics_events where user_id is not null`);
    expect(weeks.n).toBeGreaterThanOrEqual(13);

    const plays = await rows<{ voice: string; language: string; n: number }>(sql`
      select p.voice, u.preferred_language as language, count(*)::int as n from media_plays p join users u on u.id = p.user_id
      where p.media = 'meditation' group by 1, 2`);
    expect(plays.length).toBe(6);
    // The seeded sessions open nothing: their hashes are no token's (hex SHA-256).
    const usable = await one<{ n: number }>(sql`
      select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email like ${members} and s.token_hash ~ '^[0-9a-f]{64}$'`);
    expect(usable.n).toBe(0);
  });

  it('keeps a seeded member’s last visit as last seen when they are disabled and their sessions end', async () => {
    const member = await one<{ id: number }>(sql`
      select u.id from users u where u.email like ${members} and exists (select 1 from sessions s where s.user_id = u.id) order by u.id limit 1`);
    const seen = (await readPerson(db, member.id)).last_seen_at;
    expect(seen).not.toBeNull();

    await db.transaction((tx) => disableUser(tx, member.id));
    const disabled = await readPerson(db, member.id);
    expect(disabled.sessions).toEqual([]);
    expect(disabled.last_seen_at).toBe(seen);
    await db.transaction((tx) => enableUser(tx, member.id));
    expect((await readPerson(db, member.id)).last_seen_at).toBe(seen);
  });
});

describe('planDemoPopulation', () => {
  const program: TDemoProgram = {
    topics: [1, 2, 3].map((id) => ({
      id,
      titles: { en: `Topic ${id}`, fr: `Thème ${id}`, es: `Tema ${id}` },
      items: [
        { kind: 'step', id: id * 10 + 1, activityType: null, seconds: 120, maleSeconds: 0 },
        { kind: 'exercise', id: id * 10 + 2, activityType: 2, seconds: 180, maleSeconds: 175 },
      ],
    })),
    resources: [{ id: 1, category: 2 }],
  };
  const now = new Date('2026-03-15T12:00:00Z');

  it('makes the same population from the same seed, and another from another', () => {
    expect(planDemoPopulation(program, now)).toEqual(planDemoPopulation(program, now));
    expect(planDemoPopulation(program, now, { seed: 7 }).users).not.toEqual(planDemoPopulation(program, now).users);
  });

  it('puts nothing in the future and nothing before the 90 days', () => {
    const plan = planDemoPopulation(program, now);
    const times = [
      ...plan.users.flatMap((user) => [user.created_at, user.updated_at, user.last_seen_at]),
      ...plan.events.map((event) => event.created_at),
      ...plan.accessEvents.map((event) => event.at),
      ...plan.assessments.map((row) => row.created_at),
      ...plan.stepProgress.map((row) => row.updated_at),
      ...plan.mediaPlays.map((row) => row.last_reported_at),
      ...plan.sessions.map((row) => row.last_seen_at),
    ];
    const earliest = new Date(now.getTime() - 91 * 86_400_000).toISOString();
    expect(times.filter((time) => time > now.toISOString() || time < earliest)).toEqual([]);
  });
});
