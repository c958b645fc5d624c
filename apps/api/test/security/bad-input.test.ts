// Generated bad input on every route that takes some. Whatever arrives: no
// 5xx, a 4xx in the error envelope (src/http/envelope.ts) when the input is bad, nothing
// written, and no markup sent coming back raw.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import {
  AnalyticsLimits,
  isErrorCode,
  isTimeZone,
  Languages,
  ZAgeSurveyCreate,
  ZAnalyticsBatch,
  ZAssessmentViewCreate,
  ZExerciseProgressUpdate,
  ZForgotPassword,
  ZGiftCardRedeem,
  ZGiftCardUpdate,
  ZInAppPurchase,
  ZLogin,
  ZPlaysReport,
  ZRegister,
  ZResetPassword,
  ZStepProgressUpdate,
  ZUserAssessmentCreate,
  ZUserUpdate,
} from '@innerway/domain';
import { asCookie, freshIp } from '../../src/auth/account-testing.ts';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { seedProgram } from '../../src/content/content-testing.ts';
import { ZIdParam } from '../../src/http/id-params.ts';
import { clientInfoHeaders, setUpTestApp, TEST_PASSWORD, type TestApp } from '../../src/test/harness.ts';
import { badBody, echoedMarkup, hostileStrings, nastyString, urlEncode } from './bad-input.ts';
import { accountOf, personalData, rowCounts, type TAccount } from './people.ts';

// Enough cases per route to meet every kind of bad input several times; the whole suite stays
// within a few minutes on two cores.
const numRuns = 30;

let t: TestApp;
let full: TAccount;
let admin: TAccount;
let ids: { moduleId: number; stepId: number; exerciseId: number; cardId: number };

setUpTestApp(async (test) => {
  t = test;
  await seedProgram(t.db);
  full = await accountOf(t.db, 'full');
  admin = await accountOf(t.db, 'admin');
  const one = async (sql: string) => Number((await t.pool.query<{ id: number }>(sql)).rows[0]!.id);
  ids = {
    moduleId: await one('select id from modules order by sort_order, id limit 1'),
    stepId: await one('select id from steps order by id limit 1'),
    exerciseId: await one('select id from exercises order by id limit 1'),
    cardId: (await createGiftCard(t.db, full.user.id)).id,
  };
});

type TCaller = 'anonymous' | 'full' | 'admin';
const headersOf = (caller: TCaller) =>
  caller === 'anonymous' ? clientInfoHeaders : asCookie((caller === 'full' ? full : admin).token);

/** The reply refuses the input: a 4xx, JSON, the envelope with a message. */
function expectRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
  expectEnvelopeIfError(response);
}

/** No 5xx; an error is the envelope with a catalogued code, and repeats no markup the caller sent. */
function expectEnvelopeIfError(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.body).not.toMatch(echoedMarkup);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'error', 'success']);
  expect(body.success).toBe(false);
  expect(body.error).toEqual(expect.stringMatching(/\S/));
  expect(isErrorCode(body.code), String(body.code)).toBe(true);
}

/** Sends a request and checks that nothing anybody owns was written. */
async function sendWritingNothing(caller: TCaller, request: InjectOptions): Promise<LightMyRequestResponse> {
  const account = caller === 'full' ? full : caller === 'admin' ? admin : null;
  const before = [await rowCounts(t.pool), account && (await personalData(t.pool, account.user.id))];
  const response = await t.app.inject({ ...request, headers: { ...headersOf(caller), ...request.headers }, remoteAddress: freshIp() });
  expect([await rowCounts(t.pool), account && (await personalData(t.pool, account.user.id))]).toEqual(before);
  return response;
}

interface TBodyTarget {
  method: 'POST' | 'PUT';
  url: () => string;
  caller: TCaller;
  schema: z.ZodType;
  valid: () => Record<string, unknown>;
  /** The route's own body limit, when lower than the app's 64 KB. */
  bodyLimit?: number;
}

