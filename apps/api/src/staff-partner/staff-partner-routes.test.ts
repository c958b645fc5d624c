import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AgeGroup, StaffRole, type TPartnerReport } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { seedProgram } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { setUpTestApp } from '../test/harness.ts';
import { createInstitution, createStaffAccount } from '../staff/staff-testing.ts';
import { createMembers, firstTopic, times } from './partner-testing.ts';
import { refreshPartnerRollup } from './refresh-partner-rollup.ts';

let app: FastifyInstance;
let db: Db;
// No worker: the tests run the rollup themselves.
setUpTestApp(
  async (test) => {
    ({ app, db } = test);
    await seedProgram(db);
  },
  { worker: false },
);

let ownId: number;
let otherId: number;
let partner: string;
let admin: string;
let memberEmails: string[];

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? asCookie(token) : {} });
const reportUrl = (id: number) => `/api/staff/institutions/${id}/report`;
const csvUrl = (id: number) => `/api/staff/institutions/${id}/report.csv`;

beforeAll(async () => {
  const topic = await firstTopic(db);
  ownId = (await createInstitution(db, 'Own College')).id;
  otherId = (await createInstitution(db, 'Secret Other Institute')).id;
  // 25 members: 12 complete the topic and rate it 4, 3 only start it; ages 12 / 3 / 10 not answered.
  const ids = await createMembers(db, ownId, topic, [
    ...times(12, { rating: 4, age: AgeGroup.TwentyIsh }),
    ...times(3, { starts: true, age: AgeGroup.Teen }),
    ...times(10, {}),
  ]);
  await createMembers(db, otherId, topic, times(30, { rating: 6 }));
  for (const [index, id] of ids.entries()) {
    await db.update(users).set({ name: `Nameable Person ${index}` }).where(eq(users.id, id));
  }
  memberEmails = (await db.select({ email: users.email }).from(users).where(eq(users.institutionId, ownId))).map((row) => row.email);
  await refreshPartnerRollup(db);
  partner = (await createStaffAccount(db, StaffRole.InstitutionManager, { institutionId: ownId })).token;
  admin = (await createStaffAccount(db, StaffRole.Admin)).token;
});

describe('who may read a report', () => {
  it('refuses anyone signed out (401), a member, support and an editor (403)', async () => {
    const member = (await createAccount(db)).token;
    const support = (await createStaffAccount(db, StaffRole.Support)).token;
    const editor = (await createStaffAccount(db, StaffRole.Editor)).token;
    for (const url of [reportUrl(ownId), csvUrl(ownId), '/api/staff/partner/institutions']) {
      expect((await get(url)).statusCode).toBe(401);
      for (const token of [member, support, editor]) {
        const refused = await get(url, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, data: null, code: 'auth.forbidden' });
      }
    }
  });

  it('refuses a disabled manager and a disabled admin (403)', async () => {
    const manager = await createStaffAccount(db, StaffRole.InstitutionManager, { institutionId: ownId });
    const disabledAdmin = await createStaffAccount(db, StaffRole.Admin);
    await db.update(users).set({ isDisabled: true }).where(eq(users.id, manager.user.id));
    await db.update(users).set({ isDisabled: true }).where(eq(users.id, disabledAdmin.user.id));
    for (const token of [manager.token, disabledAdmin.token]) {
      for (const url of [reportUrl(ownId), csvUrl(ownId)]) {
        const refused = await get(url, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'auth.disabled' });
      }
    }
  });

  it('gives a manager their own institution, and nothing of another, whether it exists or not', async () => {
    expect((await get(reportUrl(ownId), partner)).statusCode).toBe(200);
    expect((await get(csvUrl(ownId), partner)).statusCode).toBe(200);
    for (const id of [otherId, 999_999]) {
      for (const url of [reportUrl(id), csvUrl(id)]) {
        const refused = await get(url, partner);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('Secret Other Institute');
        expect(refused.json()).toEqual({ success: false, data: null, error: expect.any(String), code: 'auth.forbidden' });
      }
    }
    const list = await get('/api/staff/partner/institutions', partner);
    expect(list.json().data).toEqual([{ id: ownId, name: 'Own College' }]);
  });

  it('gives an admin any institution, and 404 for one that does not exist', async () => {
    expect((await get(reportUrl(otherId), admin)).json().data.institution).toEqual({ id: otherId, name: 'Secret Other Institute' });
    expect((await get(reportUrl(999_999), admin)).statusCode).toBe(404);
    const names = (await get('/api/staff/partner/institutions', admin)).json().data.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Own College', 'Secret Other Institute']));
  });

  it('refuses an id that is not a positive number (400)', async () => {
    expect((await get('/api/staff/institutions/abc/report', admin)).statusCode).toBe(400);
    expect((await get('/api/staff/institutions/0/report', admin)).statusCode).toBe(400);
  });
});

describe('what a report holds', () => {
  it('sends no value of a suppressed figure: null in JSON', async () => {
    const response = await get(reportUrl(ownId), partner);
    const report = response.json().data as TPartnerReport;
    expect(report.members).toBe(25);
    const topic = report.topics[0]!;
    // 15 started: shown (10 did not). 12 completed: 3 did not, so hidden.
    expect(topic).toMatchObject({ started: 15, completed: null, average_rating: 4 });
    const ages = Object.fromEntries(report.age_groups.map((row) => [String(row.age_group), row.members]));
    // 12 aged 18-24, 3 aged 13-17 (hidden), 10 not answered: hidden too, or 25 - 12 would give the 3 back.
    expect(ages).toEqual({ 15: null, 22: 12, 32: null, 50: null, 200: null, null: null });
    expect(response.body).not.toMatch(/"members":3\b|"completed":12\b/);
  });

  it('writes the same figures as CSV, suppressed cells as <10', async () => {
    const response = await get(csvUrl(ownId), partner);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="innerway-institution-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('section,item,figure,value');
    expect(lines).toContain('institution,Own College,members,25');
    expect(lines).toContain('age groups,18 - 24,members,12');
    expect(lines).toContain('age groups,13 - 17,members,<10');
    expect(lines).toContain('age groups,not answered,members,<10');
    expect(lines.filter((line) => line.includes(',completed,'))[0]).toMatch(/,completed,<10$/);
  });

  it('carries nothing of a person: no name, address, id or written answer', async () => {
    for (const url of [reportUrl(ownId), csvUrl(ownId)]) {
      const { body } = await get(url, admin);
      expect(body).not.toContain('Nameable Person');
      expect(body).not.toContain('private words');
      for (const email of memberEmails) expect(body).not.toContain(email);
      expect(body).not.toMatch(/user_id|email/);
    }
  });
});
