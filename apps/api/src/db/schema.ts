// The database schema: the entities of spec section 3 (ARCHITECTURE section 3).
// SQL names are snake_case, TypeScript names camelCase. Every foreign key to `users` removes the
// row with the user (account deletion erases all its data), except where noted.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DataExportStates, MailStates, ReminderChannels, storeNotificationOutcomes } from '@innerway/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Columns every piece of program content carries (draft 0, published 1, archived 2). */
const contentColumns = () => ({
  publishStatus: smallint('publish_status').notNull().default(0),
  isTrialContent: boolean('is_trial_content').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Accounts

/**
 * `name` is the English name; `name_fr` and `name_es` are the French and Spanish ones, null where
 * none was given (a member reading that language sees the English name). docs/decisions/029.
 */
export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  nameFr: text('name_fr'),
  nameEs: text('name_es'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    isTrialMode: boolean('is_trial_mode').notNull().default(true),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    // NOT_YET_OFFERED once linked to an institution: the survey is only for them.
    ageSurveyStatus: text('age_survey_status').notNull().default('NOT_APPLICABLE'),
    tutorialOfferStatus: text('tutorial_offer_status').notNull().default('NotYetOffered'),
    agreedToConditions: boolean('agreed_to_conditions').notNull().default(false),
    /**
     * Bumped by triggers in the same transaction as every change to the user's progress
     * (steps, activities, assessments; drizzle/0007_progress_version.sql), never by the app: the
     * in-memory progress caches (content/progress-cache.ts) compare it with what they hold.
     */
    progressVersion: integer('progress_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When the member was last signed in and using the app, kept after their sessions end; written
     * by the session path at most every few minutes (auth/sessions.ts). Null: not since it was kept.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    // Look-ups lower-case the address; the check keeps a stray write from creating a twin.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_preferred_language', sql`${t.preferredLanguage} in ('en', 'fr', 'es')`),
    index('users_institution_id_idx').on(t.institutionId),
    // Support's member search by address (staff-people/, decision 026): the name and the address's
    // local part, one trigram index, searched with pg_trgm's word similarity.
    index('users_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || split_part(${t.email}, '@', 1)) gin_trgm_ops`),
    // The search's rare filters, read newest first without walking every member.
    index('users_disabled_id_idx').on(t.id).where(sql`${t.isDisabled}`),
    index('users_admin_id_idx').on(t.id).where(sql`${t.isAdmin}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The native apps' second secret, for media URLs (auth/sessions.ts); null for web sessions. */
    mediaTokenHash: text('media_token_hash').unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use links sent by mail; only the SHA-256 of the token is kept. */
const tokenColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailVerificationTokens = pgTable('email_verification_tokens', tokenColumns(), (t) => [
  index('email_verification_tokens_user_id_idx').on(t.userId),
]);

export const passwordResetTokens = pgTable('password_reset_tokens', tokenColumns(), (t) => [
  index('password_reset_tokens_user_id_idx').on(t.userId),
]);

// ---------------------------------------------------------------------------------------------
// Access: institution codes, gift cards and purchases

/**
 * Codes that unlock the full program. UNLOCK (1) codes belong to an institution and may be
 * redeemed by many people; GIFT (2) rows ARE the gift cards of the spec: bought by one user
 * (`purchaser_user_id`), sent to a recipient (delivery state UNSENT 10 / SENT 20 / REDEEMED 30)
 * and redeemed once.
 */
export const subscriptionCodes = pgTable(
  'subscription_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: smallint('type').notNull(),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    deliveryState: smallint('delivery_state').notNull().default(10),
    purchaserUserId: integer('purchaser_user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email'),
    displayFrom: text('display_from'),
    message: text('message'),
    // The gift belongs to its purchaser: the redeemer leaving must not erase it.
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** An UNLOCK code is refused from this moment on; null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    check('subscription_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('subscription_codes_type', sql`${t.type} in (1, 2)`),
    check('subscription_codes_delivery_state', sql`${t.deliveryState} in (10, 20, 30)`),
    index('subscription_codes_institution_id_idx').on(t.institutionId),
    index('subscription_codes_purchaser_user_id_idx').on(t.purchaserUserId),
    index('subscription_codes_redeemed_by_user_id_idx').on(t.redeemedByUserId),
    // The subscribe prompt looks up the gift card sent to the caller's address.
    index('subscription_codes_recipient_email_idx').on(t.recipientEmail),
  ],
);

export const inAppPurchases = pgTable(
  'in_app_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** app_store, play, or sandbox (local only). */
    store: text('store').notNull(),
    productId: text('product_id').notNull(),
    // The store's own id (App Store transactionId, Play purchase token): a proof replayed, by
    // the same account or another, must not unlock or gift twice.
    transactionId: text('transaction_id').notNull(),
    giftCodeId: integer('gift_code_id').references(() => subscriptionCodes.id, { onDelete: 'set null' }),
    /** What the store said about the purchase (decoded, no credentials). */
    receipt: jsonb('receipt'),
    createdAt: createdAt(),
    /** When the store said it refunded or revoked the purchase; null again if it reversed that. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('in_app_purchases_user_id_idx').on(t.userId),
    // A gift card's purchase, for the staff lists.
    index('in_app_purchases_gift_code_id_idx').on(t.giftCodeId),
    // Staff look a Play purchase up by the order id its buyer sees on Google's receipt.
    index('in_app_purchases_order_id_idx').on(sql`(${t.receipt}->>'order_id')`).where(sql`${t.store} = 'play'`),
    unique('in_app_purchases_store_transaction_key').on(t.store, t.transactionId),
    check('in_app_purchases_store', sql`${t.store} in ('app_store', 'play', 'sandbox')`),
    check('in_app_purchases_product_id', sql`${t.productId} in ('full_access', 'gift_card')`),
  ],
);

/**
 * Who gained access or changed a gift card, when, and through what (spec: every grant and state
 * change is recorded). `user_id` is whose access or card it is; `actor_user_id` who did it.
 */
export const accessEvents = pgTable(
  'access_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    subscriptionCodeId: integer('subscription_code_id').references(() => subscriptionCodes.id, { onDelete: 'set null' }),
    inAppPurchaseId: integer('in_app_purchase_id').references(() => inAppPurchases.id, { onDelete: 'set null' }),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    details: jsonb('details').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_events_user_id_at_idx').on(t.userId, t.at),
    index('access_events_actor_user_id_idx').on(t.actorUserId),
    index('access_events_subscription_code_id_idx').on(t.subscriptionCodeId),
    index('access_events_in_app_purchase_id_idx').on(t.inAppPurchaseId),
    index('access_events_institution_id_idx').on(t.institutionId),
    check(
      'access_events_kind',
      sql`${t.kind} in ('institution_code_redeemed', 'full_access_purchased', 'gift_card_purchased', 'gift_card_sent', 'gift_card_rescinded', 'gift_card_redeemed', 'full_access_granted', 'full_access_taken_back', 'full_access_restored', 'gift_card_voided', 'gift_card_restored')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Program content: modules (topics) > lessons (segments) > steps (videos) and exercises
// (activities); extra contents (resources) link to modules and lessons.

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    // The demo content names banners and colours after the slug and hue.
    slug: text('slug').unique(),
    hue: smallint('hue'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    imageKey: text('image_key'),
    minutesToComplete: integer('minutes_to_complete').notNull().default(0),
    assessmentIntro: text('assessment_intro').notNull().default(''),
    quantitativeAssessmentQuestion: text('quantitative_assessment_question').notNull().default(''),
    qualitativeAssessmentQuestionOne: text('qualitative_assessment_question_one').notNull().default(''),
    qualitativeAssessmentQuestionTwo: text('qualitative_assessment_question_two').notNull().default(''),
    ...contentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Stable across environments: a content bundle names the item by it (docs/decisions/036). */
    uid: uuid('uid').notNull().defaultRandom().unique(),
  },
  (t) => [index('modules_publish_status_sort_order_idx').on(t.publishStatus, t.sortOrder)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    segmentNumber: integer('segment_number').notNull(),
    minutesToComplete: integer('minutes_to_complete').notNull().default(0),
    hasUserAssessment: boolean('has_user_assessment').notNull().default(false),
    ...contentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Stable across environments: a content bundle names the item by it (docs/decisions/036). */
    uid: uuid('uid').notNull().defaultRandom().unique(),
  },
  (t) => [index('lessons_module_id_idx').on(t.moduleId, t.sortOrder)],
);

export const steps = pgTable(
  'steps',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // A step plays either a Vimeo video or a local media file.
    vimeoLink: text('vimeo_link'),
    mediaKey: text('media_key'),
    captionsKey: text('captions_key'),
    durationSeconds: integer('duration_seconds'),
    minutesToComplete: integer('minutes_to_complete').notNull().default(0),
    ...contentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Stable across environments: a content bundle names the item by it (docs/decisions/036). */
    uid: uuid('uid').notNull().defaultRandom().unique(),
  },
  (t) => [index('steps_lesson_id_idx').on(t.lessonId, t.sortOrder)],
);

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    activityType: smallint('activity_type').notNull(),
    maleAudioKey: text('male_audio_key'),
    maleAudioDuration: integer('male_audio_duration'),
    femaleAudioKey: text('female_audio_key'),
    femaleAudioDuration: integer('female_audio_duration'),
    transcriptKey: text('transcript_key'),
    minutesToComplete: integer('minutes_to_complete').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...contentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Stable across environments: a content bundle names the item by it (docs/decisions/036). */
    uid: uuid('uid').notNull().defaultRandom().unique(),
  },
  (t) => [
    check('exercises_activity_type', sql`${t.activityType} in (1, 2, 3)`),
    index('exercises_lesson_id_idx').on(t.lessonId, t.sortOrder),
  ],
);

export const extraContents = pgTable(
  'extra_contents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    category: smallint('category').notNull(),
    externalLink: text('external_link'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    // The tutorial (category 100) is a video with captions.
    captionsKey: text('captions_key'),
    audioDuration: integer('audio_duration'),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...contentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Stable across environments: a content bundle names the item by it (docs/decisions/036). */
    uid: uuid('uid').notNull().defaultRandom().unique(),
  },
  (t) => [index('extra_contents_category_idx').on(t.category, t.sortOrder)],
);

export const moduleExtraContents = pgTable(
  'module_extra_contents',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    extraContentId: integer('extra_content_id')
      .notNull()
      .references(() => extraContents.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.extraContentId] }),
    index('module_extra_contents_extra_content_id_idx').on(t.extraContentId),
  ],
);