const APP_BODY_LIMIT = 64 * 1024;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const bodyTargets: Record<string, TBodyTarget> = {
  'POST /api/auth/login': {
    method: 'POST',
    url: () => '/api/auth/login',
    caller: 'anonymous',
    schema: ZLogin,
    valid: () => ({ email: full.user.email, password: TEST_PASSWORD, anonymous_locale: 'fr' }),
  },
  'POST /api/users/register': {
    method: 'POST',
    url: () => '/api/users/register',
    caller: 'anonymous',
    schema: ZRegister,
    valid: () => ({
      name: 'New Person',
      email: 'new-person@example.com',
      password: 'a new password',
      password_confirmation: 'a new password',
      agreed_to_conditions: true,
      institution_code: 'ABCD1234',
    }),
  },
  'POST /api/password/email': {
    method: 'POST',
    url: () => '/api/password/email',
    caller: 'anonymous',
    schema: ZForgotPassword,
    valid: () => ({ email: full.user.email, anonymous_locale: 'es' }),
  },
  'POST /api/password/reset': {
    method: 'POST',
    url: () => '/api/password/reset',
    caller: 'anonymous',
    schema: ZResetPassword,
    valid: () => ({ email: full.user.email, password: 'a new password', password_confirmation: 'a new password', token: 'x'.repeat(43) }),
  },
  'PUT /api/users/:id': {
    method: 'PUT',
    url: () => `/api/users/${full.user.id}`,
    caller: 'full',
    schema: ZUserUpdate,
    valid: () => ({
      name: 'Ana',
      email: full.user.email,
      current_password: TEST_PASSWORD,
      marketing_opt_in: true,
      preferred_language: 'fr',
      age_survey_status: 'COMPLETED',
    }),
  },
  'PUT /api/users/:id/gift_cards/:giftCardId': {
    method: 'PUT',
    url: () => `/api/users/${full.user.id}/gift_cards/${ids.cardId}`,
    caller: 'full',
    schema: ZGiftCardUpdate,
    valid: () => ({ status: 'sent', recipient_email: 'friend@example.com', display_from: 'Ana', message: 'For you' }),
  },
  'POST /api/users/:id/gift_cards/redeem': {
    method: 'POST',
    url: () => `/api/users/${full.user.id}/gift_cards/redeem`,
    caller: 'full',
    schema: ZGiftCardRedeem,
    valid: () => ({ code: 'ABCD1234' }),
  },
  'POST /api/in_app_purchases': {
    method: 'POST',
    url: () => '/api/in_app_purchases',
    caller: 'full',
    schema: ZInAppPurchase,
    valid: () => ({ store: 'sandbox', product_id: 'gift_card', transaction_id: 'fuzz-1' }),
  },
  'PUT /api/steps/:id/progress': {
    method: 'PUT',
    url: () => `/api/steps/${ids.stepId}/progress`,
    caller: 'full',
    schema: ZStepProgressUpdate,
    valid: () => ({ progress: 50, time: 30 }),
  },
  'PUT /api/exercises/:id/progress': {
    method: 'PUT',
    url: () => `/api/exercises/${ids.exerciseId}/progress`,
    caller: 'full',
    schema: ZExerciseProgressUpdate,
    valid: () => ({ progress: 100 }),
  },
  'POST /api/user_assessments': {
    method: 'POST',
    url: () => '/api/user_assessments',
    caller: 'full',
    schema: ZUserAssessmentCreate,
    valid: () => ({ module_id: ids.moduleId, quantitative_answer: 3, qualitative_answer_one: 'One', qualitative_answer_two: 'Two' }),
  },
  'POST /api/user_assessments/views': {
    method: 'POST',
    url: () => '/api/user_assessments/views',
    caller: 'full',
    schema: ZAssessmentViewCreate,
    valid: () => ({ module_id: ids.moduleId }),
  },
  'POST /api/mindful_minutes/plays': {
    method: 'POST',
    url: () => '/api/mindful_minutes/plays',
    caller: 'full',
    schema: ZPlaysReport,
    valid: () => ({ plays: [{ play_id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff', media: 'meditation', id: ids.exerciseId, voice: 'female', intervals: [[0, 5]] }] }),
  },
  'POST /api/age_surveys': {
    method: 'POST',
    url: () => '/api/age_surveys',
    caller: 'full',
    schema: ZAgeSurveyCreate,
    valid: () => ({ response: 22, institution_code_id: 1 }),
  },
  'POST /api/analytics/events': {
    method: 'POST',
    url: () => '/api/analytics/events',
    caller: 'anonymous',
    schema: ZAnalyticsBatch,
    valid: () => ({ events: [{ name: 'screen_view', params: { screen_name: 'Dashboard', screen_class: 'Dashboard', page_title: 'Home' }, at: '2026-01-01T00:00:00Z' }] }),
    bodyLimit: AnalyticsLimits.maxBatchBytes,
  },
};

describe.each(Object.entries(bodyTargets))('%s', (_route, target) => {
  const send = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    sendWritingNothing(target.caller, { method: target.method, url: target.url(), payload, headers });

  it('refuses generated bad bodies: wrong types, missing and extra fields, long and hostile strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => badBody(target.valid())),
        async (body) => {
          fc.pre(!target.schema.safeParse(body).success);
          expectRefusal(await send(JSON.stringify(body) ?? 'null'));
        },
      ),
      { numRuns },
    );
  });

  it('answers well-formed bodies carrying hostile strings without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => hostileStrings(target.valid())),
        async (body) => {
          const response = await t.app.inject({
            method: target.method,
            url: target.url(),
            payload: body,
            headers: headersOf(target.caller),
            remoteAddress: freshIp(),
          });
          expectEnvelopeIfError(response);
        },
      ),
      { numRuns },
    );
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.co", '],
    ['JSON with a trailing comma', '{"a": 1,}'],
    ['an empty body', ''],
    ['a lone surrogate escaped in JSON', '{"name": "\\ud800", "email": "a\\ud800@example.com"}'],
    ['NUL escaped in JSON', '{"name": "a\\u0000b", "email": "a\\u0000@example.com"}'],
    ['a huge body', JSON.stringify({ name: 'x'.repeat(1_100_000) })],
    ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ])('refuses %s', async (_case, payload) => {
    expectRefusal(await send(payload));
  });

  // Deeper than anything that walks a body recursively can take (the call stack gave out at about
  // 10,000 levels), up to what the 64 KB limit lets through: refused as too deep, whole or hidden
  // in a field of an otherwise good body, or as too large where the route's own limit is lower.
  it.each([
    ['20,000 levels of arrays', () => nestedArrays(20_000)],
    ['32,000 levels of arrays', () => nestedArrays(32_000)],
    ['10,000 levels of objects', () => nestedObjects(10_000)],
    ['15,000 levels of arrays in a field of a good body', () => JSON.stringify(target.valid()).replace(/^\{/, `{"deep":${nestedArrays(15_000)},`)],
  ])('refuses a body nested %s deep before parsing it', async (_case, payload) => {
    const body = payload();
    const response = await send(body);
    expectRefusal(response);
    const tooLarge = body.length > (target.bodyLimit ?? APP_BODY_LIMIT);
    expect(response.json()).toMatchObject(
      tooLarge ? { code: 'request.body_too_large' } : { code: 'request.nested_too_deep', error: 'The request body is nested too deeply.' },
    );
  });

  it('refuses another content type', async () => {
    expectRefusal(await send(JSON.stringify(target.valid()), { 'content-type': 'text/html' }));
  });
});

