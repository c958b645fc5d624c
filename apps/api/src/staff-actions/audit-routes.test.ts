import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AuditAction, type TAuditEventsPage } from '@innerway/domain';
import { asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { seedProgram } from '../content/content-testing.ts';
import { clientInfoHeaders, setUpTestApp } from '../test/harness.ts';

let app: FastifyInstance;
let db: Db;
let pool: pg.Pool;

setUpTestApp(async (test) => {
  ({ app, db, pool } = test);
  await seedProgram(db);
});

const withRole = (role: 'support' | 'editor' | 'institution_manager') => createStaffAccount(db, role);

const read = (token: string | null, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/staff/audit_events${query}`,
    headers: token ? asCookie(token) : clientInfoHeaders,
    remoteAddress: freshIp(),
  });

const page = async (token: string, query = ''): Promise<TAuditEventsPage> => {
  const response = await read(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const act = (token: string, memberId: number, path: string, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/staff/people/${memberId}/${path}`,
    headers: asCookie(token),
    payload: { reason },
    remoteAddress: freshIp(),
  });

describe('GET /api/staff/audit_events', () => {
  it('answers admins only', async () => {
    const admin = await createAccount(db, { isAdmin: true });
    expect((await read(null)).statusCode).toBe(401);
    expect((await read((await createAccount(db)).token)).statusCode).toBe(403);
    expect((await read((await createAccount(db, { isAdmin: true, isDisabled: true })).token)).statusCode).toBe(403);
    for (const role of ['support', 'editor', 'institution_manager'] as const) {
      expect((await read((await withRole(role)).token)).statusCode, role).toBe(403);
    }
    expect((await read(admin.token)).statusCode).toBe(200);
    // Refused before the query is read.
    expect((await read((await withRole('support')).token, '?limit=banana')).statusCode).toBe(403);
  });

  it('lists who did what to whom and why, newest first, filtered by actor, member, action and time', async () => {
    const admin = await createAccount(db, { isAdmin: true });
    const support = await withRole('support');
    const first = await createAccount(db);
    const second = await createAccount(db);
    expect((await act(support.token, first.user.id, 'disable', 'Reported abuse')).statusCode).toBe(200);
    expect((await act(support.token, first.user.id, 'enable', 'Cleared after review')).statusCode).toBe(200);
    expect((await act(admin.token, second.user.id, 'end_sessions', 'Lost phone')).statusCode).toBe(200);

    const bySupport = await page(admin.token, `?actor=${encodeURIComponent(support.user.email.toUpperCase())}`);
    expect(bySupport.events.map((event) => [event.action, event.reason, event.subject_email])).toEqual([
      [AuditAction.MemberEnable, 'Cleared after review', first.user.email],
      [AuditAction.MemberDisable, 'Reported abuse', first.user.email],
    ]);
    expect(bySupport.events[0]).toMatchObject({ actor_user_id: support.user.id, actor_email: support.user.email, subject_user_id: first.user.id });
    expect(bySupport.next).toBeNull();

    expect((await page(admin.token, `?subject=${second.user.id}`)).events.map((event) => event.reason)).toEqual(['Lost phone']);
    expect((await page(admin.token, `?subject=${encodeURIComponent(second.user.email)}`)).events).toHaveLength(1);
    expect((await page(admin.token, '?subject=nobody%40example.com')).events).toEqual([]);
    const disables = await page(admin.token, `?action=${AuditAction.MemberDisable}&subject=${first.user.id}`);
    expect(disables.events.map((event) => event.reason)).toEqual(['Reported abuse']);

    const [latest] = (await page(admin.token, `?subject=${second.user.id}`)).events;
    const at = new Date(latest!.at);
    const from = encodeURIComponent(new Date(at.getTime() + 1000).toISOString());
    const to = encodeURIComponent(at.toISOString());
    expect((await page(admin.token, `?subject=${second.user.id}&from=${from}`)).events).toEqual([]);
    // `to` is excluded, `from` included.
    expect((await page(admin.token, `?subject=${second.user.id}&to=${to}`)).events).toEqual([]);
    expect((await page(admin.token, `?subject=${second.user.id}&from=${to}`)).events).toHaveLength(1);

    expect((await read(admin.token, '?action=member.unknown')).statusCode).toBe(400);
  });

  it('pages by keyset without losing or repeating events, even within one instant', async () => {
    const admin = await createAccount(db, { isAdmin: true });
    const member = await createAccount(db);
    // Seven events in one transaction share one instant: the id orders them.
    await pool.query(
      `insert into audit_events (actor_user_id, actor_email, subject_user_id, action, reason, details)
         select $1, $2, $3, 'member.end_sessions', 'Paged ' || n, '{}' from generate_series(1, 7) n`,
      [admin.user.id, admin.user.email, member.user.id],
    );
    const seen: string[] = [];
    let query = `?subject=${member.user.id}&limit=3`;
    for (;;) {
      const { events, next } = await page(admin.token, query);
      seen.push(...events.map((event) => event.reason));
      if (!next) break;
      query = `?subject=${member.user.id}&limit=3&before=${encodeURIComponent(next)}`;
    }
    expect(seen).toEqual(['Paged 7', 'Paged 6', 'Paged 5', 'Paged 4', 'Paged 3', 'Paged 2', 'Paged 1']);
    expect((await read(admin.token, '?before=not-a-cursor')).statusCode).toBe(400);
    expect((await read(admin.token, '?limit=101')).statusCode).toBe(400);
  });

  it("keeps a deleted member's events, without their address, and never carries a member's own writing", async () => {
    const admin = await createAccount(db, { isAdmin: true });
    const member = await createAccount(db);
    const marker = `private${freshIp().replaceAll('.', '')}`;
    const written = await pool.query(
      `insert into user_assessments (user_id, module_id, quantitative_answer, qualitative_answer_one)
         select $1, id, 3, $2 from modules order by id limit 1`,
      [member.user.id, marker],
    );
    expect(written.rowCount).toBe(1);
    expect((await act(admin.token, member.user.id, 'reset_progress', 'Wants to start over')).statusCode).toBe(200);
    const before = await read(admin.token, `?subject=${member.user.id}`);
    expect(before.body).not.toContain(marker);
    expect((await act(admin.token, member.user.id, 'delete', 'Asked to be forgotten')).statusCode).toBe(200);

    const { events } = await page(admin.token, `?subject=${member.user.id}`);
    expect(events.map((event) => [event.reason, event.subject_user_id, event.subject_email])).toEqual([
      ['Asked to be forgotten', member.user.id, null],
      ['Wants to start over', member.user.id, null],
    ]);
    const rows = await db.select().from(auditEvents);
    expect(JSON.stringify(rows)).not.toContain(marker);
  });
});
