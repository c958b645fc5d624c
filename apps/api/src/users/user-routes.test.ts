import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Limits, SubscriptionCodeType } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import {
  accessEvents,
  assessmentViews,
  emailVerificationTokens,
  institutions,
  lessons,
  modules,
  passwordResetTokens,
  sessions,
  steps,
  subscriptionCodes,
  userAssessments,
  userStepProgress,
  users,
} from '../db/schema.ts';
import { clientInfoHeaders, setUpTestApp, readOutbox, TEST_PASSWORD } from '../test/harness.ts';
import { startSession } from '../auth/sessions.ts';
import {
  asBearer,
  asCookie,
  createAccount,
  freshIp,
  nativeClientInfo,
  sessionCookieOf,
  startedSession,
} from '../auth/account-testing.ts';
import { refusal, refusalOfRequest } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

let codeCount = 0;
/** An institution with an UNLOCK code; the code's and institution's state can be overridden. */
async function createInstitutionCode(
  code: Partial<typeof subscriptionCodes.$inferInsert> = {},
  institution: Partial<typeof institutions.$inferInsert> = {},
) {
  codeCount += 1;
  const [inst] = await db
    .insert(institutions)
    .values({ name: `Institution ${codeCount}`, ...institution })
    .returning();
  const [row] = await db
    .insert(subscriptionCodes)
    .values({ code: `CODE${codeCount}`, type: SubscriptionCodeType.Unlock, institutionId: inst!.id, ...code })
    .returning();
  return { institution: inst!, code: row! };
}

const redemptions = async (id: number) =>
  (await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, id)))[0]!.redemptionCount;

let registrationCount = 0;
function registration(overrides: Record<string, unknown> = {}) {
  registrationCount += 1;
  return {
    name: 'Maya Rivers',
    email: `maya${registrationCount}@example.com`,
    password: 'soft-morning-light-7',
    password_confirmation: 'soft-morning-light-7',
    agreed_to_conditions: true,
    marketing_opt_in: true,
    ...overrides,
  };
}

const register = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/users/register', payload: body as object, remoteAddress: freshIp(), headers });

const userCount = async () => (await db.select({ id: users.id }).from(users)).length;

describe('GET /api/users/me', () => {
  it('answers null when signed out, never 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me?refresh=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
  });

  it('answers the signed-in user with every field, including the institution name and code', async () => {
    const { institution, code } = await createInstitutionCode();
    const { user, token } = await createAccount(db, { institutionId: institution.id, isTrialMode: false });
    const response = await app.inject({ method: 'GET', url: '/api/users/me?refresh=1', headers: asCookie(token) });
    expect(response.json().data).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      is_email_verified: user.isEmailVerified,
      is_disabled: false,
      is_admin: false,
      institution_id: institution.id,
      institution_name: institution.name,
      institution_code_id: code.id,
      is_trial_mode: false,
      marketing_opt_in: user.marketingOptIn,
      preferred_language: user.preferredLanguage,
      age_survey_status: user.ageSurveyStatus,
      tutorial_offer_status: user.tutorialOfferStatus,
      agreed_to_conditions: user.agreedToConditions,
    });
  });

  it('reports a disabled user as such', async () => {
    const { token } = await createAccount(db, { isDisabled: true });
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_disabled).toBe(true);
  });
});