interface TUrlTarget {
  method?: 'GET' | 'PUT';
  caller: TCaller;
  url: (value: string) => string;
  payload?: object;
  /** Whether the value is acceptable; when it is not the reply must be a 4xx. */
  valid?: (value: string) => boolean;
}

// An empty id is the list's own address (trailing slashes are ignored), and so is `.`: a dot
// segment, even percent-encoded, is resolved away by URL parsing before routing.
const isId = (value: string) => value === '' || value === '.' || ZIdParam.safeParse(value).success;
const oneOf = (allowed: readonly string[]) => (value: string) => allowed.includes(value);

const urlTargets: Record<string, TUrlTarget> = {
  'GET /api/users/me ?refresh': { caller: 'full', url: (v) => `/api/users/me?refresh=${urlEncode(v)}` },
  'PUT /api/users/:id': { method: 'PUT', caller: 'full', url: (v) => `/api/users/${urlEncode(v)}`, payload: { name: 'Ana' }, valid: () => false },
  'GET /api/users/:id/gift_cards': { caller: 'full', url: (v) => `/api/users/${urlEncode(v)}/gift_cards`, valid: () => false },
  'GET /api/modules/:id': { caller: 'full', url: (v) => `/api/modules/${urlEncode(v)}`, valid: isId },
  'GET /api/modules/:id ?fullDetail': {
    caller: 'full',
    url: (v) => `/api/modules/${ids.moduleId}?fullDetail=${urlEncode(v)}`,
    valid: oneOf(['0', '1']),
  },
  'GET /api/exercises ?featured': { caller: 'full', url: (v) => `/api/exercises?featured=${urlEncode(v)}`, valid: oneOf(['true', 'false']) },
  'GET /api/exercises/:id': { caller: 'full', url: (v) => `/api/exercises/${urlEncode(v)}`, valid: isId },
  'GET /api/extra_contents ?groupby': {
    caller: 'full',
    url: (v) => `/api/extra_contents?groupby=${urlEncode(v)}`,
    valid: oneOf(['category', 'featured']),
  },
  'GET /api/extra_contents/:id': { caller: 'full', url: (v) => `/api/extra_contents/${urlEncode(v)}`, valid: isId },
  'GET /api/translations ?language': { caller: 'full', url: (v) => `/api/translations?language=${urlEncode(v)}`, valid: oneOf(Languages) },
  'PUT /api/steps/:id/progress': {
    method: 'PUT',
    caller: 'full',
    url: (v) => `/api/steps/${urlEncode(v)}/progress`,
    payload: { progress: 5, time: 1 },
    valid: isId,
  },
  'GET /api/mindful_minutes ?time_zone': { caller: 'full', url: (v) => `/api/mindful_minutes?time_zone=${urlEncode(v)}`, valid: isTimeZone },
  'GET /api/email/verify/:verificationId': { caller: 'anonymous', url: (v) => `/api/email/verify/${urlEncode(v)}`, valid: () => false },
  'GET /api/admin/analytics/daily ?from': { caller: 'admin', url: (v) => `/api/admin/analytics/daily?from=${urlEncode(v)}` },
  'GET /api/admin/analytics/events ?user_id': { caller: 'admin', url: (v) => `/api/admin/analytics/events?user_id=${urlEncode(v)}` },
  'GET /api/content_media/*': { caller: 'full', url: (v) => `/api/content_media/${urlEncode(v)}`, valid: () => false },
  // No generated value is a live media token: each must be refused like no token (401).
  'GET /api/content_media/* ?media_token': {
    caller: 'anonymous',
    url: (v) => `/api/content_media/audio/meditation-1-female-en.mp3?media_token=${urlEncode(v)}`,
    valid: () => false,
  },
  'GET /api/dev/outbox/:id/html': { caller: 'anonymous', url: (v) => `/api/dev/outbox/${urlEncode(v)}/html`, valid: () => false },
};

describe.each(Object.entries(urlTargets))('%s', (_route, target) => {
  it('takes generated hostile path and query values without a 5xx, writing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, async (value) => {
        const response = await sendWritingNothing(target.caller, {
          method: target.method ?? 'GET',
          url: target.url(value),
          ...(target.payload && { payload: target.payload }),
        });
        if (target.valid?.(value) === false) expectRefusal(response);
        else expectEnvelopeIfError(response);
      }),
      { numRuns },
    );
  });

  it.each(['%ED%A0%80', '%C0%AE%C0%AE', '%00', '%', '..%2F..%2Fetc%2Fpasswd'])('takes the raw escape %s', async (raw) => {
    const response = await sendWritingNothing(target.caller, {
      method: target.method ?? 'GET',
      url: target.url('PLACEHOLDER').replace('PLACEHOLDER', raw),
      ...(target.payload && { payload: target.payload }),
    });
    expectEnvelopeIfError(response);
  });
});
