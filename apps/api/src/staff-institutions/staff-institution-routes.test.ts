import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StaffRole, SubscriptionCodeType, type TStaffRole } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { auditEvents, institutionManagerInvites, institutions, staffRoles, subscriptionCodes, users } from '../db/schema.ts';
import { clientInfoHeaders, readOutbox, setUpTestApp } from '../test/harness.ts';
import { asBearer, createAccount, freshIp } from '../auth/account-testing.ts';
import { refusal } from '../test/refusal.ts';
import { acceptManagerInvites } from '../email-verification/accept-manager-invites.ts';

let app: FastifyInstance;
let db: Db;
setUpTestApp((test) => ({ app, db } = test));

type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: THeaders = {}, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const adminHeaders = async () => asBearer((await createAccount(db, { isAdmin: true })).token);

/** A signed-in account holding a staff role (a manager's of a fresh institution). */
async function staffHeaders(role: Exclude<TStaffRole, 'admin'>) {
  const { user, token } = await createAccount(db);
  const [institution] = role === StaffRole.InstitutionManager ? await db.insert(institutions).values({ name: 'Managed' }).returning() : [];
  await db.insert(staffRoles).values({ userId: user.id, role, institutionId: institution?.id ?? null });
  return asBearer(token);
}

const names = (stem: string) => ({ name_en: `${stem} University`, name_fr: `Université ${stem}`, name_es: `Universidad ${stem}` });

async function createInstitution(headers: THeaders, body: Record<string, unknown> = names('North')) {
  const response = await call('POST', '/staff/institutions', headers, { is_active: true, ...body });
  expect(response.statusCode).toBe(201);
  return response.json().data as { institution: { id: number } };
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();

async function createCode(headers: THeaders, institutionId: number, seats = 2) {
  const response = await call('POST', `/staff/institutions/${institutionId}/codes`, headers, { max_redemptions: seats, ends_at: inTwoWeeks() });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; code: string };
}

/** A new trial member entering a code at the subscribe prompt. */
async function redeem(code: string, overrides: Parameters<typeof createAccount>[1] = {}) {
  const { user, token } = await createAccount(db, { isTrialMode: true, ...overrides });
  return app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: asBearer(token), payload: { institution_code: code }, remoteAddress: freshIp() });
}

const auditOf = (institutionId: number) => db.select().from(auditEvents).where(eq(auditEvents.institutionId, institutionId));