describe('POST /api/users/register', () => {
  it('creates a trial account, starts a session and mails the verification link in its language', async () => {
    const body = registration({ preferred_language: 'fr', email: 'Lea@Example.com' });
    const response = await register(body, clientInfoHeaders);
    expect(response.statusCode).toBe(201);
    const { user } = response.json().data;
    expect(user).toMatchObject({
      email: 'lea@example.com',
      name: 'Maya Rivers',
      is_email_verified: false,
      is_trial_mode: true,
      institution_id: null,
      marketing_opt_in: true,
      agreed_to_conditions: true,
      preferred_language: 'fr',
      // The age survey is for institution-linked people only.
      age_survey_status: 'NOT_APPLICABLE',
    });
    // The web gets the session in the cookie only, not in the body.
    const token = startedSession(response);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(token) });
    expect(me.json().data.id).toBe(user.id);

    const [mail] = await readOutbox(db);
    expect(mail).toMatchObject({ to: 'lea@example.com' });
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour Innerway');
    expect(mail!.text).toMatch(new RegExp(`${app.config.appUrl}/email/verify/[A-Za-z0-9_-]{43}`));
    expect(mail!.html).toContain(`href="${app.config.appUrl}/email/verify/`);
  });

  it.each(['ios', 'android'] as const)('hands %s the token in the reply, with no cookie', async (platform) => {
    const response = await register(registration(), nativeClientInfo(platform));
    expect(response.statusCode).toBe(201);
    const token = startedSession(response, 'native');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data.id).toBe(response.json().data.user.id);
  });

  it('links the user to the institution of a valid code, with full access, counting the redemption', async () => {
    const { institution, code } = await createInstitutionCode({ maxRedemptions: 5 });
    const response = await register(registration({ institution_code: code.code.toLowerCase() }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({
      institution_id: institution.id,
      institution_name: institution.name,
      is_trial_mode: false,
      age_survey_status: 'NOT_YET_OFFERED',
    });
    expect(await redemptions(code.id)).toBe(1);
  });

  it('treats an empty institution code as none', async () => {
    const response = await register(registration({ institution_code: '  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.is_trial_mode).toBe(true);
  });

  it.each([
    ['unknown', async () => 'NOSUCH1', refusal('code.invalid')],
    ['inactive', async () => (await createInstitutionCode({ isActive: false })).code.code, refusal('code.inactive')],
    [
      'used up',
      async () => (await createInstitutionCode({ maxRedemptions: 2, redemptionCount: 2 })).code.code,
      refusal('code.used_up'),
    ],
    [
      'of an inactive institution',
      async () => (await createInstitutionCode({}, { isActive: false })).code.code,
      refusal('code.inactive'),
    ],
    [
      // Not sent yet: its buyer may still send it to someone else.
      'unsent gift card',
      async () => {
        const [gift] = await db.insert(subscriptionCodes).values({ code: 'GIFT9999', type: SubscriptionCodeType.Gift }).returning();
        return gift!.code;
      },
      refusal('code.invalid'),
    ],
  ])('refuses an %s code with 422 and writes nothing', async (_case, makeCode, message) => {
    const code = await makeCode();
    const before = await userCount();
    const outboxBefore = (await readOutbox(db)).length;
    const body = registration({ institution_code: code });
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(message);
    expect(await userCount()).toBe(before);
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    expect((await readOutbox(db)).length).toBe(outboxBefore);
  });

  it('refuses a taken address with 409, whatever its case', async () => {
    await createAccount(db, { email: 'taken@example.com' });
    const response = await register(registration({ email: 'TAKEN@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('auth.email_taken'));
  });

  it('does not count a redemption when the address is taken', async () => {
    const { code } = await createInstitutionCode();
    await createAccount(db, { email: 'taken2@example.com' });
    const response = await register(registration({ email: 'taken2@example.com', institution_code: code.code }));
    expect(response.statusCode).toBe(409);
    expect(await redemptions(code.id)).toBe(0);
  });

  it.each([
    ['a common password', { password: 'password1', password_confirmation: 'password1' }, refusal('validation.password_too_common')],
    ['a common password in capitals', { password: 'Sunshine1', password_confirmation: 'Sunshine1' }, refusal('validation.password_too_common')],
    ['a 7-character password', { password: 'a1b2c3d', password_confirmation: 'a1b2c3d' }, refusal('validation.password_too_short')],
    ['a confirmation that differs', { password_confirmation: 'something-else-9' }, refusal('validation.password_mismatch')],
    ['a missing name', { name: undefined }, refusal('validation.register_required')],
    ['a blank name', { name: '   ' }, refusal('validation.register_required')],
    ['a name one character too long', { name: 'n'.repeat(Limits.nameMax + 1) }, refusal('validation.too_long', { field: 'name', max: Limits.nameMax })],
    ['terms not agreed', { agreed_to_conditions: false }, refusal('validation.terms_required')],
    ['a number for the name', { name: 42 }, refusal('validation.register_required')],
    [
      'an institution code one character too long',
      { institution_code: 'ABCDEFGH1' },
      refusal('validation.too_long', { field: 'institution_code', max: Limits.institutionCodeMax }),
    ],
    ['an unknown language', { preferred_language: 'de' }, undefined],
    [
      'a password one character too long',
      { password: 'p'.repeat(Limits.passwordMax + 1), password_confirmation: 'p'.repeat(Limits.passwordMax + 1) },
      refusal('validation.too_long', { field: 'password', max: Limits.passwordMax }),
    ],
  ])('answers 400 to %s and writes nothing', async (_case, overrides, message) => {
    const body = registration(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(message ?? { ...refusalOfRequest, error: expect.any(String) });
    expect(await db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('accepts a name and a password exactly at their limits', async () => {
    const password = 'p'.repeat(Limits.passwordMax - 1) + '1';
    const response = await register(
      registration({ name: 'n'.repeat(Limits.nameMax), password, password_confirmation: password }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('throttles registrations from one IP', async () => {
    const remoteAddress = freshIp();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (await app.inject({ method: 'POST', url: '/api/users/register', payload: registration(), remoteAddress })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('PUT /api/users/:id', () => {
  const put = (id: number | string, headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });

  it('saves the fields sent and leaves the rest', async () => {
    const { user, token } = await createAccount(db, { isEmailVerified: true });
    const response = await put(user.id, asCookie(token), {
      name: '  Sam Okafor ',
      marketing_opt_in: false,
      preferred_language: 'es',
      age_survey_status: 'OFFERED_01312025',
      tutorial_offer_status: 'Completed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      name: 'Sam Okafor',
      email: user.email,
      is_email_verified: true,
      marketing_opt_in: false,
      preferred_language: 'es',
      age_survey_status: 'OFFERED_01312025',
      tutorial_offer_status: 'Completed',
    });
  });

  it('accepts a name at 200 characters and refuses 201', async () => {
    const { user, token } = await createAccount(db);
    expect((await put(user.id, asBearer(token), { name: 'n'.repeat(Limits.profileNameMax) })).statusCode).toBe(200);
    const tooLong = await put(user.id, asBearer(token), { name: 'n'.repeat(Limits.profileNameMax + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(refusal('validation.too_long', { field: 'name', max: Limits.profileNameMax }));
  });

  it('asks for verification again after an e-mail change and mails the new address', async () => {
    const { user, token } = await createAccount(db, { isEmailVerified: true, preferredLanguage: 'es' });
    const response = await put(user.id, asBearer(token), { email: 'New.Address@example.com', current_password: TEST_PASSWORD });
    expect(response.json().data).toMatchObject({ email: 'new.address@example.com', is_email_verified: false });
    const mails = await readOutbox(db);
    expect(mails.find((mail) => mail.to === 'new.address@example.com')).toMatchObject({
      subject: 'Confirma tu correo electrónico en Innerway',
    });
    // The old address is told, in the account's language, where the account went (masked).
    const notice = mails.find((mail) => mail.to === user.email);
    expect(notice).toMatchObject({ subject: 'Se cambió el correo electrónico de tu cuenta de Innerway' });
    expect(notice!.text).toContain('n•••@example.com');
    expect(notice!.text).not.toContain('new.address@example.com');
  });

  it('ends every other session and every mailed link of the account, and keeps the caller signed in', async () => {
    const { user, token } = await createAccount(db);
    const { token: other } = await startSession(db, user.id);
    await app.inject({ method: 'POST', url: '/api/password/email', payload: { email: user.email }, remoteAddress: freshIp() });
    const response = await put(user.id, asCookie(token), { email: `moved-${user.id}@example.com`, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const me = (session: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(session) });
    expect((await me(token)).json().data.id).toBe(user.id);
    expect((await me(other)).json().data).toBeNull();
    expect(await db.select().from(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))).toEqual([]);
    // The only live link is the new address's verification link.
    const liveLinks = await db.select().from(emailVerificationTokens).where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
    expect(liveLinks).toHaveLength(1);
  });

  it.each([
    ['without the current password', undefined, 400, 'auth.current_password_required'],
    ['with an empty one', '', 400, 'auth.current_password_required'],
    ['with a wrong one', 'not my password', 403, 'auth.current_password_invalid'],
  ] as const)('refuses an e-mail change %s, saving nothing and mailing nothing', async (_case, currentPassword, status, code) => {
    const { user, token } = await createAccount(db);
    const mailsBefore = (await readOutbox(db)).length;
    const response = await put(user.id, asBearer(token), { name: 'Not saved', email: `elsewhere-${user.id}@example.com`, current_password: currentPassword });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(refusal(code));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, name: user.name, isEmailVerified: true });
    expect((await readOutbox(db)).length).toBe(mailsBefore);
  });

  it('needs no password, and reads none, when the address stays', async () => {
    const { user, token } = await createAccount(db, { isEmailVerified: true });
    const response = await put(user.id, asBearer(token), { email: user.email.toUpperCase(), name: 'Same', current_password: 'anything' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Same', is_email_verified: true });
  });

  it('refuses an address another account has with 409, but only with the right password', async () => {
    const { user: other } = await createAccount(db);
    const { user, token } = await createAccount(db);
    const withoutPassword = await put(user.id, asBearer(token), { email: other.email, name: 'Not saved' });
    expect(withoutPassword.json()).toEqual(refusal('auth.current_password_required'));
    const response = await put(user.id, asBearer(token), { email: other.email, name: 'Not saved', current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('auth.email_taken'));
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, name: user.name });
  });

  it('throttles e-mail change attempts per account, not saves that keep the address', async () => {
    const { user: other } = await createAccount(db);
    const { user, token } = await createAccount(db);
    const attempt = () =>
      app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: asBearer(token), payload: { email: other.email }, remoteAddress: freshIp() });
    const statuses = [];
    for (let count = 0; count < 11; count += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect((await put(user.id, asBearer(token), { name: 'Still me', email: user.email })).statusCode).toBe(200);
  });

  it('links an institution with a valid code, and refuses a bad one with 422, changing nothing', async () => {
    const { institution, code } = await createInstitutionCode({ maxRedemptions: 1 });
    const { user, token } = await createAccount(db, { isTrialMode: true });
    const linked = await put(user.id, asBearer(token), { institution_code: code.code });
    expect(linked.json().data).toMatchObject({
      institution_id: institution.id,
      institution_name: institution.name,
      is_trial_mode: false,
      age_survey_status: 'NOT_YET_OFFERED',
    });

    const { user: late, token: lateToken } = await createAccount(db, { isTrialMode: true });
    const refused = await put(late.id, asBearer(lateToken), { institution_code: code.code, name: 'Changed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(refusal('code.used_up'));
    const [row] = await db.select().from(users).where(eq(users.id, late.id));
    expect(row).toMatchObject({ name: late.name, institutionId: null, isTrialMode: true });
    expect(await redemptions(code.id)).toBe(1);
  });

  it('counts one seat for a member who enters the same code again, one after another or all at once', async () => {
    const { institution, code } = await createInstitutionCode({ maxRedemptions: 3 });
    const { user, token } = await createAccount(db, { isTrialMode: true });
    const enter = () => put(user.id, asBearer(token), { institution_code: code.code });
    const entries = [];
    for (let entry = 0; entry < 4; entry += 1) entries.push(await enter());
    entries.push(...(await Promise.all(Array.from({ length: 5 }, enter))));
    for (const entry of entries) {
      expect(entry.statusCode).toBe(200);
      expect(entry.json().data).toMatchObject({ institution_id: institution.id, is_trial_mode: false });
    }
    expect(await redemptions(code.id)).toBe(1);
    const recorded = await db.select().from(accessEvents).where(eq(accessEvents.userId, user.id));
    expect(recorded.map((event) => event.kind)).toEqual(['institution_code_redeemed']);

    // A holder's entry takes no seat: it still works once the others have used the code up.
    for (let seat = 0; seat < 2; seat += 1) {
      const { user: other, token: otherToken } = await createAccount(db, { isTrialMode: true });
      expect((await put(other.id, asBearer(otherToken), { institution_code: code.code })).statusCode).toBe(200);
    }
    expect(await redemptions(code.id)).toBe(3);
    expect((await enter()).statusCode).toBe(200);
    expect(await redemptions(code.id)).toBe(3);
  });

  it.each([
    ['an unknown field', { is_admin: true }],
    ['an empty institution code', { institution_code: '' }],
    ['a blank name', { name: ' ' }],
    ['a boolean as a string', { marketing_opt_in: 'yes' }],
    ['a bad age survey status', { age_survey_status: 'DONE' }],
  ])('answers 400 to %s', async (_case, payload) => {
    const { user, token } = await createAccount(db);
    const response = await put(user.id, asBearer(token), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.isAdmin).toBe(false);
  });

  it("refuses another user's id with 403, a disabled user with 403 and a signed-out caller with 401", async () => {
    const { user: other } = await createAccount(db);
    const { token } = await createAccount(db);
    expect((await put(other.id, asBearer(token), { name: 'Hijack' })).statusCode).toBe(403);
    expect((await put('abc', asBearer(token), { name: 'Hijack' })).statusCode).toBe(403);

    const { user: disabled, token: disabledToken } = await createAccount(db, { isDisabled: true });
    const refused = await put(disabled.id, asBearer(disabledToken), { name: 'Still here' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(refusal('auth.disabled'));

    const anonymous = await put(other.id, clientInfoHeaders, { name: 'Hijack' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject(refusal('auth.not_signed_in'));
    const [row] = await db.select().from(users).where(eq(users.id, other.id));
    expect(row!.name).toBe(other.name);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account with its data and sessions, and clears the cookie', async () => {
    const { user, token } = await createAccount(db);
    const { institution } = await createInstitutionCode();
    const response = await app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: asCookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    expect(sessionCookieOf(response)?.value).toBe('');
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(institutions).where(eq(institutions.id, institution.id))).toHaveLength(1);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: asBearer(token) });
    expect(me.json().data).toBeNull();
  });

  it("refuses another user's id, and a signed-out caller", async () => {
    const { user: other } = await createAccount(db);
    const { token } = await createAccount(db);
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${other.id}`, headers: asBearer(token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${other.id}`, headers: clientInfoHeaders })).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });
});

describe('GET /api/users/:id/reset_progress', () => {
  async function userWithProgress() {
    const { user } = await createAccount(db);
    const [module] = await db.insert(modules).values({ title: 'Connect' }).returning();
    const [lesson] = await db.insert(lessons).values({ moduleId: module!.id, title: 'One', segmentNumber: 1 }).returning();
    const [step] = await db.insert(steps).values({ lessonId: lesson!.id, title: 'Video' }).returning();
    await db.insert(userStepProgress).values({ userId: user.id, stepId: step!.id, percent: 100 });
    await db.insert(userAssessments).values({ userId: user.id, moduleId: module!.id, quantitativeAnswer: 3 });
    await db.insert(assessmentViews).values({ userId: user.id, moduleId: module!.id });
    return user;
  }

  it("lets an admin clear a user's progress, assessments and views", async () => {
    const target = await userWithProgress();
    const bystander = await userWithProgress();
    const { token } = await createAccount(db, { isAdmin: true });
    const response = await app.inject({ method: 'GET', url: `/api/users/${target.id}/reset_progress`, headers: asCookie(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, target.id))).toEqual([]);
    expect(await db.select().from(userAssessments).where(eq(userAssessments.userId, target.id))).toEqual([]);
    expect(await db.select().from(assessmentViews).where(eq(assessmentViews.userId, target.id))).toEqual([]);
    expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, bystander.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const { token } = await createAccount(db, { isAdmin: true });
    for (const id of ['999999', 'abc', '0']) {
      const response = await app.inject({ method: 'GET', url: `/api/users/${id}/reset_progress`, headers: asBearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });

  it('refuses a trial user, a full-access user, a signed-out caller and a cookie call without the header', async () => {
    const target = await userWithProgress();
    const url = `/api/users/${target.id}/reset_progress`;
    const { token: trial } = await createAccount(db, { isTrialMode: true });
    const { token: full } = await createAccount(db);
    const { token: admin } = await createAccount(db, { isAdmin: true });
    expect((await app.inject({ method: 'GET', url, headers: asBearer(trial) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: asBearer(full) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { cookie: `innerway_session=${admin}` } })).statusCode).toBe(403);
    expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, target.id))).toHaveLength(1);
  });
});