export const lessonExtraContents = pgTable(
  'lesson_extra_contents',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    extraContentId: integer('extra_content_id')
      .notNull()
      .references(() => extraContents.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.extraContentId] }),
    index('lesson_extra_contents_extra_content_id_idx').on(t.extraContentId),
  ],
);

/**
 * Per-language overrides of content fields (fr, es); English lives in the content rows. Fields
 * are the API's names (`title`, `body`, `captions_key`, `male_audio_file` ...), content types
 * those of the domain's `TranslationContentType`.
 */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id').notNull(),
    contentType: text('content_type').notNull(),
    field: text('field').notNull(),
    language: text('language').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    unique('translations_content_field_language_key').on(t.contentId, t.contentType, t.field, t.language),
    index('translations_language_idx').on(t.language),
  ],
);

// ---------------------------------------------------------------------------------------------
// What each user did

export const userStepProgress = pgTable(
  'user_step_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    percent: smallint('percent').notNull().default(0),
    timeSeconds: integer('time_seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_step_progress_user_step_key').on(t.userId, t.stepId),
    // Covers loadUserProgress: a user's rows are read from the index alone (index-only scan)
    // instead of one heap page per row, pages that grow apart as the table grows.
    index('user_step_progress_user_covering_idx').on(t.userId, t.stepId, t.percent, t.timeSeconds),
    check('user_step_progress_percent', sql`${t.percent} between 0 and 100`),
  ],
);

