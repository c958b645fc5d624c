// Every API route called as each role, and as another signed-in person on
// someone else's ids. Each answer must be the status in the table, no reply may carry the other
// person's data, and their stored rows must be unchanged whoever called.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { asCookie, freshIp } from '../../src/auth/account-testing.ts';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { seedProgram } from '../../src/content/content-testing.ts';
import { clientInfoHeaders, setUpTestApp, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { accountOf, createVictim, personalData, roles, type TAccount, type TRole } from './people.ts';
import { registeredRoutes } from './registered-routes.ts';
import { refusal } from '../../src/test/refusal.ts';

let t: TestApp;
let content: {
  moduleId: number;
  stepId: number;
  exerciseId: number;
  lockedExerciseId: number;
  journalExerciseId: number;
  lockedMeditationId: number;
  resourceId: number;
  mediaKey: string;
  /** An institution nobody of the callers manages (the partner manages one of their own). */
  institutionId: number;
  /** The step's Spanish part as members have it (a studio save that changes nothing). */
  stepSpanish: { title: string; media: { captions_key: string | null } } | Record<string, never>;
};

// The exports the callers ask for are prepared into a folder of this file's own.
const dataDir = path.join(os.tmpdir(), `innerway-security-matrix-${process.pid}`);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

setUpTestApp(async (test) => {
  t = test;
  await seedProgram(t.db);
  const one = async (sql: string) => Number((await t.pool.query<{ id: number }>(sql)).rows[0]!.id);
  const moduleId = await one('select id from modules order by sort_order, id limit 1');
  content = {
    moduleId,
    stepId: await one(
      `select s.id from steps s join lessons l on l.id = s.lesson_id where l.module_id = ${moduleId} order by s.id limit 1`,
    ),
    exerciseId: await one(
      `select e.id from exercises e join lessons l on l.id = e.lesson_id where l.module_id = ${moduleId} order by e.id limit 1`,
    ),
    lockedExerciseId: await one('select id from exercises where publish_status = 1 and not is_trial_content order by id limit 1'),
    journalExerciseId: await one('select id from exercises where publish_status = 1 and is_trial_content and activity_type = 3 order by id limit 1'),
    lockedMeditationId: await one('select id from exercises where publish_status = 1 and activity_type = 2 and not is_trial_content order by id limit 1'),
    resourceId: await one('select id from extra_contents order by id limit 1'),
    mediaKey: 'audio/meditation-1-female-en.mp3',
    institutionId: await one(`insert into institutions (name) values ('Matrix Institute') returning id`),
    stepSpanish: {},
  };
  const spanish = await t.pool.query<{ field: string; value: string }>(
    `select field, value from translations where content_type = 'step' and content_id = ${content.stepId} and language = 'es' and field in ('title', 'captions_key')`,
  );
  const spanishOf = (field: string) => spanish.rows.find((row) => row.field === field)?.value;
  content.stepSpanish = { title: spanishOf('title') ?? '', media: { captions_key: spanishOf('captions_key') ?? null } };
  const institutionId = await one(`insert into institutions (name) values ('Matrix College') returning id`);
  institution = {
    id: institutionId,
    codeId: await one(`insert into subscription_codes (code, type, institution_id, max_redemptions) values ('MATRIX01', 1, ${institutionId}, 5) returning id`),
    activeCodeId: await one(`insert into subscription_codes (code, type, institution_id, max_redemptions) values ('MATRIX02', 1, ${institutionId}, 5) returning id`),
  };
}, { config: { dataDir } });

/** An institution with a code, for the admins' institution routes, and one that nobody deactivates. */
let institution: { id: number; codeId: number; activeCodeId: number };

/** Whose ids and address a call names: the caller's own, or (anonymous, other) the victim's. */
interface TSubject {
  id: number;
  email: string;
  cardId: number;
  /** The caller is this person (and so may know their password). */
  isCaller: boolean;
}

interface TCallContext {
  subject: TSubject;
  /** The victim, for the rows that cross people on purpose. */
  victim: { id: number; cardId: number; journalEntryId: number; exportId: string };
  unique: string;
}

type TExpected = Record<TRole, number> & { other?: number };

interface TRow {
  /** The registered route this row covers. */
  route: string;
  /** Tells rows of one route apart. */
  label?: string;
  /** The call but its method (the route's) and headers. */
  request: (ctx: TCallContext) => Omit<InjectOptions, 'method' | 'headers' | 'remoteAddress'>;
  /** Headers of the protocol the route speaks (tus), beside the caller's. */
  headers?: Record<string, string>;
  expected: TExpected;
  /** A GET that changes state (kept from the original API): held to the CSRF guard. */
  changesState?: true;
  /** Acts on a signed token in its address alone and never reads the session, so no cookie can be abused through it. */
  sessionless?: true;
}

const methodOf = (row: TRow) => row.route.split(' ')[0] as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// anonymous, trial, full, admin, disabled[, other: a full account on the victim's ids]. On a
// member's routes the staff roles are members with full access, and answer as `full` does.
const statuses = (anonymous: number, trial: number, full: number, admin: number, disabled: number, other?: number): TExpected => ({
  anonymous,
  trial,
  full,
  admin,
  disabled,
  support: full,
  partner: full,
  editor: full,
  ...(other === undefined ? {} : { other }),
});

/** A staff route's answers, every role named. */
const staffStatuses = (expected: Record<TRole, number> & { other?: number }): TExpected => expected;
/** Most staff routes: admins only, the rest refused (signed out 401, disabled 403). */
const adminOnly = staffStatuses({ anonymous: 401, trial: 403, full: 403, admin: 200, disabled: 403, support: 403, partner: 403, editor: 403 });
/** The People area (support's member search and member page): admins and support. */
const peopleArea = staffStatuses({ anonymous: 401, trial: 403, full: 403, admin: 200, disabled: 403, support: 200, partner: 403, editor: 403 });

/**
 * Support's actions on a member (staff-actions/), each on the caller's own account (the victim's
 * for `other`, who is refused): admin and support get what their own full, verified, enabled
 * account allows, 409 where the action makes no sense for it or would lock them out.
 */
const memberAction = (path: string, onOwnAccount: number): TRow => ({
  route: `POST /api/staff/people/:id/${path}`,
  request: ({ subject }) => ({ url: `/api/staff/people/${subject.id}/${path}`, payload: { reason: 'Checked by the matrix' } }),
  expected: { ...peopleArea, admin: onOwnAccount, support: onOwnAccount, other: 403 },
});
/** The content area (the studio): editors and admins. */
const contentArea = (allowed: number) =>
  staffStatuses({ anonymous: 401, trial: 403, full: 403, admin: allowed, disabled: 403, support: 403, partner: 403, editor: allowed });
/** The tus protocol's headers of an upload; an upload nobody created, for the routes of one upload. */
const tus = { 'tus-resumable': '1.0.0' };
const noUpload = `/api/staff/media/uploads/${'0'.repeat(32)}`;
/** The purchases area: admins and support. */
const purchasesArea = staffStatuses({ anonymous: 401, trial: 403, full: 403, admin: 200, disabled: 403, support: 200, partner: 403, editor: 403 });

const matrix: TRow[] = [
  {
    route: 'GET /api/staff/me',
    request: () => ({ url: '/api/staff/me' }),
    expected: staffStatuses({ anonymous: 401, trial: 200, full: 200, admin: 200, disabled: 403, support: 200, partner: 200, editor: 200 }),
  },
  { route: 'GET /api/staff/roles', request: () => ({ url: '/api/staff/roles' }), expected: adminOnly },
  {
    route: 'POST /api/staff/roles',
    // The caller names themselves (the victim, for `other`): only an admin may give a role.
    request: ({ subject }) => ({ url: '/api/staff/roles', payload: { email: subject.email, role: 'support', reason: 'Joins support' } }),
    expected: { ...adminOnly, other: 403 },
  },
  {
    route: 'POST /api/staff/roles/revoke',
    request: ({ subject }) => ({ url: '/api/staff/roles/revoke', payload: { email: subject.email, role: 'editor', reason: 'Leaves the team' } }),
    expected: { ...adminOnly, admin: 409, editor: 403, other: 403 },
  },
  // Purchases and gift cards (admin, support). A list searches the caller's own address, so a
  // reply that may pass holds the caller's own card only; the victim's is asked for by id.
  {
    route: 'GET /api/staff/purchases',
    request: ({ subject }) => ({ url: `/api/staff/purchases?q=${encodeURIComponent(subject.email)}` }),
    expected: { ...purchasesArea, other: 403 },
  },
  {
    route: 'GET /api/staff/gift_cards',
    request: ({ subject }) => ({ url: `/api/staff/gift_cards?q=${encodeURIComponent(subject.email)}` }),
    expected: { ...purchasesArea, other: 403 },
  },
  {
    route: 'GET /api/staff/gift_cards/:id',
    request: ({ subject }) => ({ url: `/api/staff/gift_cards/${subject.cardId}` }),
    expected: { ...purchasesArea, other: 403 },
  },
  // No purchase of anyone's exists here: past the role check, the answer is the 404.
  {
    route: 'GET /api/staff/purchases/:id',
    request: () => ({ url: '/api/staff/purchases/999999999' }),
    expected: { ...purchasesArea, admin: 404, support: 404 },
  },
  // The stores' notifications: no session has a say (the store's signature is the permission), and
  // this server has neither store configured, whoever calls.
  {
    route: 'POST /api/store_notifications/app_store',
    request: () => ({ url: '/api/store_notifications/app_store', payload: { signedPayload: 'aGVhZGVy.cGF5bG9hZA.c2lnbmF0dXJl' } }),
    expected: staffStatuses({ anonymous: 503, trial: 503, full: 503, admin: 503, disabled: 503, support: 503, partner: 503, editor: 503, other: 503 }),
    sessionless: true,
  },
  {
    route: 'POST /api/store_notifications/play',
    request: () => ({ url: '/api/store_notifications/play', payload: { message: { data: 'e30=', messageId: '1' }, subscription: 'projects/p/subscriptions/s' } }),
    expected: staffStatuses({ anonymous: 503, trial: 503, full: 503, admin: 503, disabled: 503, support: 503, partner: 503, editor: 503, other: 503 }),
    sessionless: true,
  },
  {
    route: 'GET /api/staff/people',
    request: ({ subject }) => ({ url: `/api/staff/people?q=${encodeURIComponent(subject.email)}` }),
    expected: { ...peopleArea, other: 403 },
  },
  { route: 'GET /api/staff/people/:id', request: ({ subject }) => ({ url: `/api/staff/people/${subject.id}` }), expected: { ...peopleArea, other: 403 } },
  memberAction('disable', 409),
  memberAction('enable', 409),
  memberAction('full_access', 409),
  memberAction('full_access/take_back', 200),
  memberAction('verification_mail', 409),
  memberAction('password_reset_mail', 200),
  memberAction('reset_progress', 200),
  memberAction('end_sessions', 409),
  memberAction('delete', 409),
  { route: 'GET /api/staff/audit_events', request: () => ({ url: '/api/staff/audit_events' }), expected: adminOnly },
  { route: 'GET /api/staff/institutions', request: () => ({ url: '/api/staff/institutions' }), expected: adminOnly },
  {
    route: 'POST /api/staff/institutions',
    request: () => ({ url: '/api/staff/institutions', payload: { name_en: 'Matrix', name_fr: 'Matrice', name_es: 'Matriz', is_active: true } }),
    expected: { ...adminOnly, admin: 201 },
  },
  { route: 'GET /api/staff/institutions/:id', request: () => ({ url: `/api/staff/institutions/${institution.id}` }), expected: adminOnly },
  {
    route: 'PUT /api/staff/institutions/:id',
    request: () => ({
      url: `/api/staff/institutions/${institution.id}`,
      payload: { name_en: 'Matrix College', name_fr: 'Collège Matrice', name_es: 'Colegio Matriz', is_active: true },
    }),
    expected: adminOnly,
  },
  {
    route: 'POST /api/staff/institutions/:id/codes',
    request: () => ({
      url: `/api/staff/institutions/${institution.id}/codes`,
      payload: { max_redemptions: 3, ends_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString() },
    }),
    expected: { ...adminOnly, admin: 201 },
  },
  {
    route: 'POST /api/staff/institutions/:id/codes/:codeId/deactivate',
    request: () => ({ url: `/api/staff/institutions/${institution.id}/codes/${institution.codeId}/deactivate`, payload: { reason: 'Leaked' } }),
    expected: adminOnly,
  },
  {
    route: 'GET /api/staff/institutions/:id/members',
    request: () => ({ url: `/api/staff/institutions/${institution.id}/members` }),
    expected: adminOnly,
  },
  {
    route: 'POST /api/staff/institutions/:id/managers',
    request: ({ unique }) => ({ url: `/api/staff/institutions/${institution.id}/managers`, payload: { email: `${unique}@example.com`, reason: 'Their HR lead' } }),
    expected: adminOnly,
  },
  // Past the role check, each of these meets a subject not in a state to act on, whoever calls
  // first: a code still active, someone who manages nothing, an invitation that does not exist.
  {
    route: 'POST /api/staff/institutions/:id/codes/:codeId/reactivate',
    request: () => ({ url: `/api/staff/institutions/${institution.id}/codes/${institution.activeCodeId}/reactivate`, payload: { reason: 'By mistake' } }),
    expected: { ...adminOnly, admin: 409 },
  },
  {
    route: 'POST /api/staff/institutions/:id/managers/:userId/remove',
    request: ({ subject }) => ({ url: `/api/staff/institutions/${institution.id}/managers/${subject.id}/remove`, payload: { reason: 'Left the company' } }),
    expected: { ...adminOnly, admin: 409 },
  },
  {
    route: 'POST /api/staff/institutions/:id/invites/:inviteId/cancel',
    request: () => ({ url: `/api/staff/institutions/${institution.id}/invites/999999999/cancel`, payload: { reason: 'Wrong address' } }),
    expected: { ...adminOnly, admin: 404 },
  },
  {
    route: 'GET /api/staff/partner/institutions',
    request: () => ({ url: '/api/staff/partner/institutions' }),
    expected: staffStatuses({ anonymous: 401, trial: 403, full: 403, admin: 200, disabled: 403, support: 403, partner: 200, editor: 403 }),
  },
  // An institution the partner does not manage: theirs only is tested in staff-partner-routes.test.ts.
  { route: 'GET /api/staff/institutions/:id/report', request: () => ({ url: `/api/staff/institutions/${content.institutionId}/report` }), expected: adminOnly },
  {
    route: 'GET /api/staff/institutions/:id/report.csv',
    request: () => ({ url: `/api/staff/institutions/${content.institutionId}/report.csv` }),
    expected: adminOnly,
  },
  // The content studio. Saving what members already have (and discarding where nothing is
  // pending) changes nothing, so every allowed caller gets the same answer; past the role check, a
  // publish of nothing pending is the 422 and a revision nobody wrote the 404.
  { route: 'GET /api/staff/content/tree', request: () => ({ url: '/api/staff/content/tree' }), expected: contentArea(200) },
  { route: 'GET /api/staff/content/translations', request: () => ({ url: '/api/staff/content/translations' }), expected: contentArea(200) },
  { route: 'GET /api/staff/content/:kind/:id', request: () => ({ url: `/api/staff/content/topic/${content.moduleId}` }), expected: contentArea(200) },
  {
    route: 'PUT /api/staff/content/:kind/:id/drafts/:part',
    request: () => ({ url: `/api/staff/content/step/${content.stepId}/drafts/es`, payload: { base_version: 0, values: content.stepSpanish } }),
    expected: contentArea(200),
  },
  {
    route: 'POST /api/staff/content/:kind/:id/drafts/:part/discard',
    request: () => ({ url: `/api/staff/content/topic/${content.moduleId}/drafts/fr/discard`, payload: { base_version: 0 } }),
    expected: contentArea(200),
  },
  {
    route: 'POST /api/staff/content/items',
    request: ({ unique }) => ({ url: '/api/staff/content/items', payload: { kind: 'resource', title: `Matrix ${unique}`, category: 3 } }),
    expected: contentArea(201),
  },
  {
    route: 'POST /api/staff/content/publish',
    request: () => ({ url: '/api/staff/content/publish', payload: { changes: [{ kind: 'topic', id: content.moduleId, part: 'es', version: 0 }] } }),
    expected: contentArea(422),
  },
  { route: 'GET /api/staff/content/:kind/:id/revisions', request: () => ({ url: `/api/staff/content/topic/${content.moduleId}/revisions` }), expected: contentArea(200) },
  {
    route: 'POST /api/staff/content/:kind/:id/revisions/:number/restore',
    request: () => ({
      url: `/api/staff/content/topic/${content.moduleId}/revisions/1/restore`,
      payload: { base_versions: { fields: 0, en: 0, fr: 0, es: 0 } },
    }),
    expected: contentArea(404),
  },
  {
    route: 'POST /api/auth/login',
    request: ({ subject }) => ({
      url: '/api/auth/login',
      payload: { email: subject.email, password: subject.isCaller ? TEST_PASSWORD : 'not the password' },
    }),
    expected: statuses(401, 200, 200, 200, 200, 401),
  },
  {
    route: 'GET /api/auth/logout',
    request: () => ({ url: '/api/auth/logout' }),
    expected: statuses(200, 200, 200, 200, 200),
    changesState: true,
  },
  { route: 'GET /api/users/me', request: () => ({ url: '/api/users/me?refresh=1' }), expected: statuses(200, 200, 200, 200, 200) },
  {
    route: 'POST /api/users/register',
    request: ({ unique }) => ({
      url: '/api/users/register',
      payload: {
        name: 'New Person',
        email: `new-${unique}@example.com`,
        password: 'a new password',
        password_confirmation: 'a new password',
        agreed_to_conditions: true,
      },
    }),
    expected: statuses(201, 201, 201, 201, 201),
  },
  {
    route: 'PUT /api/users/:id',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}`, payload: { name: 'Changed Name' } }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'DELETE /api/users/:id',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}` }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'GET /api/users/:id/reset_progress',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/reset_progress` }),
    expected: statuses(401, 403, 403, 200, 403, 403),
    changesState: true,
  },
  {
    route: 'POST /api/password/email',
    // Anyone may ask for a reset mail for any address; asking for the victim's would change
    // their tokens legitimately, so the others ask for an unknown address.
    request: ({ subject, unique }) => ({
      url: '/api/password/email',
      payload: { email: subject.isCaller ? subject.email : `nobody-${unique}@example.com` },
    }),
    expected: statuses(200, 200, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/password/reset',
    request: ({ subject }) => ({
      url: '/api/password/reset',
      payload: {
        email: subject.email,
        password: 'another password',
        password_confirmation: 'another password',
        token: 'a'.repeat(43),
      },
    }),
    expected: statuses(400, 400, 400, 400, 400, 400),
  },
  {
    route: 'GET /api/email/resend',
    request: () => ({ url: '/api/email/resend' }),
    expected: statuses(401, 200, 200, 200, 403),
    changesState: true,
  },
  {
    route: 'GET /api/email/verify/:verificationId',
    request: () => ({ url: `/api/email/verify/${'b'.repeat(43)}` }),
    expected: statuses(400, 400, 400, 400, 400),
  },
  {
    route: 'GET /api/users/:id/gift_cards',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/gift_cards` }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'PUT /api/users/:id/gift_cards/:giftCardId',
    request: ({ subject }) => ({
      url: `/api/users/${subject.id}/gift_cards/${subject.cardId}`,
      payload: { status: 'sent', recipient_email: 'friend@example.com' },
    }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'PUT /api/users/:id/gift_cards/:giftCardId',
    label: "the caller's own id with someone else's card",
    request: ({ subject, victim }) => ({
      url: `/api/users/${subject.id}/gift_cards/${victim.cardId}`,
      payload: { status: 'sent', recipient_email: 'friend@example.com' },
    }),
    expected: statuses(401, 404, 404, 404, 403),
  },
  {
    route: 'POST /api/users/:id/gift_cards/redeem',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/gift_cards/redeem`, payload: { code: 'ZZZZZZZZ' } }),
    // Someone with full access is told so before the code is looked at.
    expected: statuses(401, 422, 409, 409, 403, 403),
  },
  {
    route: 'POST /api/users/:id/gift_cards/redeem',
    label: "someone else's unsent card by id",
    request: ({ subject, victim }) => ({
      url: `/api/users/${subject.id}/gift_cards/redeem`,
      payload: { gift_card_id: victim.cardId },
    }),
    expected: statuses(401, 404, 409, 409, 403),
  },
  {
    route: 'GET /api/users/:id/data_export',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/data_export` }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'POST /api/users/:id/data_export',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/data_export`, payload: {} }),
    expected: statuses(401, 201, 201, 201, 403, 403),
  },
  {
    route: 'GET /api/users/:id/data_export/:exportId/file',
    request: ({ subject, victim }) => ({ url: `/api/users/${subject.id}/data_export/${victim.exportId}/file` }),
    // The caller's own id with someone else's export: not found, as for an unknown one.
    expected: statuses(401, 404, 404, 404, 403, 403),
  },
  {
    route: 'POST /api/in_app_purchases',
    request: ({ unique }) => ({
      url: '/api/in_app_purchases',
      payload: { store: 'sandbox', product_id: 'gift_card', transaction_id: `t-${unique}` },
    }),
    expected: statuses(401, 201, 201, 201, 403),
  },
  { route: 'GET /api/modules', request: () => ({ url: '/api/modules' }), expected: statuses(401, 200, 200, 200, 403) },
  {
    route: 'GET /api/modules/:id',
    request: () => ({ url: `/api/modules/${content.moduleId}?fullDetail=1` }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  { route: 'GET /api/exercises', request: () => ({ url: '/api/exercises?featured=true' }), expected: statuses(401, 200, 200, 200, 403) },
  {
    route: 'GET /api/exercises/:id',
    request: () => ({ url: `/api/exercises/${content.exerciseId}` }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'GET /api/exercises/:id',
    label: 'a full-access activity',
    request: () => ({ url: `/api/exercises/${content.lockedExerciseId}` }),
    expected: statuses(401, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/extra_contents',
    request: () => ({ url: '/api/extra_contents?groupby=category' }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'GET /api/extra_contents/:id',
    request: () => ({ url: `/api/extra_contents/${content.resourceId}` }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  { route: 'GET /api/translations', request: () => ({ url: '/api/translations?language=fr' }), expected: statuses(401, 200, 200, 200, 403) },
  {
    route: 'PUT /api/steps/:id/progress',
    request: () => ({ url: `/api/steps/${content.stepId}/progress`, payload: { progress: 50, time: 30 } }),
    // Trial progress is not kept (spec section 6).
    expected: statuses(401, 403, 200, 200, 403),
  },
  {
    route: 'PUT /api/exercises/:id/progress',
    request: () => ({ url: `/api/exercises/${content.exerciseId}/progress`, payload: { progress: 100 } }),
    expected: statuses(401, 403, 200, 200, 403),
  },
  {
    // Only ever the caller's own check-ins: the victim's written answers (their marker) never show.
    route: 'GET /api/user_assessments',
    request: () => ({ url: '/api/user_assessments' }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'POST /api/mindful_minutes/plays',
    label: 'a trial meditation',
    request: () => ({
      url: '/api/mindful_minutes/plays',
      payload: { plays: [{ play_id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff', media: 'meditation', id: content.exerciseId, voice: 'female', intervals: [[0, 5]] }] },
    }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'POST /api/mindful_minutes/plays',
    label: 'a locked meditation',
    request: () => ({
      url: '/api/mindful_minutes/plays',
      payload: { plays: [{ play_id: '0e3a2f8c-5d1b-4c6e-9a7f-2b8d4e6f1a3c', media: 'meditation', id: content.lockedMeditationId, voice: 'male', intervals: [[0, 5]] }] },
    }),
    // Minutes of what a trial member cannot play are not counted.
    expected: statuses(401, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/mindful_minutes',
    request: () => ({ url: '/api/mindful_minutes?time_zone=Europe%2FParis' }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'POST /api/user_assessments',
    request: () => ({
      url: '/api/user_assessments',
      payload: { module_id: content.moduleId, quantitative_answer: 3, qualitative_answer_one: 'One', qualitative_answer_two: 'Two' },
    }),
    expected: statuses(401, 403, 422, 422, 403),
  },
  {
    route: 'POST /api/user_assessments/views',
    request: () => ({ url: '/api/user_assessments/views', payload: { module_id: content.moduleId } }),
    expected: statuses(401, 403, 201, 201, 403),
  },
  // The journal answers for the caller's own entries only; no route gives anyone another's.
  { route: 'GET /api/journal_entries', request: () => ({ url: '/api/journal_entries' }), expected: statuses(401, 200, 200, 200, 403) },
  {
    route: 'GET /api/exercises/:id/journal',
    request: () => ({ url: `/api/exercises/${content.journalExerciseId}/journal` }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'PUT /api/exercises/:id/journal',
    request: () => ({ url: `/api/exercises/${content.journalExerciseId}/journal`, payload: { text: 'My own words', version: 0 } }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  {
    route: 'DELETE /api/journal_entries/:id',
    label: "someone else's entry",
    request: ({ victim }) => ({ url: `/api/journal_entries/${victim.journalEntryId}` }),
    expected: statuses(401, 404, 404, 404, 403, 404),
  },
  {
    route: 'POST /api/age_surveys',
    request: () => ({ url: '/api/age_surveys', payload: { response: 22, institution_code_id: null } }),
    // Only for people linked to an institution.
    expected: statuses(401, 403, 403, 403, 403),
  },
  {
    route: 'POST /api/analytics/events',
    request: () => ({
      url: '/api/analytics/events',
      payload: { events: [{ name: 'tutorial_begin', params: {}, at: new Date().toISOString() }] },
    }),
    expected: statuses(201, 201, 201, 201, 201),
  },
  { route: 'GET /api/admin/analytics/daily', request: () => ({ url: '/api/admin/analytics/daily' }), expected: statuses(401, 403, 403, 200, 403) },
  { route: 'GET /api/staff/insight', request: () => ({ url: '/api/staff/insight?time_zone=Europe/Paris' }), expected: adminOnly },
  {
    route: 'GET /api/admin/analytics/events',
    // An admin may read anyone's events (without who they are beyond the id); nobody else may.
    request: ({ victim }) => ({ url: `/api/admin/analytics/events?user_id=${victim.id}` }),
    expected: statuses(401, 403, 403, 200, 403),
  },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expected: statuses(200, 200, 200, 200, 200) },
  {
    route: 'GET /api/users/:id/reminders',
    request: ({ subject }) => ({ url: `/api/users/${subject.id}/reminders` }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  {
    route: 'PUT /api/users/:id/reminders',
    request: ({ subject }) => ({
      url: `/api/users/${subject.id}/reminders`,
      payload: { enabled: false, paused: false, days: [2], time: '21:00', time_zone: 'Asia/Tokyo', channel: 'mail' },
    }),
    expected: statuses(401, 200, 200, 200, 403, 403),
  },
  // A reminder mail's link works signed out: its signed token is the permission (reminder-routes.test.ts
  // covers real and tampered tokens). A made-up one names nobody, whoever calls.
  {
    route: 'GET /api/reminders/unsubscribe',
    request: ({ victim }) => ({ url: `/api/reminders/unsubscribe?token=${victim.id}.tp3q20.${'A'.repeat(43)}` }),
    expected: statuses(200, 200, 200, 200, 200, 200),
    sessionless: true,
  },
  {
    route: 'POST /api/reminders/unsubscribe',
    request: ({ victim }) => ({ url: `/api/reminders/unsubscribe?token=${victim.id}.tp3q20.${'A'.repeat(43)}` }),
    expected: statuses(403, 403, 403, 403, 403, 403),
    sessionless: true,
  },
  {
    route: 'GET /api/content_media/*',
    request: () => ({ url: `/api/content_media/${content.mediaKey}` }),
    expected: statuses(401, 200, 200, 200, 403),
  },
  // The studio's resumable uploads (staff-media/): an upload is its creator's, anyone else's is 404 (staff-media-routes.test.ts).
  {
    route: 'POST /api/staff/media/uploads',
    request: () => ({ url: '/api/staff/media/uploads' }),
    headers: { ...tus, 'upload-length': '10', 'upload-metadata': `kind ${Buffer.from('transcript').toString('base64')}` },
    expected: contentArea(201),
  },
  { route: 'HEAD /api/staff/media/uploads/:id', request: () => ({ url: noUpload }), headers: tus, expected: contentArea(404) },
  {
    route: 'PATCH /api/staff/media/uploads/:id',
    request: () => ({ url: noUpload, payload: Buffer.from('0123456789') }),
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    expected: contentArea(404),
  },
  { route: 'DELETE /api/staff/media/uploads/:id', request: () => ({ url: noUpload }), headers: tus, expected: contentArea(404) },
  // Content bundles: nobody but the content area reaches them (its archive unread); the content area
  // reaches the preview's body parser, which wants application/zip (the matrix sends no content type: 415).
  { route: 'GET /api/staff/content/bundles', request: () => ({ url: '/api/staff/content/bundles' }), expected: contentArea(200) },
  { route: 'GET /api/staff/content/bundles/export', request: () => ({ url: '/api/staff/content/bundles/export' }), expected: contentArea(200) },
  {
    route: 'POST /api/staff/content/bundles/preview',
    request: () => ({ url: '/api/staff/content/bundles/preview', payload: Buffer.from('not a zip') }),
    expected: contentArea(415),
  },
  // Apply names a kept preview by id (the caller's own): none here, so 404 for the content area.
  {
    route: 'POST /api/staff/content/bundles/apply',
    request: () => ({ url: '/api/staff/content/bundles/apply', payload: { upload_id: '0'.repeat(32), base_hash: '0'.repeat(64), bundle_hash: '0'.repeat(64) } }),
    expected: contentArea(404),
  },
  // The outbox exists in APP_ENV=local only (headers.test.ts checks it is absent in production):
  // it shows every mail to whoever runs the app on their own machine.
  { route: 'GET /api/dev/outbox', request: () => ({ url: '/api/dev/outbox' }), expected: statuses(200, 200, 200, 200, 200) },
  { route: 'GET /api/dev/outbox/:id/html', request: () => ({ url: '/api/dev/outbox/999999/html' }), expected: statuses(404, 404, 404, 404, 404) },
  // The browser journeys' clock for the reminder run, beside the outbox in local only; this instant has nothing due.
  {
    route: 'POST /api/dev/reminders/run',
    request: () => ({ url: '/api/dev/reminders/run', payload: { now: '2001-01-01T08:00:00Z' } }),
    expected: statuses(200, 200, 200, 200, 200),
  },
  // The insight rollups brought up to date at once, beside the outbox in local only (the demo and the journeys).
  { route: 'POST /api/dev/insight/refresh', request: () => ({ url: '/api/dev/insight/refresh' }), expected: statuses(200, 200, 200, 200, 200) },
];

// Served by the plugins for the docs and the web app, not API routes (headers.test.ts covers the page).
const notApi = (route: string) => !/ \/api\//.test(route) || / \/api\/docs/.test(route);

describe('the table', () => {
  it('covers every registered API route, and only those', () => {
    const registered = registeredRoutes(t.app).filter((route) => !notApi(route));
    const tabled = new Set(matrix.map((row) => row.route));
    expect(registered.filter((route) => !tabled.has(route)), 'registered but missing from the table').toEqual([]);
    expect([...tabled].filter((route) => !registered.includes(route)), 'in the table but not registered').toEqual([]);
  });
});

type TCaller = TRole | 'other';
const callers: TCaller[] = [...roles, 'other'];

describe.each(matrix)('$route $label', (row) => {
  it.each(callers.filter((caller) => row.expected[caller] !== undefined))('as %s', async (caller) => {
    const victim = await createVictim(t.db, t.pool);
    const account: TAccount | null =
      caller === 'anonymous' ? null : await accountOf(t.db, caller === 'other' ? 'full' : caller);
    const ownCard = account && caller !== 'other' ? await createGiftCard(t.db, account.user.id) : null;
    const subject: TSubject =
      account && ownCard
        ? { id: account.user.id, email: account.user.email, cardId: ownCard.id, isCaller: true }
        : { id: victim.user.id, email: victim.user.email, cardId: victim.card.id, isCaller: false };
    const before = await personalData(t.pool, victim.user.id);

    const response = await t.app.inject({
      ...row.request({ subject, victim: { id: victim.user.id, cardId: victim.card.id, journalEntryId: victim.journalEntryId, exportId: victim.exportId }, unique: `${caller}-${freshIp()}` }),
      method: methodOf(row),
      headers: { ...row.headers, ...(account ? asCookie(account.token) : clientInfoHeaders) },
      remoteAddress: freshIp(),
    });

    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.expected[caller]);
    for (const secret of victim.secrets) expect(response.body).not.toContain(secret);
    expect(await personalData(t.pool, victim.user.id)).toEqual(before);
  });
});

// docs/decisions/003-sessions-and-csrf.md: a cookie request that changes state must carry the
// client-info header, which a page on another site cannot add. An admin's cookie, the most
// powerful one, is presented alone.
const stateChanges = matrix.flatMap((row): { row: TRow; method: ReturnType<typeof methodOf> | 'HEAD' }[] => {
  const method = methodOf(row);
  if (row.sessionless) return [];
  if (method !== 'GET' && method !== 'HEAD') return [{ row, method }];
  return row.changesState ? [{ row, method }, { row, method: 'HEAD' }] : [];
});

describe('the CSRF guard', () => {
  it.each(stateChanges)('refuses $method $row.route $row.label with the session cookie alone', async ({ row, method }) => {
    const admin = await accountOf(t.db, 'admin');
    const victim = await createVictim(t.db, t.pool);
    const card = await createGiftCard(t.db, admin.user.id);
    const before = [await personalData(t.pool, admin.user.id), await personalData(t.pool, victim.user.id)];

    const response = await t.app.inject({
      ...row.request({
        subject: { id: admin.user.id, email: admin.user.email, cardId: card.id, isCaller: true },
        victim: { id: victim.user.id, cardId: victim.card.id, journalEntryId: victim.journalEntryId, exportId: victim.exportId },
        unique: `csrf-${freshIp()}`,
      }),
      method,
      headers: { ...row.headers, cookie: asCookie(admin.token).cookie },
      remoteAddress: freshIp(),
    });

    expect(response.statusCode).toBe(403);
    if (method !== 'HEAD') expect(response.json()).toEqual(refusal('request.missing_client_info'));
    expect([await personalData(t.pool, admin.user.id), await personalData(t.pool, victim.user.id)]).toEqual(before);
  });
});