describe('who may use the institution routes', () => {
  // The last column: what an admin gets where the route's subject is not in a state to act on.
  const routes: [string, 'GET' | 'POST' | 'PUT', string, unknown?, number?][] = [
    ['list', 'GET', '/staff/institutions'],
    ['create', 'POST', '/staff/institutions', { ...names('Gate'), is_active: true }],
    ['read', 'GET', '/staff/institutions/{id}'],
    ['edit', 'PUT', '/staff/institutions/{id}', { ...names('Gate'), is_active: true }],
    ['generate a code', 'POST', '/staff/institutions/{id}/codes', { max_redemptions: 3, ends_at: inTwoWeeks() }],
    ['deactivate a code', 'POST', '/staff/institutions/{id}/codes/{codeId}/deactivate', { reason: 'Contract ended' }],
    ['list members', 'GET', '/staff/institutions/{id}/members'],
    ['invite a manager', 'POST', '/staff/institutions/{id}/managers', { email: 'gate@example.com', reason: 'New partner contact' }],
    ['reactivate a code', 'POST', '/staff/institutions/{id}/codes/{codeId}/reactivate', { reason: 'Deactivated by mistake' }, 409],
    ['remove a manager', 'POST', '/staff/institutions/{id}/managers/{codeId}/remove', { reason: 'Left the company' }, 409],
    ['cancel an invitation', 'POST', '/staff/institutions/{id}/invites/{codeId}/cancel', { reason: 'Wrong address' }, 404],
  ];

  it.each(routes)('%s: 401 signed out, 403 to a member, a disabled admin, support, a partner and an editor', async (_name, method, path, body, adminStatus) => {
    const [institution] = await db.insert(institutions).values({ name: 'Gatekept' }).returning();
    const [code] = await db.insert(subscriptionCodes).values({ code: `GATE${institution!.id}`, type: SubscriptionCodeType.Unlock, institutionId: institution!.id, maxRedemptions: 5 }).returning();
    const url = path.replace('{id}', String(institution!.id)).replace('{codeId}', String(code!.id));

    const anonymous = await call(method, url, {}, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject(refusal('auth.not_signed_in'));
    const refused = [
      asBearer((await createAccount(db)).token),
      asBearer((await createAccount(db, { isAdmin: true, isDisabled: true })).token),
      await staffHeaders(StaffRole.Support),
      await staffHeaders(StaffRole.InstitutionManager),
      await staffHeaders(StaffRole.Editor),
    ];
    for (const headers of refused) expect((await call(method, url, headers, body)).statusCode).toBe(403);
    // Refused before the body is read: a member's malformed request tells them nothing either.
    expect((await call(method, url, refused[0], method === 'GET' ? undefined : { nonsense: true })).statusCode).toBe(403);

    const allowed = await call(method, url, await adminHeaders(), body);
    if (adminStatus === undefined) {
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      expect(allowed.json().success).toBe(true);
    } else {
      expect(allowed.statusCode, allowed.body).toBe(adminStatus);
    }
  });

  it("refuses a manager every action on their own institution's codes, managers and invitations", async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { id: codeId } = await createCode(headers, institution.id);
    await call('POST', `/staff/institutions/${institution.id}/codes/${codeId}/deactivate`, headers, { reason: 'Paused for now' });
    const { user, token } = await createAccount(db);
    const { user: colleague } = await createAccount(db);
    for (const manager of [user, colleague]) {
      await db.insert(staffRoles).values({ userId: manager.id, role: StaffRole.InstitutionManager, institutionId: institution.id });
    }
    await call('POST', `/staff/institutions/${institution.id}/managers`, headers, { email: `pending-${institution.id}@example.com`, reason: 'Their HR lead' });
    const [pending] = await db.select().from(institutionManagerInvites).where(eq(institutionManagerInvites.institutionId, institution.id));
    const reason = { reason: 'I manage it' };

    const attempts = [
      call('POST', `/staff/institutions/${institution.id}/managers/${colleague.id}/remove`, asBearer(token), reason),
      call('POST', `/staff/institutions/${institution.id}/managers/${user.id}/remove`, asBearer(token), reason),
      call('POST', `/staff/institutions/${institution.id}/invites/${pending!.id}/cancel`, asBearer(token), reason),
      call('POST', `/staff/institutions/${institution.id}/managers`, asBearer(token), { email: 'friend@example.com', reason: 'I manage it' }),
      call('POST', `/staff/institutions/${institution.id}/codes/${codeId}/reactivate`, asBearer(token), reason),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    const detail = (await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data;
    expect(detail.managers).toHaveLength(2);
    expect(detail.invites).toHaveLength(1);
    expect(detail.codes[0].is_active).toBe(false);
  });
});

describe('institutions', () => {
  it('creates one with its three names, lists it with seats used and members, and records it', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers, names('Lakeside'));
    const { code } = await createCode(headers, institution.id, 5);
    expect((await redeem(code)).statusCode).toBe(200);

    const list = (await call('GET', '/staff/institutions', headers)).json().data as { id: number }[];
    expect(list.find((item) => item.id === institution.id)).toEqual({
      id: institution.id,
      ...names('Lakeside'),
      is_active: true,
      created_at: expect.any(String),
      seats_used: 1,
      member_count: 1,
    });
    const [created] = await auditOf(institution.id);
    expect(created).toMatchObject({ action: 'institution.create', details: { name_en: 'Lakeside University', name_fr: 'Université Lakeside' } });
  });

  it.each([
    ['an empty French name', { name_fr: '   ' }, 'institution.name_required'],
    ['a missing Spanish name', { name_es: undefined }, 'institution.name_required'],
    ['a name over 100 characters', { name_en: 'x'.repeat(101) }, 'validation.too_long'],
  ])('refuses %s with 400', async (_case, change, code) => {
    const response = await call('POST', '/staff/institutions', await adminHeaders(), { ...names('Bad'), is_active: true, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('edits the names, records what changed, and needs a reason to deactivate', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const url = `/staff/institutions/${institution.id}`;
    const renamed = await call('PUT', url, headers, { ...names('North'), name_fr: 'Université du Nord', is_active: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.institution).toMatchObject({ name_fr: 'Université du Nord', is_active: true });

    const unexplained = await call('PUT', url, headers, { ...names('North'), is_active: false });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().code).toBe('validation.reason_required');
    expect((await db.select().from(institutions).where(eq(institutions.id, institution.id)))[0]!.isActive).toBe(true);

    const stopped = await call('PUT', url, headers, { ...names('North'), name_fr: 'Université du Nord', is_active: false, reason: 'The partnership ended' });
    expect(stopped.json().data.institution.is_active).toBe(false);
    const recorded = (await auditOf(institution.id)).filter((event) => event.action === 'institution.update');
    expect(recorded.map((event) => [event.reason, event.details])).toEqual([
      ['', { name_fr_before: 'Université North', name_fr: 'Université du Nord' }],
      ['The partnership ended', { is_active_before: true, is_active: false }],
    ]);
  });

  it('answers 404 for an institution that does not exist', async () => {
    expect((await call('GET', '/staff/institutions/999999', await adminHeaders())).statusCode).toBe(404);
  });
});

describe('codes', () => {
  it('generates an 8-character UNLOCK code with its seats and end date, and shows seats used', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const endsAt = inTwoWeeks();
    const response = await call('POST', `/staff/institutions/${institution.id}/codes`, headers, { max_redemptions: 2, ends_at: endsAt });
    expect(response.statusCode).toBe(201);
    const code = response.json().data;
    expect(code).toEqual({ id: expect.any(Number), code: expect.stringMatching(/^[A-Z2-9]{8}$/), is_active: true, max_redemptions: 2, seats_used: 0, ends_at: endsAt, created_at: expect.any(String) });

    expect((await redeem(code.code)).statusCode).toBe(200);
    const detail = (await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data;
    expect(detail.codes).toEqual([{ ...code, seats_used: 1 }]);
    expect((await auditOf(institution.id)).map((event) => event.action)).toContain('institution_code.create');
  });

  it.each([
    ['no seats', { max_redemptions: 0 }, 'institution.seats_invalid'],
    ['part of a seat', { max_redemptions: 1.5 }, 'institution.seats_invalid'],
    ['an end in the past', { ends_at: '2020-01-01T00:00:00Z' }, 'institution.end_invalid'],
    ['an end over five years ahead', { ends_at: '2199-01-01T00:00:00Z' }, 'institution.end_invalid'],
    ['an end that is not a date', { ends_at: 'next week' }, 'institution.end_invalid'],
  ])('refuses %s with 400', async (_case, change, errorCode) => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const response = await call('POST', `/staff/institutions/${institution.id}/codes`, headers, { max_redemptions: 2, ends_at: inTwoWeeks(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(errorCode);
  });

  it('gives the last seat to one of two members redeeming it at the same moment', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { id, code } = await createCode(headers, institution.id, 2);
    expect((await redeem(code)).statusCode).toBe(200);

    const racing = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 422, 422]);
    for (const refused of racing.filter((response) => response.statusCode === 422)) expect(refused.json()).toMatchObject(refusal('code.used_up'));
    const [row] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, id));
    expect(row!.redemptionCount).toBe(2);
    expect((await db.select().from(users).where(eq(users.institutionId, institution.id))).length).toBe(2);
  });

  it('refuses a code after its end date with its own message, even to a holder entering it again', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { id, code } = await createCode(headers, institution.id, 5);
    const { user, token } = await createAccount(db, { isTrialMode: true });
    const enter = () => app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: asBearer(token), payload: { institution_code: code }, remoteAddress: freshIp() });
    expect((await enter()).statusCode).toBe(200);

    await db.update(subscriptionCodes).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptionCodes.id, id));
    const late = await redeem(code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject(refusal('code.expired'));
    expect((await enter()).json()).toMatchObject(refusal('code.expired'));
  });

  it('deactivates a code with a reason: it is refused from then on, its members keep access', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { id, code } = await createCode(headers, institution.id, 5);
    expect((await redeem(code)).statusCode).toBe(200);
    const url = `/staff/institutions/${institution.id}/codes/${id}/deactivate`;

    expect((await call('POST', url, headers, {})).statusCode).toBe(400);
    const stopped = await call('POST', url, headers, { reason: 'Shared on a public forum' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ id, is_active: false, seats_used: 1 });
    expect((await redeem(code)).json()).toMatchObject(refusal('code.inactive'));
    expect((await db.select().from(users).where(eq(users.institutionId, institution.id)))[0]).toMatchObject({ isTrialMode: false });

    const deactivations = (await auditOf(institution.id)).filter((event) => event.action === 'institution_code.deactivate');
    expect(deactivations).toEqual([expect.objectContaining({ reason: 'Shared on a public forum', details: { code_id: id, code, seats_used: 1 } })]);
    // Again: nothing more to change or record.
    expect((await call('POST', url, headers, { reason: 'Shared on a public forum' })).statusCode).toBe(200);
    expect((await auditOf(institution.id)).filter((event) => event.action === 'institution_code.deactivate')).toHaveLength(1);
  });

  it('reactivates a deactivated code with a reason: the seats it used stay, redeeming works again', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { id, code } = await createCode(headers, institution.id, 3);
    expect((await redeem(code)).statusCode).toBe(200);
    const url = `/staff/institutions/${institution.id}/codes/${id}/reactivate`;
    const active = await call('POST', url, headers, { reason: 'Deactivated by mistake' });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject(refusal('institution.code_active'));

    await call('POST', `/staff/institutions/${institution.id}/codes/${id}/deactivate`, headers, { reason: 'Wrong code stopped' });
    expect((await redeem(code)).json()).toMatchObject(refusal('code.inactive'));
    expect((await call('POST', url, headers, {})).json()).toMatchObject(refusal('validation.reason_required'));
    const restarted = await call('POST', url, headers, { reason: 'Deactivated by mistake' });
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json().data).toMatchObject({ id, is_active: true, seats_used: 1, max_redemptions: 3 });
    expect((await redeem(code)).statusCode).toBe(200);
    const [row] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, id));
    expect(row).toMatchObject({ isActive: true, redemptionCount: 2 });

    const reactivations = (await auditOf(institution.id)).filter((event) => event.action === 'institution_code.reactivate');
    expect(reactivations).toEqual([
      expect.objectContaining({ reason: 'Deactivated by mistake', details: { code_id: id, code, seats_used: 1 }, actorUserId: expect.any(Number) }),
    ]);
    // Again: refused, nothing more recorded.
    expect((await call('POST', url, headers, { reason: 'Deactivated by mistake' })).json()).toMatchObject(refusal('institution.code_active'));
    expect((await auditOf(institution.id)).filter((event) => event.action === 'institution_code.reactivate')).toHaveLength(1);
  });

  it('refuses to reactivate a code past its end date, or one of a deactivated institution, and records nothing', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const ended = await createCode(headers, institution.id);
    const paused = await createCode(headers, institution.id);
    for (const { id } of [ended, paused]) {
      await call('POST', `/staff/institutions/${institution.id}/codes/${id}/deactivate`, headers, { reason: 'Contract paused' });
    }
    await db.update(subscriptionCodes).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptionCodes.id, ended.id));
    const reactivate = (id: number) => call('POST', `/staff/institutions/${institution.id}/codes/${id}/reactivate`, headers, { reason: 'Contract resumed' });

    const late = await reactivate(ended.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(refusal('institution.code_ended'));

    await call('PUT', `/staff/institutions/${institution.id}`, headers, { ...names('North'), is_active: false, reason: 'Contract paused' });
    const closed = await reactivate(paused.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject(refusal('institution.inactive'));

    await call('PUT', `/staff/institutions/${institution.id}`, headers, { ...names('North'), is_active: true });
    expect((await reactivate(paused.id)).statusCode).toBe(200);
    expect((await auditOf(institution.id)).filter((event) => event.action === 'institution_code.reactivate')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ code_id: paused.id }) }),
    ]);
    const [row] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.id, ended.id));
    expect(row!.isActive).toBe(false);
  });

  it("answers 404 for another institution's code", async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { institution: other } = await createInstitution(headers);
    const { id } = await createCode(headers, other.id);
    for (const action of ['deactivate', 'reactivate']) {
      const response = await call('POST', `/staff/institutions/${institution.id}/codes/${id}/${action}`, headers, { reason: 'Wrong place' });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('members', () => {
  it('lists name, e-mail and joining date only, newest first, a page at a time', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { code } = await createCode(headers, institution.id, 100);
    for (let member = 0; member < 51; member += 1) expect((await redeem(code)).statusCode).toBe(200);
    const [linkedOtherwise] = await db.insert(users).values({ email: `linked-${institution.id}@example.com`, name: 'Linked', passwordHash: 'x', institutionId: institution.id }).returning();

    const first = (await call('GET', `/staff/institutions/${institution.id}/members`, headers)).json().data;
    expect(first.members).toHaveLength(50);
    expect(first.members[0]).toEqual({ user_id: linkedOtherwise!.id, name: 'Linked', email: linkedOtherwise!.email, joined_at: null });
    // Only these fields, whatever else a member has written: staff never read free text.
    for (const member of first.members.slice(1)) expect(Object.keys(member).sort()).toEqual(['email', 'joined_at', 'name', 'user_id']);
    expect(first.members[1].joined_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    const second = (await call('GET', `/staff/institutions/${institution.id}/members?cursor=${first.next_cursor}`, headers)).json().data;
    expect(second.members).toHaveLength(2);
    expect(second.next_cursor).toBeNull();
    const ids = [...first.members, ...second.members].map((member: { user_id: number }) => member.user_id);
    expect(new Set(ids).size).toBe(52);
  });
});

describe('managers', () => {
  const invite = (headers: THeaders, institutionId: number, email: string) =>
    call('POST', `/staff/institutions/${institutionId}/managers`, headers, { email, reason: 'Their HR lead' });
  const managerRoles = (institutionId: number) =>
    db.select().from(staffRoles).where(and(eq(staffRoles.institutionId, institutionId), eq(staffRoles.role, StaffRole.InstitutionManager)));

  it('makes a verified account a manager at once, mails them, records it, and refuses a second time', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { user } = await createAccount(db, { preferredLanguage: 'fr' });
    const response = await invite(headers, institution.id, user.email.toUpperCase());
    expect(response.json().data).toEqual({ outcome: 'granted' });
    expect(await managerRoles(institution.id)).toEqual([expect.objectContaining({ userId: user.id })]);
    const [mail] = (await readOutbox(db)).filter((sent) => sent.to === user.email);
    expect(mail).toMatchObject({ subject: 'Vous êtes invité à suivre Université North sur Innerway' });
    expect(mail!.text).toContain(`${app.config.appUrl}/studio`);
    const detail = (await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data;
    expect(detail.managers).toEqual([{ user_id: user.id, name: user.name, email: user.email, since: expect.any(String) }]);
    expect((await auditOf(institution.id)).find((event) => event.action === 'institution_manager.invite')).toMatchObject({
      reason: 'Their HR lead',
      subjectUserId: user.id,
      details: { email: user.email, outcome: 'granted' },
    });

    const again = await invite(headers, institution.id, user.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('institution.already_manager'));
  });

  it('holds an invitation for an address without an account until an account verifies it', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const email = `new-partner-${institution.id}@example.com`;
    expect((await invite(headers, institution.id, email)).json().data).toEqual({ outcome: 'invited' });
    const [invitation] = (await readOutbox(db)).filter((sent) => sent.to === email);
    expect(invitation!.text).toContain(`${app.config.appUrl}/register`);
    expect((await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data.invites).toEqual([
      { id: expect.any(Number), email, invited_at: expect.any(String) },
    ]);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: clientInfoHeaders,
      payload: { name: 'Pat Partner', email, password: 'quiet-river-stones-4', password_confirmation: 'quiet-river-stones-4', agreed_to_conditions: true, marketing_opt_in: false },
      remoteAddress: freshIp(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // Registering proves nothing about the mailbox: no role yet.
    expect(await managerRoles(institution.id)).toEqual([]);

    const [verification] = (await readOutbox(db)).filter((sent) => sent.to === email && sent.text.includes('/email/verify/'));
    const token = new RegExp(`${app.config.appUrl}/email/verify/([A-Za-z0-9_-]{43})`).exec(verification!.text)![1]!;
    expect((await app.inject({ method: 'GET', url: `/api/email/verify/${token}` })).statusCode).toBe(200);
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(await managerRoles(institution.id)).toEqual([expect.objectContaining({ userId: account!.id })]);
    const [accepted] = await db.select().from(institutionManagerInvites).where(eq(institutionManagerInvites.email, email));
    expect(accepted!.acceptedAt).toBeInstanceOf(Date);
    expect((await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data.invites).toEqual([]);
  });

  it("removes a manager with a reason: the portal closes to them at once, their other institution's role stays", async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { institution: other } = await createInstitution(headers, names('South'));
    const { user, token } = await createAccount(db);
    expect((await invite(headers, institution.id, user.email)).json().data).toEqual({ outcome: 'granted' });
    expect((await invite(headers, other.id, user.email)).json().data).toEqual({ outcome: 'granted' });
    const report = (id: number) => call('GET', `/staff/institutions/${id}/report`, asBearer(token));
    expect((await report(institution.id)).statusCode).toBe(200);
    const url = `/staff/institutions/${institution.id}/managers/${user.id}/remove`;

    expect((await call('POST', url, headers, { reason: 'x' })).json()).toMatchObject({ code: 'validation.too_short' });
    const removed = await call('POST', url, headers, { reason: 'Left the company' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.managers).toEqual([]);
    expect(await managerRoles(institution.id)).toEqual([]);
    expect((await report(institution.id)).statusCode).toBe(403);
    expect((await report(other.id)).statusCode).toBe(200);
    expect((await auditOf(institution.id)).find((event) => event.action === 'institution_manager.remove')).toMatchObject({
      reason: 'Left the company',
      subjectUserId: user.id,
      details: { role: 'institution_manager' },
    });

    const again = await call('POST', url, headers, { reason: 'Left the company' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(refusal('institution.not_manager'));
    expect((await auditOf(institution.id)).filter((event) => event.action === 'institution_manager.remove')).toHaveLength(1);
  });

  it('leaves someone who managed only that institution with no staff area', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { user, token } = await createAccount(db);
    await invite(headers, institution.id, user.email);
    const areas = async () => (await call('GET', '/staff/me', asBearer(token))).json().data.areas;
    expect(await areas()).toEqual(['partner']);
    await call('POST', `/staff/institutions/${institution.id}/managers/${user.id}/remove`, headers, { reason: 'Left the company' });
    expect(await areas()).toEqual([]);
    expect((await call('GET', '/staff/partner/institutions', asBearer(token))).statusCode).toBe(403);
  });

  it('cancels an open invitation with a reason: verifying the address later grants nothing', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { user } = await createAccount(db, { isEmailVerified: false });
    expect((await invite(headers, institution.id, user.email)).json().data).toEqual({ outcome: 'invited' });
    const [pending] = (await call('GET', `/staff/institutions/${institution.id}`, headers)).json().data.invites;
    const url = `/staff/institutions/${institution.id}/invites/${pending.id}/cancel`;

    const cancelled = await call('POST', url, headers, { reason: 'Wrong address' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.invites).toEqual([]);
    expect((await auditOf(institution.id)).find((event) => event.action === 'institution_manager.cancel_invite')).toMatchObject({
      reason: 'Wrong address',
      details: { invite_id: pending.id, email: user.email },
    });
    const again = await call('POST', url, headers, { reason: 'Wrong address' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(refusal('institution.invite_not_open'));

    await db.transaction((tx) => acceptManagerInvites(tx, user));
    expect(await managerRoles(institution.id)).toEqual([]);
  });

  it('refuses to cancel an invitation that was taken up', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const { user } = await createAccount(db, { isEmailVerified: false });
    await invite(headers, institution.id, user.email);
    const [pending] = await db.select().from(institutionManagerInvites).where(eq(institutionManagerInvites.institutionId, institution.id));
    await db.transaction((tx) => acceptManagerInvites(tx, user));

    const response = await call('POST', `/staff/institutions/${institution.id}/invites/${pending!.id}/cancel`, headers, { reason: 'Wrong address' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('institution.invite_not_open'));
    expect(await managerRoles(institution.id)).toEqual([expect.objectContaining({ userId: user.id })]);
  });

  it('refuses an address that is not one with 400', async () => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers);
    const response = await invite(headers, institution.id, 'not an address');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation.email_invalid');
  });
});

describe("the institution's name a member sees", () => {
  it.each([
    ['en', 'Harbour University'],
    ['fr', 'Université du Port'],
    ['es', 'Universidad del Puerto'],
  ] as const)('is the %s one for a member reading that language', async (language, expected) => {
    const headers = await adminHeaders();
    const { institution } = await createInstitution(headers, { name_en: 'Harbour University', name_fr: 'Université du Port', name_es: 'Universidad del Puerto' });
    const { code } = await createCode(headers, institution.id, 5);
    const response = await redeem(code, { preferredLanguage: language });
    expect(response.json().data).toMatchObject({ institution_id: institution.id, institution_name: expected });
  });

  it('is the English one where an institution has no name in the language', async () => {
    const [institution] = await db.insert(institutions).values({ name: 'Older Institute' }).returning();
    await db.insert(subscriptionCodes).values({ code: `OLD${institution!.id}`, type: SubscriptionCodeType.Unlock, institutionId: institution!.id });
    const response = await redeem(`OLD${institution!.id}`, { preferredLanguage: 'es' });
    expect(response.json().data.institution_name).toBe('Older Institute');
  });
});
