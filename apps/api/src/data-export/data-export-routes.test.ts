import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataExportExpiresAt, type TDataExport } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { addJob } from '../db/job-queue.ts';
import { dataExports, outboxMails } from '../db/schema.ts';
import { asBearer, asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { setUpTestApp } from '../test/harness.ts';
import { memberWithData, readExportZip, seedTopic } from './data-export-testing.ts';
import { exportsFolder } from './export-files.ts';

// Each app of this file keeps its exports in a folder of its own.
const dataDirs: string[] = [];
const ownDataDir = () => {
  const dir = path.join(os.tmpdir(), `innerway-data-export-${process.pid}-${dataDirs.length}`);
  dataDirs.push(dir);
  return { dataDir: dir };
};
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

type THeaders = Record<string, string>;

function routesOf(getApp: () => FastifyInstance) {
  return {
    read: (userId: number | string, headers: THeaders) =>
      getApp().inject({ method: 'GET', url: `/api/users/${userId}/data_export`, headers, remoteAddress: freshIp() }),
    ask: (userId: number | string, headers: THeaders, ip = freshIp()) =>
      getApp().inject({ method: 'POST', url: `/api/users/${userId}/data_export`, headers, payload: {}, remoteAddress: ip }),
    download: (userId: number | string, exportId: string, headers: THeaders) =>
      getApp().inject({ method: 'GET', url: `/api/users/${userId}/data_export/${exportId}/file`, headers, remoteAddress: freshIp() }),
  };
}

const filesIn = async (dataDir: string) => (await readdir(exportsFolder(dataDir)).catch(() => [] as string[])).sort();

describe('Download my data', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  setUpTestApp(
    (test) => {
      ({ app, db } = test);
      dataDir = test.config.dataDir;
    },
    { config: ownDataDir },
  );
  const { read, ask, download } = routesOf(() => app);

  /** Waits for the job queue to settle the export (the positive signal: its state changes). */
  async function settled(userId: number, headers: THeaders): Promise<TDataExport> {
    return vi.waitFor(
      async () => {
        const reply = (await read(userId, headers)).json().data as TDataExport;
        if (reply.state === 'preparing') throw new Error('still preparing');
        return reply;
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  it("prepares the member's data in the background, offers it for the domain's days, mails them, and holds nothing of anyone else", async () => {
    const topic = await seedTopic(db);
    const ada = await memberWithData(db, topic, 'ada', { preferredLanguage: 'es' });
    const bob = await memberWithData(db, topic, 'bob');
    const headers = asCookie(ada.token);

    expect((await read(ada.user.id, headers)).json().data).toBeNull();
    const asked = await ask(ada.user.id, headers);
    expect(asked.statusCode).toBe(201);
    const preparing = asked.json().data as TDataExport;
    expect(preparing).toMatchObject({ state: 'preparing', ready_at: null, expires_at: null, size_bytes: null });
    expect(preparing.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const ready = await settled(ada.user.id, headers);
    expect(ready).toMatchObject({ id: preparing.id, state: 'ready' });
    expect(ready.expires_at).toBe(dataExportExpiresAt(new Date(ready.ready_at!)).toISOString());
    expect(await filesIn(dataDir)).toEqual([`${ready.id}.zip`]);

    const file = await download(ada.user.id, ready.id, headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="innerway-data-${ready.ready_at!.slice(0, 10)}.zip"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.byteLength).toBe(ready.size_bytes);

    const { names, json, page, data } = readExportZip(file.rawPayload);
    expect(names).toEqual(['innerway-data.html', 'innerway-data.json']);
    expect(data).toMatchObject({ format: 'innerway-data-export', version: 1 });
    expect(Object.keys(data.sections)).toEqual(['profile', 'progress', 'assessments', 'journal', 'minutes', 'reminders', 'access', 'surveys', 'devices', 'mails', 'analytics']);
    expect(data.sections.profile!.account).toMatchObject({ id: ada.user.id, email: ada.user.email, name: 'Name ada', institution: 'Institution ada' });
    expect(data.sections.profile!.account).not.toHaveProperty('password_hash');
    expect(data.sections.progress!.videos).toEqual([expect.objectContaining({ topic: 'Noticing', video: 'Breathing video', percent: 40, seconds_watched: 33 })]);
    expect(data.sections.assessments!.answers).toEqual([
      expect.objectContaining({ topic: 'Noticing', rating: 4, first_question: 'What did you notice?', first_answer: 'Answer ada' }),
    ]);
    expect(data.sections.journal!.entries).toEqual([expect.objectContaining({ topic: 'Noticing', activity: 'Evening pages', text: 'Journal ada' })]);
    expect(data.sections.access!.events).toEqual([
      expect.objectContaining({ kind: 'institution_code_redeemed', by_you: true, institution: 'Institution ada', code: ada.unlockCode }),
    ]);
    expect(data.sections.access!.gift_cards_bought).toEqual([expect.objectContaining({ code: ada.giftCode, status: 'unsent' })]);
    expect(data.sections.analytics!.events).toEqual([
      expect.objectContaining({ event: 'screen_view', params: { screen_name: 'Dashboard', page_title: 'Title ada' } }),
    ]);
    expect(data.sections.devices!.sessions).toHaveLength(1);
    expect(json).not.toMatch(/token|hash/i);

    // The readable page, in the member's language, says the same.
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Tus datos de Innerway');
    expect(page).toContain('Answer ada');

    // Nothing of the other member, in either file.
    for (const text of [json, page]) {
      for (const theirs of [bob.user.email, 'Name bob', 'Answer bob', 'Journal bob', 'Title bob', 'Institution bob', bob.giftCode, bob.unlockCode]) {
        expect(text).not.toContain(theirs);
      }
    }

    // The mail says it is ready, in the member's language, and carries none of the data.
    const mail = await vi.waitFor(
      async () => {
        const [row] = await db.select().from(outboxMails).where(eq(outboxMails.to, ada.user.email));
        if (!row) throw new Error('no mail yet');
        return row;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(mail.subject).toBe('Tus datos de Innerway están listos para descargar');
    expect(mail.text).toContain('/users/me?data_export=1');
    for (const data of ['Answer ada', ada.giftCode, ready.id]) {
      expect(mail.text).not.toContain(data);
      expect(mail.html).not.toContain(data);
    }

    // Its deletion waits in the queue for the day it expires.
    const { rows } = await db.execute<{ run_at: Date }>(
      sql`select j.run_at from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'remove_data_export'`,
    );
    expect(rows.map((row) => new Date(row.run_at).toISOString())).toEqual([ready.expires_at]);
  });

  it('answers only the member: another member gets 404 for the file under their own id and 403 under the owner\'s; signed out, 401', async () => {
    const topic = await seedTopic(db);
    const ada = await memberWithData(db, topic, 'ann');
    const eve = await createAccount(db);
    await ask(ada.user.id, asBearer(ada.token));
    const ready = await settled(ada.user.id, asBearer(ada.token));

    expect((await download(ada.user.id, ready.id, asBearer(ada.token))).statusCode).toBe(200);
    expect((await download(eve.user.id, ready.id, asBearer(eve.token))).statusCode).toBe(404);
    expect((await download(ada.user.id, ready.id, asBearer(eve.token))).statusCode).toBe(403);
    expect((await read(ada.user.id, asBearer(eve.token))).statusCode).toBe(403);
    expect((await ask(ada.user.id, asBearer(eve.token))).statusCode).toBe(403);
    expect((await download(ada.user.id, ready.id, {})).statusCode).toBe(401);
    expect((await download(ada.user.id, 'A'.repeat(22), asBearer(ada.token))).statusCode).toBe(404);
    expect((await download(ada.user.id, '..%2F..%2Fpostgres-password', asBearer(ada.token))).statusCode).toBe(404);
  });

  it('escapes everything written by people on the readable page', async () => {
    const topic = await seedTopic(db);
    const mallory = await memberWithData(db, topic, '<img src=x onerror=alert(1)>', { preferredLanguage: 'fr' });
    await ask(mallory.user.id, asBearer(mallory.token));
    const ready = await settled(mallory.user.id, asBearer(mallory.token));
    const { page, data } = readExportZip((await download(mallory.user.id, ready.id, asBearer(mallory.token))).rawPayload);
    expect(data.sections.assessments!.answers).toEqual([expect.objectContaining({ first_answer: 'Answer <img src=x onerror=alert(1)>' })]);
    expect(page).toContain('Answer &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`);
    expect(page).toContain('<html lang="fr">');
  });

  it('stops offering an expired export at once, and the job deletes its file and says so', async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    await ask(member.user.id, headers);
    const ready = await settled(member.user.id, headers);
    await db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, ready.id));

    expect((await read(member.user.id, headers)).json().data).toMatchObject({ state: 'expired', size_bytes: null });
    expect((await download(member.user.id, ready.id, headers)).statusCode).toBe(404);

    // The day comes: the queued deletion runs.
    await addJob(db, 'remove_data_export', { exportId: ready.id }, { maxAttempts: 1 });
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(dataExports).where(eq(dataExports.id, ready.id));
        if (row?.state !== 'expired') throw new Error('not expired yet');
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(await filesIn(dataDir)).not.toContain(`${ready.id}.zip`);
    expect((await read(member.user.id, headers)).json().data).toMatchObject({ id: ready.id, state: 'expired' });
  });

  it('replaces the previous export with a new one, whose file alone is kept', async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    await ask(member.user.id, headers);
    const first = await settled(member.user.id, headers);
    const asked = await ask(member.user.id, headers);
    expect(asked.statusCode).toBe(201);
    const second = await settled(member.user.id, headers);
    expect(second.id).not.toBe(first.id);
    await vi.waitFor(async () => expect(await filesIn(dataDir)).not.toContain(`${first.id}.zip`), { timeout: 5_000, interval: 20 });
    expect(await filesIn(dataDir)).toContain(`${second.id}.zip`);
    expect((await download(member.user.id, first.id, headers)).statusCode).toBe(404);
  });

  it("deletes the member's export with their account", async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    await ask(member.user.id, headers);
    const ready = await settled(member.user.id, headers);
    expect(await filesIn(dataDir)).toContain(`${ready.id}.zip`);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/users/${member.user.id}`, headers, remoteAddress: freshIp() });
    expect(deleted.statusCode).toBe(200);
    expect(await db.select().from(dataExports).where(eq(dataExports.id, ready.id))).toEqual([]);
    await vi.waitFor(async () => expect(await filesIn(dataDir)).not.toContain(`${ready.id}.zip`), { timeout: 5_000, interval: 20 });
  });

  it('throttles asking: five a day per account, with Retry-After', async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    for (let i = 0; i < 5; i += 1) {
      await ask(member.user.id, headers);
      await settled(member.user.id, headers);
    }
    const refused = await ask(member.user.id, headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
  });
});

describe('asking while an export is being prepared', () => {
  let app: FastifyInstance;
  let db: Db;
  // No worker: the export stays `preparing`, as it is while a job runs.
  setUpTestApp((test) => ({ app, db } = test), { worker: false, config: ownDataDir });
  const { ask } = routesOf(() => app);

  it('is 409 data_export.in_progress, and two requests at once make one export', async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    const [one, two] = await Promise.all([ask(member.user.id, headers), ask(member.user.id, headers)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    expect([one, two].find((reply) => reply.statusCode === 409)!.json()).toMatchObject({ code: 'data_export.in_progress' });
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))).toHaveLength(1);
  });
});

describe('an export that cannot be prepared', () => {
  let app: FastifyInstance;
  let db: Db;
  // A DATA_DIR no file can be written under: every attempt fails.
  setUpTestApp((test) => ({ app, db } = test), { config: { dataDir: '/dev/null/innerway' } });
  const { read, ask } = routesOf(() => app);

  it('says failed after its last attempt, and may be asked for again', async () => {
    const member = await createAccount(db);
    const headers = asBearer(member.token);
    await ask(member.user.id, headers);
    // Three attempts, exp(1) and exp(2) seconds apart (db/job-queue.ts).
    const failed = await vi.waitFor(
      async () => {
        const reply = (await read(member.user.id, headers)).json().data as TDataExport;
        if (reply.state === 'preparing') throw new Error('still preparing');
        return reply;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(failed).toMatchObject({ state: 'failed', ready_at: null, size_bytes: null });
    expect(await db.select().from(outboxMails).where(eq(outboxMails.to, member.user.email))).toEqual([]);
    const again = await ask(member.user.id, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ state: 'preparing' });
  }, 40_000);
});
