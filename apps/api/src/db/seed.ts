import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ContentStatus, ResourceCategory, SubscriptionCodeType, TutorialOfferStatus, type TLanguage } from '@innerway/domain';
import type { Content } from '@innerway/content';
import { redeemEnteredCode } from '../access/redeem-entered-code.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { TConfig } from '../config.ts';
import type { Db } from './client.ts';
import { seedDemoPopulation } from './demo-population.ts';
import {
  exercises,
  extraContents,
  institutions,
  lessonExtraContents,
  lessons,
  moduleExtraContents,
  modules,
  steps,
  staffRoles,
  subscriptionCodes,
  translations,
  users,
} from './schema.ts';

export const DEMO_PASSWORD = 'innerway-demo';

export const DEMO_INSTITUTION = {
  name: 'Maple Grove University',
  nameFr: 'Université de Maple Grove',
  nameEs: 'Universidad de Maple Grove',
  activeCode: 'KW2LP84N',
  inactiveCode: 'OLDCODE1',
} as const;

/** The accounts `local` seeds, printed at start-up. */
export const DEMO_ACCOUNTS = [
  { email: 'trial@example.com', name: 'Tess Trial', role: 'trial', isTrialMode: true, isAdmin: false, isDisabled: false },
  { email: 'full@example.com', name: 'Finn Full', role: 'full access', isTrialMode: false, isAdmin: false, isDisabled: false },
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin, full access', isTrialMode: false, isAdmin: true, isDisabled: false },
  { email: 'disabled@example.com', name: 'Dana Disabled', role: 'disabled', isTrialMode: true, isAdmin: false, isDisabled: true },
  {
    email: 'support@example.com',
    name: 'Sam Support',
    role: 'support staff (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'support',
  },
  {
    email: 'partner@example.com',
    name: 'Pat Partner',
    role: 'institution manager of the demo institution (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'institution_manager',
  },
  {
    email: 'editor@example.com',
    name: 'Eden Editor',
    role: 'editor: the content studio (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'editor',
  },
  // Joined with the demo institution's code: the age survey is due at the first sign-in.
  {
    email: 'student@example.com',
    name: 'Stella Student',
    role: `full access through ${DEMO_INSTITUTION.name}, age survey due`,
    isTrialMode: true,
    isAdmin: false,
    isDisabled: false,
    institutionCode: DEMO_INSTITUTION.activeCode,
  },
] as const;

export interface SeedReport {
  content: 'seeded' | 'skipped';
  contentProblem?: string;
  /** Members of the demo population added by this run (none once they are there). */
  demoMembersAdded?: number;
}

/**
 * Brings the database to its expected starting state; safe to run on every start. Always: the
 * program content (nothing user-specific). In `local` only: demo accounts, two demo institutions
 * and the demo population (demo-population.ts), which needs the program.
 */
export async function seed(db: Db, config: TConfig): Promise<SeedReport> {
  const report = await seedContentIfAvailable(db);
  if (config.appEnv === 'local') {
    // Hashing is deliberately slow: once, and only when an account is to be made.
    let hash: Promise<string> | undefined;
    const passwordHash = () => (hash ??= hashPassword(DEMO_PASSWORD));
    await seedDemoInstitution(db);
    await seedDemoAccounts(db, passwordHash);
    report.demoMembersAdded = await seedDemoPopulation(db, { demoInstitutionName: DEMO_INSTITUTION.name, passwordHash });
  }
  return report;
}

async function seedContentIfAvailable(db: Db): Promise<SeedReport> {
  let content: Content;
  try {
    const { loadContent } = await import('@innerway/content');
    content = loadContent();
  } catch (error) {
    // The app still starts without demo content (for example before its media are generated).
    return { content: 'skipped', contentProblem: error instanceof Error ? error.message : String(error) };
  }
  await seedContent(db, content);
  return { content: 'seeded' };
}

async function seedDemoAccounts(db: Db, passwordHash: () => Promise<string>): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return;

  const passwordHashOfAll = await passwordHash();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        missing.map((account) => ({
          email: account.email,
          name: account.name,
          passwordHash: passwordHashOfAll,
          isEmailVerified: true,
          isTrialMode: account.isTrialMode,
          isAdmin: account.isAdmin,
          isDisabled: account.isDisabled,
          agreedToConditions: true,
          // The demo accounts show the program (and the journeys that test it); the tutorial offer
          // is for people who register, and would cover every demo dashboard otherwise.
          tutorialOfferStatus: TutorialOfferStatus.Completed,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning();
    // As a member who entered the code when registering: linked, full access, the redemption on record.
    for (const account of missing) {
      const user = inserted.find((row) => row.email === account.email);
      if (user && 'institutionCode' in account) await redeemEnteredCode(tx, user, account.institutionCode, 'registration');
    }
  });
  await seedDemoStaffRoles(db);
}

