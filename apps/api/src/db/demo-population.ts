import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ContentStatus, ResourceCategory, SubscriptionCodeType, type TLanguage } from '@innerway/domain';
import type { Db } from './client.ts';
import { DemoPopulationDomain, planDemoPopulation, type TDemoProgram, type TDemoTopic } from './demo-population-plan.ts';
import { exercises, extraContents, institutions, lessons, modules, steps, translations, users } from './schema.ts';

/**
 * Adds the demo population (demo-population-plan.ts) once: in one transaction, a table at a time
 * (each plan's rows go to PostgreSQL as one JSON parameter, unpacked by jsonb_to_recordset), so
 * a few hundred members with their history cost a dozen statements. Rows are inserted in the
 * order of their dates, so that ids follow time as they do in real use (the staff lists page
 * newest first by id). Skipped when any member of it is there already, and when the database
 * holds no program yet (their progress needs one).
 * Returns how many members it added.
 */
export async function seedDemoPopulation(
  db: Db,
  { demoInstitutionName, passwordHash, now = new Date() }: { demoInstitutionName: string; passwordHash: () => Promise<string>; now?: Date },
): Promise<number> {
  const [present] = await db.select({ id: users.id }).from(users).where(sql`${users.email} like ${`%@${DemoPopulationDomain}`}`).limit(1);
  if (present) return 0;
  const program = await readProgram(db);
  if (program.topics.length === 0) return 0;
  const plan = planDemoPopulation(program, now);
  const hash = await passwordHash();

  await db.transaction(async (tx) => {
    const [demo] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, demoInstitutionName)).limit(1);
    if (!demo) throw new Error(`the demo institution "${demoInstitutionName}" is not there`);
    await tx.update(institutions).set({ createdAt: sql`least(${institutions.createdAt}, ${plan.institutions.demo.createdAt}::timestamptz)` }).where(eq(institutions.id, demo.id));
    const { name, nameFr, nameEs, createdAt } = plan.institutions.second;
    const [second] = await tx.insert(institutions).values({ name, nameFr, nameEs, createdAt: new Date(createdAt) }).returning({ id: institutions.id });
    const institutionId = (column: SQL) => sql`case ${column} when 'demo' then ${demo.id}::int when 'second' then ${second!.id}::int end`;
    const rows = (list: unknown[]) => sql`jsonb_to_recordset(${JSON.stringify(list)}::jsonb)`;

    // Seats: new codes come with the seats the population took; the demo code counts them on top.
    await tx.execute(sql`
      insert into subscription_codes (code, type, institution_id, is_active, max_redemptions, redemption_count, created_at)
      select r.code, ${SubscriptionCodeType.Unlock}, ${institutionId(sql`r.institution`)}, r."isActive", r."maxRedemptions", r.redemptions, r."createdAt"
      from ${rows(plan.codes)} as r(code text, institution text, "isActive" boolean, "maxRedemptions" int, redemptions int, "createdAt" timestamptz)
      on conflict (code) do update set redemption_count = subscription_codes.redemption_count + excluded.redemption_count,
        created_at = least(subscription_codes.created_at, excluded.created_at)`);

    await tx.execute(sql`
      insert into users (email, name, password_hash, is_email_verified, is_disabled, institution_id, is_trial_mode, marketing_opt_in,
        preferred_language, age_survey_status, tutorial_offer_status, agreed_to_conditions, created_at, updated_at, last_seen_at)
      select r.email, r.name, ${hash}, r.is_email_verified, r.is_disabled, ${institutionId(sql`r.institution`)}, r.is_trial_mode, r.marketing_opt_in,
        r.preferred_language, r.age_survey_status, r.tutorial_offer_status, true, r.created_at, r.updated_at, r.last_seen_at
      from ${rows(plan.users)} as r(email text, name text, is_email_verified boolean, is_disabled boolean, institution text, is_trial_mode boolean,
        marketing_opt_in boolean, preferred_language text, age_survey_status text, tutorial_offer_status text, created_at timestamptz, updated_at timestamptz,
        last_seen_at timestamptz)
      order by r.created_at`);

    // A verified member followed their verification link: the used link is what dates it.
    await tx.execute(sql`
      insert into email_verification_tokens (token_hash, user_id, expires_at, used_at, created_at)
      select encode(sha256(convert_to('demo-verification:' || u.email, 'UTF8')), 'hex'), u.id, u.created_at + interval '1 day',
        u.created_at + interval '7 minutes', u.created_at
      from users u where u.email like ${`%@${DemoPopulationDomain}`} and u.is_email_verified`);

    await tx.execute(sql`
      insert into subscription_codes (code, type, is_active, max_redemptions, redemption_count, delivery_state, purchaser_user_id,
        recipient_email, display_from, redeemed_by_user_id, redeemed_at, sent_at, created_at)
      select r.code, ${SubscriptionCodeType.Gift}, true, 1, case when r.redeemed_by is null then 0 else 1 end, r.delivery_state, buyer.id,
        r.recipient_email, r.display_from, redeemer.id, r.redeemed_at, r.sent_at, r.created_at
      from ${rows(plan.giftCards)} as r(code text, purchaser text, delivery_state smallint, recipient_email text, display_from text,
        redeemed_by text, redeemed_at timestamptz, sent_at timestamptz, created_at timestamptz)
      join users buyer on buyer.email = r.purchaser
      left join users redeemer on redeemer.email = r.redeemed_by
      order by r.created_at`);

    await tx.execute(sql`
      insert into in_app_purchases (user_id, store, product_id, transaction_id, gift_code_id, receipt, created_at)
      select u.id, 'sandbox', r.product_id, r.transaction_id, c.id, '{"sandbox": true}'::jsonb, r.created_at
      from ${rows(plan.purchases)} as r(transaction_id text, buyer text, product_id text, gift_code text, created_at timestamptz)
      join users u on u.email = r.buyer
      left join subscription_codes c on c.code = r.gift_code
      order by r.created_at`);

    await tx.execute(sql`
      insert into access_events (user_id, actor_user_id, kind, subscription_code_id, in_app_purchase_id, institution_id, details, at)
      select u.id, u.id, r.kind, c.id, p.id, ${institutionId(sql`r.institution`)}, r.details, r.at
      from ${rows(plan.accessEvents)} as r(email text, kind text, code text, transaction_id text, institution text, details jsonb, at timestamptz)
      join users u on u.email = r.email
      left join subscription_codes c on c.code = r.code
      left join in_app_purchases p on p.store = 'sandbox' and p.transaction_id = r.transaction_id`);

    await tx.execute(sql`
      insert into age_surveys (user_id, response, institution_code_id, created_at)
      select u.id, r.response, c.id, r.created_at
      from ${rows(plan.ageSurveys)} as r(email text, response smallint, code text, created_at timestamptz)
      join users u on u.email = r.email
      join subscription_codes c on c.code = r.code`);

    await tx.execute(sql`
      insert into sessions (id, user_id, token_hash, created_at, last_seen_at, expires_at, user_agent)
      select r.id, u.id, r.token_hash, r.created_at, r.last_seen_at, r.expires_at, r.user_agent
      from ${rows(plan.sessions)} as r(id text, email text, token_hash text, created_at timestamptz, last_seen_at timestamptz, expires_at timestamptz, user_agent text)
      join users u on u.email = r.email`);

    await tx.execute(sql`
      insert into user_step_progress (user_id, step_id, percent, time_seconds, updated_at)
      select u.id, r.step_id, r.percent, r.time_seconds, r.updated_at
      from ${rows(plan.stepProgress)} as r(email text, step_id int, percent smallint, time_seconds int, updated_at timestamptz)
      join users u on u.email = r.email`);

    await tx.execute(sql`
      insert into user_exercise_progress (user_id, exercise_id, percent, updated_at)
      select u.id, r.exercise_id, r.percent, r.updated_at
      from ${rows(plan.exerciseProgress)} as r(email text, exercise_id int, percent smallint, updated_at timestamptz)
      join users u on u.email = r.email`);

    // Check-ins carry their rating only: the written answers stay empty.
    await tx.execute(sql`
      insert into user_assessments (user_id, module_id, quantitative_answer, created_at)
      select u.id, r.module_id, r.quantitative_answer, r.created_at
      from ${rows(plan.assessments)} as r(email text, module_id int, quantitative_answer smallint, created_at timestamptz)
      join users u on u.email = r.email`);

    await tx.execute(sql`
      insert into assessment_views (user_id, module_id, viewed_at)
      select u.id, r.module_id, r.viewed_at
      from ${rows(plan.assessmentViews)} as r(email text, module_id int, viewed_at timestamptz)
      join users u on u.email = r.email`);

    await tx.execute(sql`
      insert into media_plays (user_id, play_id, media, content_id, voice, intervals, counted_seconds, first_reported_at, last_reported_at)
      select u.id, r.play_id, r.media, r.content_id, r.voice, r.intervals, r.counted_seconds, r.first_reported_at, r.last_reported_at
      from ${rows(plan.mediaPlays)} as r(email text, play_id uuid, media text, content_id int, voice text, intervals jsonb,
        counted_seconds double precision, first_reported_at timestamptz, last_reported_at timestamptz)
      join users u on u.email = r.email`);

    // In time order, as the store receives them (ids grow with time).
    await tx.execute(sql`
      insert into analytics_events (user_id, name, params, created_at)
      select u.id, r.name, r.params, r.created_at
      from rows from (${rows(plan.events)} as (email text, name text, params jsonb, created_at timestamptz)) with ordinality as r(email, name, params, created_at, n)
      left join users u on u.email = r.email
      order by r.n`);
  });
  return plan.users.length;
}

