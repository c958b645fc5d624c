import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AgeGroup, AgeSurveyStatus, SubscriptionCodeType, ageSurveyOfferedStatus, tutorialOfferedStatus } from '@innerway/domain';
import { asBearer, asCookie, createAccount } from '../auth/account-testing.ts';
import { startSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { ageSurveys, institutions, subscriptionCodes, users } from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
setUpTestApp((test) => ({ app, db } = test));

let codeCounter = 0;
/** An institution with the given number of UNLOCK codes (ids in creation order). */
async function institutionWith(codes: number) {
  const [institution] = await db.insert(institutions).values({ name: `College ${codeCounter}` }).returning();
  const rows = [];
  for (let index = 0; index < codes; index += 1) {
    codeCounter += 1;
    const [code] = await db
      .insert(subscriptionCodes)
      .values({ code: `AGE${String(codeCounter).padStart(5, '0')}`, type: SubscriptionCodeType.Unlock, institutionId: institution!.id })
      .returning();
    rows.push(code!);
  }
  return { institution: institution!, codes: rows };
}

/** A person who joined an institution by typing its code (the subscribe prompt's entry). */
async function joinedWith(code: string) {
  const account = await createAccount(db, { isTrialMode: true });
  const joined = await app.inject({
    method: 'PUT',
    url: `/api/users/${account.user.id}`,
    headers: asCookie(account.token),
    payload: { institution_code: code },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return account;
}

const answer = (token: string, payload: object, headers: Record<string, string> = asCookie(token)) =>
  app.inject({ method: 'POST', url: '/api/age_surveys', headers, payload });
const answersOf = (userId: number) => db.select().from(ageSurveys).where(eq(ageSurveys.userId, userId));
const statusOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0]!.ageSurveyStatus;

describe('POST /api/age_surveys', () => {
  it("records the answer under the code the person joined with, as their user reply names it, and completes the survey, together (201)", async () => {
    const { codes } = await institutionWith(2);
    const { user, token } = await joinedWith(codes[1]!.code);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data.institution_code_id).toBe(codes[1]!.id);

    const response = await answer(token, { response: AgeGroup.ThirtyIsh, institution_code_id: me.json().data.institution_code_id });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.age_survey).toEqual({
      id: expect.any(Number),
      response: AgeGroup.ThirtyIsh,
      institution_code_id: codes[1]!.id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data.user).toMatchObject({ id: user.id, age_survey_status: AgeSurveyStatus.Completed });
    expect(await answersOf(user.id)).toMatchObject([{ response: 32, institutionCodeId: codes[1]!.id }]);
    expect(await statusOf(user.id)).toBe(AgeSurveyStatus.Completed);
  });

  it('takes a code id the client names when it is one of the person’s institution, and refuses others (422)', async () => {
    const { codes } = await institutionWith(2);
    const other = await institutionWith(1);
    const [gift] = await db.insert(subscriptionCodes).values({ code: 'GIFTAGE1', type: SubscriptionCodeType.Gift }).returning();

    const { user, token } = await joinedWith(codes[0]!.code);
    for (const id of [other.codes[0]!.id, gift!.id, 999_999]) {
      const refused = await answer(token, { response: AgeGroup.Teen, institution_code_id: id });
      expect(refused.statusCode, String(id)).toBe(422);
      expect(refused.json()).toMatchObject(refusal('code.not_your_institution'));
    }
    expect(await answersOf(user.id)).toEqual([]);
    expect(await statusOf(user.id)).toBe(AgeSurveyStatus.NotYetOffered);

    const named = await answer(token, { response: AgeGroup.Teen, institution_code_id: codes[1]!.id });
    expect(named.statusCode).toBe(201);
    expect(named.json().data.age_survey.institution_code_id).toBe(codes[1]!.id);
  });

  it('files a null code id under the code the person joined with, else the institution’s first code, else none', async () => {
    const joined = await institutionWith(2);
    const { token } = await joinedWith(joined.codes[1]!.code);
    expect((await answer(token, { response: AgeGroup.Teen, institution_code_id: null })).json().data.age_survey.institution_code_id).toBe(joined.codes[1]!.id);

    const { institution, codes } = await institutionWith(2);
    const linked = await createAccount(db, { institutionId: institution.id });
    expect((await answer(linked.token, { response: AgeGroup.Older, institution_code_id: null })).json().data.age_survey.institution_code_id).toBe(codes[0]!.id);
    // An app built before the field sends the answer alone: it is filed the same way.
    const older = await createAccount(db, { institutionId: institution.id });
    expect((await answer(older.token, { response: AgeGroup.Older })).json().data.age_survey.institution_code_id).toBe(codes[0]!.id);

    const bare = await institutionWith(0);
    const alone = await createAccount(db, { institutionId: bare.institution.id });
    const response = await answer(alone.token, { response: AgeGroup.Private, institution_code_id: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.age_survey.institution_code_id).toBeNull();
  });

  it('is answered once: a second answer is 409 and changes nothing', async () => {
    const { codes } = await institutionWith(1);
    const { user, token } = await joinedWith(codes[0]!.code);
    expect((await answer(token, { response: AgeGroup.TwentyIsh, institution_code_id: null })).statusCode).toBe(201);
    const again = await answer(token, { response: AgeGroup.Older, institution_code_id: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('age_survey.already_answered'));
    expect(await answersOf(user.id)).toMatchObject([{ response: AgeGroup.TwentyIsh }]);
  });

  it('keeps one answer of two sent at the same moment', async () => {
    const { codes } = await institutionWith(1);
    const { user, token } = await joinedWith(codes[0]!.code);
    const replies = await Promise.all([answer(token, { response: AgeGroup.Teen, institution_code_id: null }), answer(token, { response: AgeGroup.Older, institution_code_id: null })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(await answersOf(user.id)).toHaveLength(1);
  });

  it('refuses a person whose status already says completed (409)', async () => {
    const { institution } = await institutionWith(1);
    const { user, token } = await createAccount(db, { institutionId: institution.id, ageSurveyStatus: AgeSurveyStatus.Completed });
    expect((await answer(token, { response: AgeGroup.Teen, institution_code_id: null })).statusCode).toBe(409);
    expect(await answersOf(user.id)).toEqual([]);
  });

  it('is for people linked to an institution only (403)', async () => {
    const { user, token } = await createAccount(db);
    const response = await answer(token, { response: AgeGroup.Teen, institution_code_id: null });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('age_survey.not_linked'));
    expect(await answersOf(user.id)).toEqual([]);
    expect(await statusOf(user.id)).toBe(AgeSurveyStatus.NotApplicable);
  });

  it('needs a session (401 whatever the body), an enabled account (403) and, with the cookie, the client-info header (403)', async () => {
    const signedOut = await app.inject({ method: 'POST', url: '/api/age_surveys', headers: clientInfoHeaders, payload: { nonsense: true } });
    expect(signedOut.statusCode).toBe(401);

    const { institution } = await institutionWith(1);
    const disabled = await createAccount(db, { institutionId: institution.id, isDisabled: true });
    const refused = await answer(disabled.token, { response: AgeGroup.Teen, institution_code_id: null });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(refusal('auth.disabled'));

    const linked = await createAccount(db, { institutionId: institution.id });
    const forged = await answer(linked.token, { response: AgeGroup.Teen, institution_code_id: null }, { cookie: asCookie(linked.token).cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject(refusal('request.missing_client_info'));
    expect(await answersOf(linked.user.id)).toEqual([]);
    // A native app's Bearer token is not exposed to forged cross-site requests.
    expect((await answer(linked.token, { response: AgeGroup.Teen, institution_code_id: null }, asBearer(linked.token))).statusCode).toBe(201);
  });

  it.each([
    ['no answer', { institution_code_id: null }],
    ['an age that is not a group', { response: 30 }],
    ['a group as text', { response: '15' }],
    ['an extra field', { response: 15, institution_code_id: null, age: 16 }],
    ['a bad code id', { response: 15, institution_code_id: -1 }],
  ])('refuses %s (400)', async (_case, payload) => {
    const { institution } = await institutionWith(1);
    const { user, token } = await createAccount(db, { institutionId: institution.id });
    const response = await answer(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    expect(await answersOf(user.id)).toEqual([]);
  });
});

// The two popups keep their status on the server (PUT /users/:id), so it follows the person to
// every device: the values the screens write, read back through another session.
describe('offer statuses through PUT /api/users/:id', () => {
  const put = (id: number, token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: asCookie(token), payload });
  const me = async (token: string) => (await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) })).json().data;

  it('stores what the tutorial offer and the age survey write, and another device reads it', async () => {
    const { user, token } = await createAccount(db);
    // A second session of the same person: their phone.
    const { token: phone } = await startSession(db, user.id);
    const today = new Date(2025, 0, 31, 12);

    const declined = await put(user.id, token, { tutorial_offer_status: tutorialOfferedStatus(today) });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.tutorial_offer_status).toBe('Offered_31012025');
    expect((await me(phone)).tutorial_offer_status).toBe('Offered_31012025');

    expect((await put(user.id, token, { tutorial_offer_status: 'Completed' })).json().data.tutorial_offer_status).toBe('Completed');
    expect((await put(user.id, token, { age_survey_status: ageSurveyOfferedStatus(today) })).json().data.age_survey_status).toBe('OFFERED_01312025');
    expect(await me(phone)).toMatchObject({ tutorial_offer_status: 'Completed', age_survey_status: 'OFFERED_01312025' });
  });

  it.each([
    ['a tutorial status in the survey spelling', { tutorial_offer_status: 'OFFERED_01312025' }],
    ['a survey status in the tutorial spelling', { age_survey_status: 'Offered_31012025' }],
    ['a short date', { tutorial_offer_status: 'Offered_3101202' }],
    ['an unknown word', { age_survey_status: 'SKIPPED' }],
  ])('refuses %s (400) and keeps the stored status', async (_case, payload) => {
    const { user, token } = await createAccount(db);
    expect((await put(user.id, token, payload)).statusCode).toBe(400);
    expect(await me(token)).toMatchObject({ tutorial_offer_status: 'NotYetOffered', age_survey_status: 'NOT_APPLICABLE' });
  });

  it("refuses to write someone else's status (403)", async () => {
    const { user } = await createAccount(db);
    const { token } = await createAccount(db);
    expect((await put(user.id, token, { tutorial_offer_status: 'Completed' })).statusCode).toBe(403);
  });
});