export const userExerciseProgress = pgTable(
  'user_exercise_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    percent: smallint('percent').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_exercise_progress_user_exercise_key').on(t.userId, t.exerciseId),
    // Covers loadUserProgress, as user_step_progress_user_covering_idx does.
    index('user_exercise_progress_user_covering_idx').on(t.userId, t.exerciseId, t.percent),
    check('user_exercise_progress_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * Mindful minutes: one row per play (a player's one listening or viewing, its id made by the
 * client), with the stretches of the medium played so far, merged (seconds), and the seconds
 * counted for them (never more than the clock allowed: minutes/report-plays.ts). No reference to
 * the content: the minutes stay when an item is taken out of the program.
 */
export const mediaPlays = pgTable(
  'media_plays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playId: uuid('play_id').notNull(),
    media: text('media', { enum: ['video', 'meditation'] }).notNull(),
    /** the step's id (video) or the activity's (meditation) */
    contentId: integer('content_id').notNull(),
    voice: text('voice', { enum: ['female', 'male'] }),
    intervals: jsonb('intervals').$type<[number, number][]>().notNull(),
    countedSeconds: doublePrecision('counted_seconds').notNull(),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playId] }),
    // The week's sum (plays that began in it) and the member's latest report.
    index('media_plays_user_first_reported_idx').on(t.userId, t.firstReportedAt),
    index('media_plays_user_last_reported_idx').on(t.userId, t.lastReportedAt),
    // The insight rollups recount the recent plays.
    index('media_plays_first_reported_at_idx').on(t.firstReportedAt),
    check('media_plays_media', sql`${t.media} in ('video', 'meditation')`),
    check('media_plays_voice', sql`(${t.media} = 'meditation') = (${t.voice} is not null)`),
    check('media_plays_counted_seconds', sql`${t.countedSeconds} >= 0`),
  ],
);