/** The published program, in the order members meet it. */
async function readProgram(db: Db): Promise<TDemoProgram> {
  const published = ContentStatus.Published;
  const topicRows = await db
    .select({ id: modules.id, title: modules.title })
    .from(modules)
    .where(eq(modules.publishStatus, published))
    .orderBy(asc(modules.sortOrder), asc(modules.id));
  const lessonRows = await db
    .select({ id: lessons.id, moduleId: lessons.moduleId })
    .from(lessons)
    .where(eq(lessons.publishStatus, published))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
  const stepRows = await db
    .select({ id: steps.id, lessonId: steps.lessonId, sortOrder: steps.sortOrder, seconds: steps.durationSeconds })
    .from(steps)
    .where(eq(steps.publishStatus, published));
  const exerciseRows = await db
    .select({
      id: exercises.id,
      lessonId: exercises.lessonId,
      sortOrder: exercises.sortOrder,
      activityType: exercises.activityType,
      female: exercises.femaleAudioDuration,
      male: exercises.maleAudioDuration,
    })
    .from(exercises)
    .where(eq(exercises.publishStatus, published));
  const titleRows = await db
    .select({ id: translations.contentId, language: translations.language, value: translations.value })
    .from(translations)
    .where(and(eq(translations.contentType, 'module'), eq(translations.field, 'title')));
  const resourceRows = await db
    .select({ id: extraContents.id, category: extraContents.category })
    .from(extraContents)
    .where(and(eq(extraContents.publishStatus, published), ne(extraContents.category, ResourceCategory.Tutorial), inArray(extraContents.category, Object.values(ResourceCategory))))
    .orderBy(asc(extraContents.id));

  const topics: TDemoTopic[] = topicRows.map((topic) => {
    const titles = { en: topic.title, fr: topic.title, es: topic.title } as Record<TLanguage, string>;
    for (const row of titleRows) if (row.id === topic.id && (row.language === 'fr' || row.language === 'es')) titles[row.language] = row.value;
    const items = lessonRows
      .filter((lesson) => lesson.moduleId === topic.id)
      .flatMap((lesson) =>
        [
          ...stepRows
            .filter((step) => step.lessonId === lesson.id)
            .map((step) => ({ sortOrder: step.sortOrder, item: { kind: 'step' as const, id: step.id, activityType: null, seconds: step.seconds ?? 0, maleSeconds: 0 } })),
          ...exerciseRows
            .filter((exercise) => exercise.lessonId === lesson.id)
            .map((exercise) => ({
              sortOrder: exercise.sortOrder,
              item: { kind: 'exercise' as const, id: exercise.id, activityType: exercise.activityType, seconds: exercise.female ?? 0, maleSeconds: exercise.male ?? 0 },
            })),
        ]
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map(({ item }) => item),
      );
    return { id: topic.id, titles, items };
  });
  return { topics, resources: resourceRows };
}
