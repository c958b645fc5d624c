// The People routes over HTTP: who may call them, what a member's page says, and that no staff
// reply carries what a member wrote.
import { describe, expect, it } from 'vitest';
import { StaffRole } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { hashToken } from '../auth/tokens.ts';
import { seedProgram } from '../content/content-testing.ts';
import { createStaffAccount, createInstitution } from '../staff/staff-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { createVictim } from '../../test/security/people.ts';

let t: TestApp;
let callers: Record<'member' | 'disabled' | 'support' | 'admin' | 'partner' | 'editor', string>;
let victim: Awaited<ReturnType<typeof createVictim>>;
/** What the victim wrote that only they may read, in words no other field holds. */
const freeText = {
  answerOne: 'I felt the weight lift on tuesday morning',
  answerTwo: 'Talking to my sister about the quarrel helped',
  journal: 'Dear journal,',
  giftMessage: 'Happy birthday from the whole choir',
};

setUpTestApp(async (test) => {
  t = test;
  await seedProgram(t.db);
  const token = async (promise: Promise<{ token: string }>) => (await promise).token;
  callers = {
    member: await token(createAccount(t.db)),
    disabled: await token(createAccount(t.db, { isDisabled: true })),
    support: await token(createStaffAccount(t.db, StaffRole.Support)),
    admin: await token(createStaffAccount(t.db, StaffRole.Admin)),
    partner: await token(createStaffAccount(t.db, StaffRole.InstitutionManager)),
    editor: await token(createStaffAccount(t.db, StaffRole.Editor)),
  };
  victim = await createVictim(t.db, t.pool);
  await t.pool.query(
    `insert into user_assessments (user_id, module_id, quantitative_answer, qualitative_answer_one, qualitative_answer_two)
       select $1, id, 5, $2, $3 from modules order by id limit 1`,
    [victim.user.id, freeText.answerOne, freeText.answerTwo],
  );
  await t.pool.query(`update subscription_codes set message = $2, display_from = 'The choir' where id = $1`, [victim.card.id, freeText.giftMessage]);
});

const get = (url: string, as?: keyof typeof callers) => t.app.inject({ method: 'GET', url, headers: as ? asCookie(callers[as]) : {} });

describe.each([
  ['/api/staff/people', () => '/api/staff/people'],
  ["a member's page", () => `/api/staff/people/${victim.user.id}`],
])('%s', (_, url) => {
  it.each([
    [undefined, 401],
    ['member', 403],
    ['disabled', 403],
    ['partner', 403],
    ['editor', 403],
    ['support', 200],
    ['admin', 200],
  ] as const)('answers %s with %i', async (as, status) => {
    const response = await get(url(), as);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().code).toBe(as === 'disabled' ? 'auth.disabled' : 'auth.forbidden');
  });
});