export const userAssessments = pgTable(
  'user_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    quantitativeAnswer: smallint('quantitative_answer').notNull(),
    qualitativeAnswerOne: text('qualitative_answer_one').notNull().default(''),
    qualitativeAnswerTwo: text('qualitative_answer_two').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_assessments_user_module_idx').on(t.userId, t.moduleId),
    index('user_assessments_module_id_idx').on(t.moduleId),
    check('user_assessments_quantitative_answer', sql`${t.quantitativeAnswer} between 1 and 6`),
  ],
);

/**
 * What a member wrote in a journaling or written activity: one entry per member and activity.
 * The text is stored only encrypted (AES-256-GCM, journal/journal-cipher.ts) under the key named
 * by `key_id`, so a dump of the database alone does not reveal it. `version` rises with every
 * save (optimistic concurrency). An activity taken out of the program leaves its entries, with
 * no activity: the writing is the member's, not the program's.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'set null' }),
    keyId: text('key_id').notNull(),
    iv: bytea('iv').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    authTag: bytea('auth_tag').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('journal_entries_user_exercise_key').on(t.userId, t.exerciseId),
    index('journal_entries_exercise_id_idx').on(t.exerciseId),
    index('journal_entries_key_id_idx').on(t.keyId),
    check('journal_entries_version', sql`${t.version} >= 1`),
  ],
);

export const assessmentViews = pgTable(
  'assessment_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_views_user_module_idx').on(t.userId, t.moduleId),
    index('assessment_views_module_id_idx').on(t.moduleId),
  ],
);

export const ageSurveys = pgTable(
  'age_surveys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: smallint('response').notNull(),
    institutionCodeId: integer('institution_code_id').references(() => subscriptionCodes.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('age_surveys_user_id_idx').on(t.userId),
    index('age_surveys_institution_code_id_idx').on(t.institutionCodeId),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: jsonb('params').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_name_created_at_idx').on(t.name, t.createdAt),
    index('analytics_events_user_id_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Platform

/**
 * Every mail the app sends, written in the transaction of the request it belongs to (its
 * `sent_at`) with the job that delivers it (mail/deliver-mail.ts). Without SMTP_URL this row is
 * the delivery; read at GET /api/dev/outbox in local.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: MailStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Extra headers of this mail (a reminder's List-Unsubscribe), checked as one line each (mailer.ts). */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    index('outbox_mails_sent_at_idx').on(t.sentAt),
    check('outbox_mails_state_check', sql`${t.state} in ('queued', 'delivered', 'failed')`),
  ],
);

