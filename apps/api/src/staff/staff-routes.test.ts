import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StaffArea, StaffRole } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { auditEvents, staffRoles, users } from '../db/schema.ts';
import { setUpTestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { createInstitution, createStaffAccount } from './staff-testing.ts';

let app: FastifyInstance;
let db: Db;
setUpTestApp((test) => ({ app, db } = test));

const me = (token: string) => app.inject({ method: 'GET', url: '/api/staff/me', headers: asCookie(token) });
const grant = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/staff/roles', headers: asCookie(token), payload });
const revoke = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/staff/roles/revoke', headers: asCookie(token), payload });

describe('GET /staff/me', () => {
  it('gives a member no role and no area', async () => {
    const { token } = await createAccount(db);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ roles: [], areas: [], institutions: [] });
  });

  it('gives each role its areas, and a manager the institution by name', async () => {
    const admin = await createStaffAccount(db, StaffRole.Admin);
    expect((await me(admin.token)).json().data).toEqual({
      roles: [{ role: 'admin', institution_id: null }],
      areas: Object.values(StaffArea),
      institutions: [],
    });
    const support = await createStaffAccount(db, StaffRole.Support);
    expect((await me(support.token)).json().data.areas).toEqual(['people', 'purchases']);
    const institution = await createInstitution(db, 'Lakeside College');
    const manager = await createStaffAccount(db, StaffRole.InstitutionManager, { institutionId: institution.id });
    expect((await me(manager.token)).json().data).toEqual({
      roles: [{ role: 'institution_manager', institution_id: institution.id }],
      areas: ['partner'],
      institutions: [{ id: institution.id, name: 'Lakeside College' }],
    });
  });

  it('answers 401 signed out and 403 to a disabled account', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const { token } = await createAccount(db, { isDisabled: true, isAdmin: true });
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('auth.disabled'));
  });
});

describe('staff roles', () => {
  it('are listed, given and taken back by admins only', async () => {
    for (const role of [StaffRole.Support, StaffRole.InstitutionManager, StaffRole.Editor]) {
      const { token } = await createStaffAccount(db, role);
      const listed = await app.inject({ method: 'GET', url: '/api/staff/roles', headers: asCookie(token) });
      expect(listed.statusCode, role).toBe(403);
      const { user } = await createAccount(db);
      expect((await grant(token, { email: user.email, role: 'support', reason: 'Joins support' })).statusCode, role).toBe(403);
      expect(await db.select().from(staffRoles).where(eq(staffRoles.userId, user.id))).toEqual([]);
    }
    const member = await createAccount(db);
    expect((await app.inject({ method: 'GET', url: '/api/staff/roles', headers: asCookie(member.token) })).statusCode).toBe(403);
  });

  it('gives a role with a reason, records it in the audit log, and lists the person with it', async () => {
    const admin = await createStaffAccount(db, StaffRole.Admin);
    const { user } = await createAccount(db, { name: 'Sam Support' });
    const response = await grant(admin.token, { email: user.email.toUpperCase(), role: 'support', reason: '  Joins the support team  ' });
    expect(response.statusCode).toBe(200);
    const person = response.json().data.people.find((entry: { user_id: number }) => entry.user_id === user.id);
    expect(person).toMatchObject({ name: 'Sam Support', email: user.email, roles: [{ role: 'support', institution_id: null, institution_name: null }] });
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, user.id));
    expect(event).toMatchObject({
      actorUserId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'role.grant',
      reason: 'Joins the support team',
      details: { role: 'support' },
    });
    // The person's own staff/me now opens support's areas.
    expect((await grant(admin.token, { email: user.email, role: 'support', reason: 'Again' })).json()).toEqual(refusal('staff.role_held'));
  });

  it('needs an institution for a manager, and an existing one', async () => {
    const admin = await createStaffAccount(db, StaffRole.Admin);
    const { user } = await createAccount(db);
    const missing = await grant(admin.token, { email: user.email, role: 'institution_manager', reason: 'Partner lead' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal('staff.institution_required'));
    const unknown = await grant(admin.token, { email: user.email, role: 'institution_manager', institution_id: 999_999, reason: 'Partner lead' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal('staff.institution_not_found'));
    const institution = await createInstitution(db, 'Riverside Health');
    const given = await grant(admin.token, { email: user.email, role: 'institution_manager', institution_id: institution.id, reason: 'Partner lead' });
    expect(given.statusCode).toBe(200);
    const person = given.json().data.people.find((entry: { user_id: number }) => entry.user_id === user.id);
    expect(person.roles).toMatchObject([{ role: 'institution_manager', institution_id: institution.id, institution_name: 'Riverside Health' }]);
  });

  it('refuses a missing or too short reason and an unknown address, changing nothing', async () => {
    const admin = await createStaffAccount(db, StaffRole.Admin);
    const { user } = await createAccount(db);
    const noReason = await grant(admin.token, { email: user.email, role: 'support', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual(refusal('validation.reason_required'));
    const short = await grant(admin.token, { email: user.email, role: 'support', reason: 'ok' });
    expect(short.json()).toEqual(refusal('validation.too_short', { field: 'reason', min: 3 }));
    const long = await grant(admin.token, { email: user.email, role: 'support', reason: 'x'.repeat(501) });
    expect(long.json()).toEqual(refusal('validation.too_long', { field: 'reason', max: 500 }));
    const nobody = await grant(admin.token, { email: 'nobody-here@example.com', role: 'support', reason: 'Joins support' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual(refusal('staff.person_not_found'));
    expect(await db.select().from(staffRoles).where(eq(staffRoles.userId, user.id))).toEqual([]);
    expect(await db.select().from(auditEvents).where(eq(auditEvents.actorUserId, admin.user.id))).toEqual([]);
  });

  it('takes a role back, and gives and takes the admin role but never from oneself', async () => {
    const admin = await createStaffAccount(db, StaffRole.Admin);
    const support = await createStaffAccount(db, StaffRole.Support);
    expect((await revoke(admin.token, { email: support.user.email, role: 'support', reason: 'Left the team' })).statusCode).toBe(200);
    expect(await db.select().from(staffRoles).where(eq(staffRoles.userId, support.user.id))).toEqual([]);
    expect((await revoke(admin.token, { email: support.user.email, role: 'support', reason: 'Left the team' })).json()).toEqual(
      refusal('staff.role_not_held'),
    );

    expect((await grant(admin.token, { email: support.user.email, role: 'admin', reason: 'Runs the program' })).statusCode).toBe(200);
    expect((await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, support.user.id)))[0]!.isAdmin).toBe(true);
    const own = await revoke(admin.token, { email: admin.user.email, role: 'admin', reason: 'Stepping down' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual(refusal('staff.own_admin_role'));
    expect((await revoke(admin.token, { email: support.user.email, role: 'admin', reason: 'Back to support' })).statusCode).toBe(200);
    const actions = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, admin.user.id), eq(auditEvents.subjectUserId, support.user.id)))
      .orderBy(desc(auditEvents.id));
    expect(actions.map((row) => row.action)).toEqual(['role.revoke', 'role.grant', 'role.revoke']);
  });
});
