import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AuditAction, StaffRole, type TAuditAction } from '@innerway/domain';
import { asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { accessEvents, auditEvents, sessions, userStepProgress, users } from '../db/schema.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { clientInfoHeaders, readOutbox, readSettledOutbox, setUpTestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
let pool: pg.Pool;

setUpTestApp((test) => ({ app, db, pool } = test));

type TStaffKind = 'support' | 'admin' | 'editor' | 'partner';

const staffAccount = (kind: TStaffKind) => createStaffAccount(db, kind === 'partner' ? StaffRole.InstitutionManager : kind);

const reason = 'Asked by the member on the phone';

const act = (token: string | null, memberId: number | string, path: string, body: object = { reason }) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/people/${memberId}/${path}`,
    headers: token ? asCookie(token) : clientInfoHeaders,
    payload: body,
    remoteAddress: freshIp(),
  });

const auditRowsOf = (subjectUserId: number) =>
  db.select().from(auditEvents).where(eq(auditEvents.subjectUserId, subjectUserId)).orderBy(auditEvents.id);

const rowOf = async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)))[0];

const sessionCount = async (userId: number) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

interface TActionCase {
  path: string;
  action: TAuditAction;
  /** A member on whom the action makes sense. */
  member: () => ReturnType<typeof createAccount>;
  /** The action's effect, checked after it succeeded. */
  effect: (memberId: number) => Promise<void>;
}

const actions: TActionCase[] = [
  {
    path: 'disable',
    action: AuditAction.MemberDisable,
    member: () => createAccount(db),
    effect: async (id) => {
      expect((await rowOf(id))!.isDisabled).toBe(true);
      expect(await sessionCount(id)).toBe(0);
    },
  },
  {
    path: 'enable',
    action: AuditAction.MemberEnable,
    member: () => createAccount(db, { isDisabled: true }),
    effect: async (id) => expect((await rowOf(id))!.isDisabled).toBe(false),
  },
  {
    path: 'full_access',
    action: AuditAction.MemberGrantFullAccess,
    member: () => createAccount(db, { isTrialMode: true }),
    effect: async (id) => {
      expect((await rowOf(id))!.isTrialMode).toBe(false);
      const events = await db.select().from(accessEvents).where(eq(accessEvents.userId, id));
      expect(events.map((event) => event.kind)).toEqual(['full_access_granted']);
    },
  },
  {
    path: 'full_access/take_back',
    action: AuditAction.MemberTakeBackFullAccess,
    member: () => createAccount(db, { isTrialMode: false }),
    effect: async (id) => {
      expect((await rowOf(id))!.isTrialMode).toBe(true);
      const events = await db.select().from(accessEvents).where(eq(accessEvents.userId, id));
      expect(events.map((event) => event.kind)).toEqual(['full_access_taken_back']);
    },
  },
  {
    path: 'verification_mail',
    action: AuditAction.MemberResendVerification,
    member: () => createAccount(db, { isEmailVerified: false }),
    effect: async (id) => {
      const { email } = (await rowOf(id))!;
      const mails = (await readOutbox(db)).filter((mail) => mail.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('/email/verify/');
    },
  },
  {
    path: 'password_reset_mail',
    action: AuditAction.MemberSendPasswordReset,
    member: () => createAccount(db, { preferredLanguage: 'es' }),
    effect: async (id) => {
      const { email } = (await rowOf(id))!;
      const mails = (await readSettledOutbox(db)).filter((mail) => mail.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('/password/reset/');
      // The member's own language.
      expect(mails[0]!.subject).toMatch(/contraseña/i);
    },
  },
  {
    path: 'reset_progress',
    action: AuditAction.MemberResetProgress,
    member: async () => {
      const account = await createAccount(db);
      await pool.query(`insert into media_plays (user_id, play_id, media, content_id, voice, intervals, counted_seconds, first_reported_at, last_reported_at)
        values ($1, gen_random_uuid(), 'meditation', 1, 'female', '[[0, 30]]', 30, now(), now())`, [account.user.id]);
      return account;
    },
    effect: async (id) => {
      const { rows } = await pool.query('select count(*)::int as n from media_plays where user_id = $1', [id]);
      expect(rows[0].n).toBe(0);
      expect(await db.select().from(userStepProgress).where(eq(userStepProgress.userId, id))).toEqual([]);
    },
  },
  {
    path: 'end_sessions',
    action: AuditAction.MemberEndSessions,
    member: () => createAccount(db),
    effect: async (id) => {
      expect(await sessionCount(id)).toBe(0);
      expect((await rowOf(id))!.isDisabled).toBe(false);
    },
  },
  {
    path: 'delete',
    action: AuditAction.MemberDelete,
    member: () => createAccount(db),
    effect: async (id) => expect(await rowOf(id)).toBeUndefined(),
  },
];

describe.each(actions)('POST /api/staff/people/:id/$path', ({ path, action, member, effect }) => {
  it.each(['support', 'admin'] as const)('as %s: does it and records who, whom, what and why in the audit log', async (kind) => {
    const staff = await staffAccount(kind);
    const { user } = await member();
    const response = await act(staff.token, user.id, path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null, error: null });
    await effect(user.id);
    const [row, ...more] = await auditRowsOf(user.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actorUserId: staff.user.id, actorEmail: staff.user.email, subjectUserId: user.id, action, reason });
  });

  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['disabled', 403],
    ['editor', 403],
    ['partner', 403],
  ] as const)('as %s: %i, and nothing changes', async (kind, status) => {
    const caller =
      kind === 'anonymous' ? null : kind === 'member' ? await createAccount(db) : kind === 'disabled' ? await createAccount(db, { isDisabled: true, isAdmin: true }) : await staffAccount(kind);
    const { user } = await member();
    const before = await rowOf(user.id);
    const response = await act(caller?.token ?? null, user.id, path);
    expect(response.statusCode).toBe(status);
    expect(await rowOf(user.id)).toEqual(before);
    expect(await auditRowsOf(user.id)).toEqual([]);
  });

  it('refuses support on an admin (403), and an admin may', async () => {
    const support = await staffAccount('support');
    const { user } = await member();
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const before = await rowOf(user.id);
    const refused = await act(support.token, user.id, path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('staff.subject_is_admin'));
    expect(await rowOf(user.id)).toEqual(before);
    expect(await auditRowsOf(user.id)).toEqual([]);

    const admin = await staffAccount('admin');
    expect((await act(admin.token, user.id, path)).statusCode).toBe(200);
  });

  it('requires a reason of 3 to 500 characters, and writes nothing without one', async () => {
    const support = await staffAccount('support');
    const { user } = await member();
    const before = await rowOf(user.id);
    for (const body of [{}, { reason: '' }, { reason: '  a  ' }, { reason: 'x'.repeat(501) }]) {
      const response = await act(support.token, user.id, path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await act(support.token, user.id, path, { reason: '  ab ' })).json().code).toBe('validation.too_short');
    expect(await rowOf(user.id)).toEqual(before);
    expect(await auditRowsOf(user.id)).toEqual([]);
  });

  it('answers 404 for no such member', async () => {
    const support = await staffAccount('support');
    for (const id of ['999999999', 'abc', '0']) {
      const response = await act(support.token, id, path);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('what makes no sense is refused with its code, and not recorded', () => {
  it.each([
    ['disable', { isDisabled: true }, 'staff.already_disabled'],
    ['enable', { isDisabled: false }, 'staff.not_disabled'],
    ['full_access', { isTrialMode: false }, 'staff.already_full_access'],
    ['full_access/take_back', { isTrialMode: true }, 'staff.no_full_access'],
    ['verification_mail', { isEmailVerified: true }, 'staff.already_verified'],
  ] as const)('%s on a member with %o: 409 %s', async (path, state, code) => {
    const support = await staffAccount('support');
    const { user } = await createAccount(db, state);
    const response = await act(support.token, user.id, path);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal(code));
    expect(await auditRowsOf(user.id)).toEqual([]);
  });

  it.each(['disable', 'end_sessions', 'delete'])('%s on your own account: 409 staff.own_account', async (path) => {
    const admin = await staffAccount('admin');
    const response = await act(admin.token, admin.user.id, path);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('staff.own_account'));
    expect(await rowOf(admin.user.id)).toMatchObject({ isDisabled: false });
    expect(await sessionCount(admin.user.id)).toBe(1);
  });
});

describe('disabling', () => {
  it('signs the member out at once; signing in again says the account is disabled', async () => {
    const support = await staffAccount('support');
    const member = await createAccount(db);
    const me = () => app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(member.token) });
    expect((await me()).json().data.id).toBe(member.user.id);

    expect((await act(support.token, member.user.id, 'disable')).statusCode).toBe(200);
    expect((await me()).json().data).toBeNull();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: clientInfoHeaders,
      payload: { email: member.user.email, password: member.user.password },
      remoteAddress: freshIp(),
    });
    expect(signIn.json().data.user.is_disabled).toBe(true);

    expect((await act(support.token, member.user.id, 'enable')).statusCode).toBe(200);
    expect((await rowOf(member.user.id))!.isDisabled).toBe(false);
    expect((await auditRowsOf(member.user.id)).map((row) => row.action)).toEqual([AuditAction.MemberDisable, AuditAction.MemberEnable]);
  });

  it("tells support on the member's page who disabled the account, when and why: the latest disable, none once enabled", async () => {
    const support = await staffAccount('support');
    const admin = await staffAccount('admin');
    const member = await createAccount(db);
    const page = async () => (await app.inject({ method: 'GET', url: `/api/staff/people/${member.user.id}`, headers: asCookie(support.token) })).json().data;
    expect((await page()).disabling).toBeNull();

    expect((await act(support.token, member.user.id, 'disable', { reason: 'Reported for spam' })).statusCode).toBe(200);
    expect((await act(support.token, member.user.id, 'enable')).statusCode).toBe(200);
    expect((await page()).disabling).toBeNull();
    expect((await act(admin.token, member.user.id, 'disable', { reason: 'Chargeback under review' })).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, member.user.id), eq(auditEvents.actorUserId, admin.user.id)));
    expect((await page()).disabling).toEqual({ at: row!.at.toISOString(), actor_email: admin.user.email, reason: 'Chargeback under review' });
  });

  it.each(['disable', 'end_sessions'])('keeps when the member was last seen after %s ends their sessions', async (path) => {
    const support = await staffAccount('support');
    const member = await createAccount(db);
    const page = async () => (await app.inject({ method: 'GET', url: `/api/staff/people/${member.user.id}`, headers: asCookie(support.token) })).json().data;
    const seen = (await page()).last_seen_at;
    expect(seen).toEqual(expect.any(String));
    expect((await act(support.token, member.user.id, path)).statusCode).toBe(200);
    expect(await sessionCount(member.user.id)).toBe(0);
    expect((await page()).last_seen_at).toBe(seen);
  });
});

describe('deleting', () => {
  it("erases the account as the member's own deletion does, and the log keeps the member's id", async () => {
    const admin = await staffAccount('admin');
    const member = await createAccount(db);
    await pool.query(`insert into analytics_events (user_id, name) values ($1, 'tutorial_begin')`, [member.user.id]);
    expect((await act(admin.token, member.user.id, 'delete')).statusCode).toBe(200);
    const { rows } = await pool.query('select count(*)::int as n from analytics_events where user_id = $1', [member.user.id]);
    expect(rows[0].n).toBe(0);
    expect(await sessionCount(member.user.id)).toBe(0);
    const [row] = await db.select().from(auditEvents).where(and(eq(auditEvents.subjectUserId, member.user.id), eq(auditEvents.action, AuditAction.MemberDelete)));
    expect(row).toMatchObject({ actorUserId: admin.user.id, reason });
  });
});
