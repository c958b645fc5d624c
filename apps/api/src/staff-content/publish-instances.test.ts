import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { StaffRole, type TStudioItem } from '@innerway/domain';
import { buildApp } from '../app.ts';
import { asBearer, createAccount } from '../auth/account-testing.ts';
import { settledContent, setUpProgramApp } from '../content/content-testing.ts';
import { createDb, createPool } from '../db/client.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import type { TestApp } from '../test/harness.ts';

// Two instances of the server on one database, as in production behind a load balancer: an editor
// publishes on one, a member reads from the other.
describe('a publish on one instance', () => {
  let test: TestApp;
  setUpProgramApp((ready) => (test = ready));
  let one: FastifyInstance;
  let two: FastifyInstance;
  let closeTwo: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    one = test.app;
    const pool = createPool(test.pool.options.connectionString!, 5);
    two = await buildApp({ config: test.config, db: createDb(pool), pool });
    await two.ready();
    closeTwo = async () => {
      await two.close();
      await pool.end();
    };
  });
  afterAll(() => closeTwo?.());

  it("reaches the other instance's members within a second", async () => {
    const editor = asBearer((await createStaffAccount(test.db, StaffRole.Editor)).token);
    const member = asBearer((await createAccount(test.db)).token);
    const memberTitle = async () => (await two.inject({ method: 'GET', url: '/api/modules/6', headers: member })).json().data.title as string;
    const before = await memberTitle();
    // The second instance holds its copy in memory: the publish must make it drop it.
    await settledContent(two);

    const item = (await one.inject({ method: 'GET', url: '/api/staff/content/topic/6', headers: editor })).json().data as TStudioItem;
    const saved = await one.inject({
      method: 'PUT',
      url: '/api/staff/content/topic/6/drafts/en',
      headers: editor,
      payload: { base_version: item.drafts.en.version, values: { ...item.published.en, title: 'Reach, published on one' } },
    });
    expect(await memberTitle()).toBe(before);
    const published = await one.inject({
      method: 'POST',
      url: '/api/staff/content/publish',
      headers: editor,
      payload: { changes: [{ kind: 'topic', id: 6, part: 'en', version: (saved.json().data as TStudioItem).drafts.en.version }] },
    });
    expect(published.statusCode).toBe(200);

    const deadline = Date.now() + 1_000;
    let seen = await memberTitle();
    while (seen !== 'Reach, published on one' && Date.now() < deadline) seen = await memberTitle();
    expect(seen).toBe('Reach, published on one');
  });
});