/** The demo staff's roles; the institution manager manages the demo institution. */
async function seedDemoStaffRoles(db: Db): Promise<void> {
  const [institution] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_INSTITUTION.name)).limit(1);
  const staff = DEMO_ACCOUNTS.flatMap((account) => ('staffRole' in account ? [account] : []));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, staff.map((account) => account.email)));
  const rows = staff.flatMap((account) => {
    const person = people.find((row) => row.email === account.email);
    if (!person) return [];
    return [{ userId: person.id, role: account.staffRole, institutionId: account.staffRole === 'institution_manager' ? (institution?.id ?? null) : null }];
  });
  if (rows.length > 0) await db.insert(staffRoles).values(rows).onConflictDoNothing();
}

async function seedDemoInstitution(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let [institution] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, DEMO_INSTITUTION.name))
      .limit(1);
    institution ??= (
      await tx
        .insert(institutions)
        .values({ name: DEMO_INSTITUTION.name, nameFr: DEMO_INSTITUTION.nameFr, nameEs: DEMO_INSTITUTION.nameEs })
        .returning({ id: institutions.id })
    )[0]!;
    await tx
      .insert(subscriptionCodes)
      .values([
        { code: DEMO_INSTITUTION.activeCode, type: SubscriptionCodeType.Unlock, institutionId: institution.id, isActive: true },
        { code: DEMO_INSTITUTION.inactiveCode, type: SubscriptionCodeType.Unlock, institutionId: institution.id, isActive: false },
      ])
      .onConflictDoNothing({ target: subscriptionCodes.code });
  });
}

type TranslationRow = typeof translations.$inferInsert;
const otherLanguages: TLanguage[] = ['fr', 'es'];

/**
 * Upserts the program by id (English in the rows, French and Spanish as translations), so that
 * editing the content files and restarting updates the database without touching user data.
 */