describe('GET /api/staff/people', () => {
  it('finds the member by an address with a typo, their page one click away', async () => {
    const typo = victim.user.email.replace('victim', 'vicitm');
    const response = await get(`/api/staff/people?q=${encodeURIComponent(typo)}`, 'support');
    expect(response.json().data.people[0]).toMatchObject({ id: victim.user.id, email: victim.user.email, is_trial_mode: false });
  });

  it('refuses a search too short to tell anyone apart, or too long, and a cursor that is not one', async () => {
    expect((await get('/api/staff/people?q=ab', 'support')).json()).toEqual(refusal('people.query_too_short'));
    expect((await get(`/api/staff/people?q=${'a'.repeat(101)}`, 'support')).json()).toEqual(refusal('people.query_too_long'));
    expect((await get('/api/staff/people?cursor=nonsense', 'support')).json()).toEqual(refusal('people.cursor_invalid'));
    const refused = await get('/api/staff/people?limit=51', 'support');
    expect(refused.statusCode).toBe(400);
  });

  it('follows its cursor over HTTP to the last page', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/staff/people?limit=3${cursor ? `&cursor=${cursor}` : ''}`, 'admin');
      const page = response.json().data as { people: { id: number }[]; next_cursor: string | null };
      seen.push(...page.people.map((person) => person.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    const { rows } = await t.pool.query<{ id: number }>('select id from users order by id desc');
    expect(seen).toEqual(rows.map((row) => row.id));
  });
});

describe("GET /api/staff/people/:id, a member's page", () => {
  it('says who they are, where their access came from and its whole history, oldest first', async () => {
    const institution = await createInstitution(t.db, 'Lycée Victor Hugo');
    const { user } = await createAccount(t.db, { name: 'Inès Martin', email: 'ines.martin@example.fr', preferredLanguage: 'fr', isTrialMode: false, institutionId: institution.id });
    const { rows: staff } = await t.pool.query<{ id: number; email: string }>(`select u.id, u.email from users u join staff_roles r on r.user_id = u.id where r.role = 'support' limit 1`);
    await t.pool.query(
      `insert into access_events (user_id, actor_user_id, kind, institution_id, details, at) values
         ($1, $1, 'institution_code_redeemed', $2, '{"via": "registration"}', '2026-01-02T10:00:00Z'),
         ($1, null, 'full_access_taken_back', null, '{}', '2026-02-02T10:00:00Z'),
         ($1, $3, 'full_access_granted', null, '{}', '2026-03-02T10:00:00Z')`,
      [user.id, institution.id, staff[0]!.id],
    );
    const person = (await get(`/api/staff/people/${user.id}`, 'support')).json().data;
    expect(person).toMatchObject({
      id: user.id,
      name: 'Inès Martin',
      email: 'ines.martin@example.fr',
      is_email_verified: true,
      preferred_language: 'fr',
      is_trial_mode: false,
      access_source: 'staff',
      institution: { id: institution.id, name: 'Lycée Victor Hugo' },
    });
    expect(person.last_seen_at).toEqual(expect.any(String));
    expect(person.access_events).toEqual([
      expect.objectContaining({ kind: 'institution_code_redeemed', at: '2026-01-02T10:00:00.000Z', actor: 'member', actor_email: null, via: 'registration', institution: { id: institution.id, name: 'Lycée Victor Hugo' } }),
      expect.objectContaining({ kind: 'full_access_taken_back', actor: 'none', actor_email: null }),
      expect.objectContaining({ kind: 'full_access_granted', actor: 'staff', actor_email: staff[0]!.email }),
    ]);
  });

  it('keeps when they were last seen after their sessions end', async () => {
    const { user, token } = await createAccount(t.db);
    // A session last used 20 minutes ago, then a request: the member is seen now.
    await t.pool.query(`update sessions set last_seen_at = now() - interval '20 minutes' where user_id = $1`, [user.id]);
    await t.pool.query(`update users set last_seen_at = now() - interval '20 minutes' where id = $1`, [user.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: asCookie(token) })).statusCode).toBe(200);
    const seen = (await get(`/api/staff/people/${user.id}`, 'support')).json().data.last_seen_at as string;
    expect(Date.now() - Date.parse(seen)).toBeLessThan(60_000);

    await t.pool.query('delete from sessions where user_id = $1', [user.id]);
    const person = (await get(`/api/staff/people/${user.id}`, 'support')).json().data;
    expect(person.sessions).toEqual([]);
    expect(person.last_seen_at).toBe(seen);
  });

  it('lists their devices by what they said they were, never by a token', async () => {
    const person = (await get(`/api/staff/people/${victim.user.id}`, 'admin')).json().data;
    expect(person.sessions).toEqual([
      { user_agent: null, client: 'web', created_at: expect.any(String), last_seen_at: expect.any(String), expires_at: expect.any(String) },
    ]);
  });

  it('counts their progress per topic: activities done over 90 %, check-ins', async () => {
    const person = (await get(`/api/staff/people/${victim.user.id}`, 'admin')).json().data;
    const { rows } = await t.pool.query<{ id: number }>('select id from modules where publish_status = 1 order by sort_order, id');
    expect(person.progress.map((topic: { module_id: number }) => topic.module_id)).toEqual(rows.map((row) => row.id));
    const first = person.progress.find((topic: { module_id: number }) => topic.module_id === Math.min(...rows.map((row) => row.id)));
    // The victim's one activity is at 40 %: started, not done; two check-ins on the first topic.
    expect(first).toMatchObject({ steps_done: 0, activities_done: 0, check_ins: 2 });
    expect(first.steps_total).toBeGreaterThan(0);
  });

  it('is 404 for no such member', async () => {
    expect((await get('/api/staff/people/999999', 'support')).statusCode).toBe(404);
  });
});

describe('no staff reply carries what a member wrote', () => {
  it('neither the search nor the page holds their answers, journal, gift message, code or token', async () => {
    const replies = [
      await get(`/api/staff/people?q=${encodeURIComponent(victim.user.email)}`, 'support'),
      await get(`/api/staff/people?q=${victim.marker}`, 'admin'),
      await get('/api/staff/people?limit=50', 'support'),
      await get(`/api/staff/people/${victim.user.id}`, 'support'),
      await get(`/api/staff/people/${victim.user.id}`, 'admin'),
    ].map((response) => response.body);
    expect(replies.every((body) => body.includes(victim.user.email))).toBe(true);
    const tokenHash = hashToken(victim.token);
    for (const body of replies) {
      for (const secret of [...Object.values(freeText), victim.card.code, victim.token, tokenHash, victim.exportId]) {
        expect(body).not.toContain(secret);
      }
      // The check-in answer of createVictim is its marker, which its name and address carry too:
      // the marker may appear only inside those.
      expect(body.replaceAll(victim.user.email, '').replaceAll(victim.user.name, '')).not.toContain(victim.marker);
    }
  });
});