/** Throttling counters, shared by every API instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * A member's data export (GDPR articles 15 and 20), one per member: the latest asked for. The
 * job queue prepares its file in DATA_DIR (data-export/) and deletes it when it expires; the row
 * stays, `expired`, so the screen can say so. The id is random (it names the file), not a serial.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DataExportStates }).notNull().default('preparing'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [check('data_exports_state_check', sql`${t.state} in ('preparing', 'ready', 'failed', 'expired')`)],
);

// ---------------------------------------------------------------------------------------------
// Reminders (reminders/; decision 021)

/** A member's reminder schedule: one row once they first save it; no row reads as off. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
    days: smallint('days').array().notNull().default(sql`'{}'`),
    /** Wall-clock 'HH:MM' in `time_zone`. */
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    channel: text('channel', { enum: ReminderChannels }).notNull().default('mail'),
    /**
     * The next mail's instant, written with every change and after every run: only rows due by
     * mail have one, so the run reads just those that are due through the index.
     */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reminder_settings_next_due_at_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} is not null`),
    check('reminder_settings_channel_check', sql`${t.channel} in ('mail', 'app')`),
    check('reminder_settings_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** The reminder mails sent, one per member and local day at most (the key): the run never sends a day twice. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] }), index('reminder_sends_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Staff: roles beside the spec's `is_admin` flag, and the log of what staff did

/**
 * The staff roles other than admin (which is `users.is_admin`). An institution manager's row
 * names the one institution they report on; the other roles name none.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('staff_roles_user_role_institution_key').on(t.userId, t.role, t.institutionId).nullsNotDistinct(),
    index('staff_roles_institution_id_idx').on(t.institutionId),
    check('staff_roles_role', sql`${t.role} in ('editor', 'support', 'institution_manager')`),
    check(
      'staff_roles_institution',
      sql`(${t.role} = 'institution_manager') = (${t.institutionId} is not null)`,
    ),
  ],
);

/**
 * Who on the staff did what to whom, when and why. It outlives the people in it: the subject and
 * the institution are plain ids (no foreign key), and the actor's address is kept beside their id.
 * `details` holds ids and states, never a member's own words.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    subjectUserId: integer('subject_user_id'),
    institutionId: integer('institution_id'),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_subject_user_id_at_idx').on(t.subjectUserId, t.at),
    index('audit_events_actor_user_id_at_idx').on(t.actorUserId, t.at),
    index('audit_events_action_at_idx').on(t.action, t.at),
  ],
);

// ---------------------------------------------------------------------------------------------
// Store notifications (store-notifications/; decision 028)

/**
 * Every notification a store sent (App Store Server Notifications V2, Google Play real-time
 * developer notifications), once: the store's own id is unique, so a redelivery finds its row and
 * acts no more. What it was about and what it did stay readable after the purchase is gone.
 */
export const storeNotifications = pgTable(
  'store_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** app_store or play. */
    store: text('store').notNull(),
    /** Apple's notificationUUID; the Pub/Sub message id of a Play notification. */
    notificationId: text('notification_id').notNull(),
    /** The store's name of the event: REFUND, REVOKE, voided_purchase, ... */
    type: text('type').notNull(),
    subtype: text('subtype'),
    /** The store's id of the transaction it names (App Store transactionId, Play purchase token), if any. */
    transactionId: text('transaction_id'),
    inAppPurchaseId: integer('in_app_purchase_id').references(() => inAppPurchases.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: storeNotificationOutcomes }).notNull(),
    /** What the store said beyond the above (decoded, no signatures or certificates). */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** When the store says the event happened (Apple's signedDate, Play's eventTimeMillis). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('store_notifications_store_notification_key').on(t.store, t.notificationId),
    index('store_notifications_in_app_purchase_id_idx').on(t.inAppPurchaseId),
    check('store_notifications_store', sql`${t.store} in ('app_store', 'play')`),
    check('store_notifications_outcome', sql`${t.outcome} in (${sql.raw(storeNotificationOutcomes.map((outcome) => `'${outcome}'`).join(', '))})`),
  ],
);
/**
 * An admin's invitation of an e-mail address to manage an institution, for an address that had no
 * verified account then: the `institution_manager` role is granted when an account proves it owns
 * the address (its e-mail verification), and `accepted_at` is set. docs/decisions/029.
 */
export const institutionManagerInvites = pgTable(
  'institution_manager_invites',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    check('institution_manager_invites_email_lower_case', sql`${t.email} = lower(${t.email})`),
    unique('institution_manager_invites_institution_email_key').on(t.institutionId, t.email),
    // Verification looks up the open invites of an address.
    index('institution_manager_invites_email_idx').on(t.email).where(sql`${t.acceptedAt} is null`),
  ],
);

// The partner report's rollup (staff-partner/; decision 031), kept current by the job queue.
// The report reads only the `partner_*_counts` tables, whose size does not grow with members.

/**
 * Members whose figures must be rolled up again: written by triggers on `users` (joining or
 * leaving an institution, any change to their progress through `progress_version`, answering
 * the age survey, deletion). No foreign key: a deleted member's row is how the rollup learns to
 * take them out.
 */
export const partnerDirtyMembers = pgTable('partner_dirty_members', {
  userId: integer('user_id').primaryKey(),
});

/**
 * What the rollup last counted of each institution member, so that a change is applied as the
 * difference from it. No foreign key to `users`: when a member leaves or is deleted, this row
 * says what to take out of the counts; the rollup then deletes it (minutes later, at most).
 */
export const partnerMembers = pgTable(
  'partner_members',
  {
    userId: integer('user_id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    joinedWeek: date('joined_week').notNull(),
    ageGroup: smallint('age_group'),
  },
  (t) => [index('partner_members_institution_id_idx').on(t.institutionId)],
);

/** A member's state in each topic they started, as last counted (see `partnerMembers`). */
export const partnerMemberTopics = pgTable(
  'partner_member_topics',
  {
    userId: integer('user_id').notNull(),
    moduleId: integer('module_id').notNull(),
    completed: boolean('completed').notNull(),
    activitiesDone: integer('activities_done').notNull(),
    /** The member's latest self-assessment rating of the topic (1 to 6), if any. */
    rating: smallint('rating'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/** The weeks (starting Monday, UTC) in which a member was active for their institution: the distinct count's memory. */
export const partnerActiveWeeks = pgTable(
  'partner_active_weeks',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.weekStart, t.userId] }), index('partner_active_weeks_user_id_idx').on(t.userId)],
);

/** Per institution and week: current members who joined in it, and members active in it. */
export const partnerWeeklyCounts = pgTable(
  'partner_weekly_counts',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    joined: integer('joined').notNull().default(0),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.weekStart] })],
);

/** Per institution and topic: members who started and completed it, did its activities, rated it. */
export const partnerTopicCounts = pgTable(
  'partner_topic_counts',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    started: integer('started').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    activityMembers: integer('activity_members').notNull().default(0),
    activitiesDone: integer('activities_done').notNull().default(0),
    rated: integer('rated').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.moduleId] })],
);

/** Per institution: the members who gave each answer of the age survey. */
export const partnerAgeCounts = pgTable(
  'partner_age_counts',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    ageGroup: smallint('age_group').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.ageGroup] })],
);

// ---------------------------------------------------------------------------------------------
// Insight rollups (staff-insight/; decision 030): kept by the job queue, the only thing the
// insight screen reads.

/**
 * Counts per UTC day, by metric and one dimension ('' when the metric has none), kept per quarter
 * hour as running totals: `cumulative[q]` counts what happened before the day's quarter hour q
 * (0..96; the last is the day's total). A viewer's local day in any time zone in use starts on a
 * quarter hour, so its count is a difference of two entries, whatever the zone.
 */
export const insightDailyCounts = pgTable(
  'insight_daily_counts',
  {
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    dimension: text('dimension').notNull().default(''),
    cumulative: integer('cumulative').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.day, t.dimension] }),
    index('insight_daily_counts_day_idx').on(t.day),
    check('insight_daily_counts_quarters', sql`cardinality(${t.cumulative}) = 97`),
  ],
);

/** Members active in each UTC week (Monday to Sunday): a count of distinct members cannot be summed from smaller buckets. */
export const insightWeeklyActive = pgTable('insight_weekly_active', {
  weekStart: date('week_start').primaryKey(),
  members: integer('members').notNull(),
});

/**
 * When each member first reached each stage of a topic, as the rollup job saw it (a stage once
 * reached stays reached). `last_reached_at` is the latest of the four: the job recounts the
 * recent stages through its index.
 */
export const insightTopicStages = pgTable(
  'insight_topic_stages',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    halfwayAt: timestamp('halfway_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    lastReachedAt: timestamp('last_reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleId] }),
    index('insight_topic_stages_last_reached_at_idx').on(t.lastReachedAt),
    index('insight_topic_stages_module_id_idx').on(t.moduleId),
    // The funnel is counted by the day members started a topic (insight-metrics.ts topicFunnelCounts).
    index('insight_topic_stages_started_at_idx').on(t.startedAt),
  ],
);

/** The progress version (users.progress_version) of each member whose topic stages the job last brought up to date. */
export const insightProgressSeen = pgTable('insight_progress_seen', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  progressVersion: integer('progress_version').notNull(),
});

/** One row: when the rollups were last brought up to date (the next run recounts from a day before it). */
export const insightRefreshes = pgTable(
  'insight_refreshes',
  {
    id: smallint('id').primaryKey().default(1),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('insight_refreshes_one_row', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// The content studio (staff-content/; decision 033): drafts of each part of an item, and a
// revision for every publish

/**
 * One part of one item (`fields`, `en`, `fr`, `es`) as an editor left it: `values` is the whole
 * part (null while nothing is pending), `version` grows with every save, discard and publish of
 * that part, so a save based on an older version is refused. Members never read this table.
 * Items are the content tables' rows, by kind and id (no foreign key: five tables).
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    contentId: integer('content_id').notNull(),
    part: text('part').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>(),
    version: integer('version').notNull().default(0),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address of whoever saved it last, kept when their account is gone. */
    updatedByEmail: text('updated_by_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.contentId, t.part] }),
    check('content_drafts_kind', sql`${t.kind} in ('topic', 'segment', 'step', 'activity', 'resource')`),
    check('content_drafts_part', sql`${t.part} in ('fields', 'en', 'fr', 'es')`),
    index('content_drafts_updated_by_user_id_idx').on(t.updatedByUserId),
  ],
);

/**
 * Every publish of an item: who, when, which parts, and the whole item as it was published then
 * (every part), numbered 1, 2, ... per item. Kept for good: restoring one makes drafts of it.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    contentId: integer('content_id').notNull(),
    number: integer('number').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    parts: text('parts').array().notNull(),
    note: text('note').notNull().default(''),
    snapshot: jsonb('snapshot').$type<Record<string, Record<string, unknown>>>().notNull(),
  },
  (t) => [
    unique('content_revisions_item_number_key').on(t.kind, t.contentId, t.number),
    check('content_revisions_kind', sql`${t.kind} in ('topic', 'segment', 'step', 'activity', 'resource')`),
    index('content_revisions_actor_user_id_idx').on(t.actorUserId),
  ],
);

/**
 * Support's member search by name (staff-people/, decision 026): every distinct word of the members'
 * names and addresses' local parts, ever written (a word no one has any more finds no one). A typed
 * word is corrected against it (exact, a prefix, one edit, or trigram-like) before members are looked up.
 */
export const peopleSearchDictionary = pgTable(
  'people_search_dictionary',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('people_search_dictionary_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Each member's words (innerway_people_search_words: name and the address's local part, lower case,
 * split at every ASCII character that is not a letter), kept by a trigger on `users`
 * (drizzle/0021_people_search_words.sql): the members of a word in id order, by an index seek.
 */
export const peopleSearchWords = pgTable(
  'people_search_words',
  {
    word: text('word').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.word, t.userId] }), index('people_search_words_user_id_idx').on(t.userId)],
);

/**
 * Every media file the server has accepted (decision 039): an upload once its check passed, or a
 * file a content bundle brought (the demo program's included), with the kind it was checked as and
 * the duration read from it (video and audio). The studio attaches a file by its key alone and
 * reads its kind and duration here, so a duration members see is always the file's.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    durationSeconds: integer('duration_seconds'),
    /** Bytes of the file as received; null where a bundle did not say (the demo's own files). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Who uploaded it; null for a bundle's files or once the account is gone. */
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_objects_kind', sql`${t.kind} in ('video', 'audio', 'captions', 'transcript', 'image', 'file')`),
    index('media_objects_uploaded_by_user_id_idx').on(t.uploadedByUserId),
  ],
);