export async function seedContent(db: Db, content: Content): Promise<void> {
  const translationRows: TranslationRow[] = [];
  const translate = (contentType: string, contentId: number, fields: Record<string, Partial<Record<TLanguage, string | number>> | undefined>) => {
    for (const [field, values] of Object.entries(fields)) {
      for (const language of otherLanguages) {
        const value = values?.[language];
        if (value !== undefined) translationRows.push({ contentType, contentId, field, language, value: String(value) });
      }
    }
  };

  const moduleRows = content.topics.map((topic) => {
    translate('module', topic.id, {
      title: topic.title,
      subtitle: topic.subtitle,
      body: topic.body,
      assessment_intro: topic.assessment_intro,
      quantitative_assessment_question: topic.quantitative_assessment_question,
      qualitative_assessment_question_one: topic.qualitative_assessment_question_one,
      qualitative_assessment_question_two: topic.qualitative_assessment_question_two,
    });
    return {
      id: topic.id,
      slug: topic.slug,
      hue: topic.hue,
      title: topic.title.en,
      subtitle: topic.subtitle.en,
      body: topic.body.en,
      imageKey: topic.image_key,
      minutesToComplete: topic.minutes_to_complete,
      assessmentIntro: topic.assessment_intro.en,
      quantitativeAssessmentQuestion: topic.quantitative_assessment_question.en,
      qualitativeAssessmentQuestionOne: topic.qualitative_assessment_question_one.en,
      qualitativeAssessmentQuestionTwo: topic.qualitative_assessment_question_two.en,
      publishStatus: topic.publish_status,
      isTrialContent: topic.is_trial_content,
      sortOrder: topic.id,
    };
  });

  const segments = content.topics.flatMap((topic) => topic.segments.map((segment) => ({ topic, segment })));
  const lessonRows = segments.map(({ topic, segment }) => {
    translate('lesson', segment.id, { title: segment.title, body: segment.body });
    return {
      id: segment.id,
      moduleId: topic.id,
      title: segment.title.en,
      body: segment.body.en,
      segmentNumber: segment.segment_number,
      minutesToComplete: segment.minutes_to_complete,
      hasUserAssessment: segment.has_user_assessment,
      publishStatus: ContentStatus.Published,
      isTrialContent: topic.is_trial_content,
      sortOrder: segment.segment_number,
    };
  });

  const stepRows = segments.flatMap(({ segment }) =>
    segment.steps.map((step) => {
      translate('step', step.id, { title: step.title, captions_key: step.captions_keys });
      return {
        id: step.id,
        lessonId: segment.id,
        title: step.title.en,
        mediaKey: step.media_key,
        captionsKey: step.captions_keys.en,
        durationSeconds: step.duration,
        minutesToComplete: step.minutes_to_complete,
        publishStatus: step.publish_status,
        isTrialContent: step.is_trial_content,
        sortOrder: step.sort_order,
      };
    }),
  );

  const exerciseRows = segments.flatMap(({ segment }) =>
    segment.activities.map((activity) => {
      const meditation = activity.meditation;
      translate('exercise', activity.id, {
        title: activity.title,
        body: activity.body,
        male_audio_file: meditation?.male_audio_keys,
        male_audio_duration: meditation?.male_audio_duration,
        female_audio_file: meditation?.female_audio_keys,
        female_audio_duration: meditation?.female_audio_duration,
        transcript_key: meditation?.transcript_keys,
      });
      return {
        id: activity.id,
        lessonId: segment.id,
        title: activity.title.en,
        body: activity.body.en,
        activityType: activity.activity_type,
        maleAudioKey: meditation?.male_audio_keys.en ?? null,
        maleAudioDuration: meditation?.male_audio_duration.en ?? null,
        femaleAudioKey: meditation?.female_audio_keys.en ?? null,
        femaleAudioDuration: meditation?.female_audio_duration.en ?? null,
        transcriptKey: meditation?.transcript_keys.en ?? null,
        minutesToComplete: activity.minutes_to_complete,
        isFeatured: activity.featured,
        publishStatus: activity.publish_status,
        isTrialContent: activity.is_trial_content,
        sortOrder: activity.sort_order,
      };
    }),
  );

  const { tutorial } = content;
  translate('extra_content', tutorial.id, { title: tutorial.title, body: tutorial.body, captions_key: tutorial.captions_keys });
  const extraContentRows = [
    {
      id: tutorial.id,
      title: tutorial.title.en,
      body: tutorial.body.en,
      category: ResourceCategory.Tutorial,
      fileKey: tutorial.media_key,
      fileName: null,
      captionsKey: tutorial.captions_keys.en,
      externalLink: null,
      audioDuration: tutorial.duration,
      isFeatured: tutorial.featured,
      publishStatus: tutorial.publish_status,
      isTrialContent: tutorial.is_trial_content,
      sortOrder: 0,
    },
    ...content.resources.map((resource, index) => {
      translate('extra_content', resource.id, {
        title: resource.title,
        body: resource.body,
        file_key: resource.file_keys ?? resource.audio_keys,
        file_name: resource.file_names,
        audio_duration: resource.audio_duration,
      });
      return {
        id: resource.id,
        title: resource.title.en,
        body: resource.body.en,
        category: resource.category,
        fileKey: resource.file_keys?.en ?? resource.audio_keys?.en ?? null,
        fileName: resource.file_names?.en ?? null,
        captionsKey: null,
        externalLink: resource.external_link ?? null,
        audioDuration: resource.audio_duration?.en ?? null,
        isFeatured: resource.featured,
        publishStatus: resource.publish_status,
        isTrialContent: resource.is_trial_content,
        sortOrder: index + 1,
      };
    }),
  ];

  const resourceIds = extraContentRows.map((row) => row.id);
  const moduleLinks = content.resources.flatMap((r) => r.topic_ids.map((moduleId, i) => ({ moduleId, extraContentId: r.id, sortOrder: i })));
  const lessonLinks = content.resources.flatMap((r) => r.segment_ids.map((lessonId, i) => ({ lessonId, extraContentId: r.id, sortOrder: i })));

  await db.transaction(async (tx) => {
    await upsertById(tx, modules, moduleRows);
    await upsertById(tx, lessons, lessonRows);
    await upsertById(tx, steps, stepRows);
    await upsertById(tx, exercises, exerciseRows);
    await upsertById(tx, extraContents, extraContentRows);

    // Links are the content files' to decide: replace those of the seeded resources.
    await tx.delete(moduleExtraContents).where(inArray(moduleExtraContents.extraContentId, resourceIds));
    await tx.delete(lessonExtraContents).where(inArray(lessonExtraContents.extraContentId, resourceIds));
    if (moduleLinks.length) await tx.insert(moduleExtraContents).values(moduleLinks);
    if (lessonLinks.length) await tx.insert(lessonExtraContents).values(lessonLinks);

    for (let i = 0; i < translationRows.length; i += 1000) {
      await tx
        .insert(translations)
        .values(translationRows.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [translations.contentId, translations.contentType, translations.field, translations.language],
          set: { value: sql`excluded.value` },
        });
    }

    // Rows came with their own ids: move each id sequence past them for rows created later.
    for (const table of ['modules', 'lessons', 'steps', 'exercises', 'extra_contents']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`),
      );
    }
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts rows by id, or updates every given column of the rows already there. */
async function upsertById<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const given = Object.keys(rows[0]!).filter((key) => key !== 'id');
  const set = Object.fromEntries(
    given.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]),
  ) as PgUpdateSetSource<T>;
  const idColumn = columns['id']!;
  await tx.insert(table).values(rows).onConflictDoUpdate({ target: idColumn, set });
}
