import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createDb, createPool } from '../db/client.ts';
import { buildApp } from '../app.ts';
import { JOB_POOL_SIZE } from '../jobs/job-worker-plugin.ts';
import { asBearer, asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { createGiftCard } from '../access/generate-code.ts';
import { clientInfoHeaders, readOutbox, readSettledOutbox, setUpTestApp, type TestApp } from '../test/harness.ts';
import { startTestSmtpServer } from './smtp-testing.ts';

// One real SMTP server per scenario (smtp-server), on free local ports.
const accepting = await startTestSmtpServer('accept');
const refusing = await startTestSmtpServer('refuse');
const stalling = await startTestSmtpServer('stall');
const silent = await startTestSmtpServer('stall');
const shared = await startTestSmtpServer('accept');
const hanging = await startTestSmtpServer('stall');
const servers = [accepting, refusing, stalling, silent, shared, hanging];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const forgotPassword = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/password/email', payload: { email }, remoteAddress: freshIp() });

let registrations = 0;
const register = (app: FastifyInstance) => {
  registrations += 1;
  return app.inject({
    method: 'POST',
    url: '/api/users/register',
    headers: clientInfoHeaders,
    remoteAddress: freshIp(),
    payload: {
      name: 'Maya Rivers',
      email: `maya-delivery-${registrations}@example.com`,
      password: 'soft-morning-light-7',
      password_confirmation: 'soft-morning-light-7',
      agreed_to_conditions: true,
      marketing_opt_in: false,
    },
  });
};

const sendGiftCard = async (app: FastifyInstance, db: Db, recipientEmail: string) => {
  const buyer = await createAccount(db);
  const card = await createGiftCard(db, buyer.user.id);
  return app.inject({
    method: 'PUT',
    url: `/api/users/${buyer.user.id}/gift_cards/${card.id}`,
    headers: asBearer(buyer.token),
    payload: { status: 'sent', recipient_email: recipientEmail },
    remoteAddress: freshIp(),
  });
};

const mailTo = async (db: Db, to: string) => (await readOutbox(db)).filter((mail) => mail.to === to);

// The queue's public view (graphile_worker.jobs) leaves payloads out: read its table.
const queuedJobs = (db: Db) =>
  db.execute<{ task_identifier: string; payload: { mailId: number }; max_attempts: number }>(
    sql`select task.identifier as task_identifier, job.payload, job.max_attempts
        from graphile_worker._private_jobs job join graphile_worker._private_tasks task on task.id = job.task_id`,
  );

const noMail = { success: true, data: null, error: null };

describe('a mail a request sends', () => {
  let t: TestApp;
  // No worker: what the request itself committed stays as it left it.
  setUpTestApp((test) => (t = test), { worker: false });

  it('is queued with its delivery job in the transaction of the writes it belongs to', async () => {
    const { user, token } = await createAccount(t.db, { isEmailVerified: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/email/resend', headers: asCookie(token) });
    expect(response.json()).toEqual({ success: true, data: { already_verified: false }, error: null });

    const [mail] = await mailTo(t.db, user.email);
    expect(mail).toMatchObject({ state: 'queued', attempts: 0, lastError: null, deliveredAt: null });
    const { rows } = await queuedJobs(t.db);
    expect(rows).toContainEqual({
      task_identifier: 'deliver_mail',
      payload: { mailId: mail!.id },
      max_attempts: t.config.mailDelivery.maxAttempts,
    });
  });

  it('is neither kept nor delivered when that transaction rolls back', async () => {
    const before = { mails: (await readOutbox(t.db)).length, jobs: (await queuedJobs(t.db)).rows.length };
    const failing = t.db.transaction(async (tx) => {
      await t.app.mailer.queue(tx, { to: 'never@example.com', subject: 'Never', text: 'never', html: '<p>never</p>' });
      throw new Error('a later write failed');
    });
    await expect(failing).rejects.toThrow('a later write failed');
    expect((await readOutbox(t.db)).length).toBe(before.mails);
    expect((await queuedJobs(t.db)).rows.length).toBe(before.jobs);
  });
});

describe('delivery through SMTP_URL, to a real SMTP server', () => {
  const smtp = accepting;
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { smtpUrl: smtp.url } });

  it('hands the verification, reset and gift mails to the server, once each, and marks them delivered', async () => {
    const registered = await register(t.app);
    expect(registered.statusCode).toBe(201);
    const newcomer = registered.json().data.user.email as string;
    const { user } = await createAccount(t.db);
    expect((await forgotPassword(t.app, user.email)).json()).toEqual(noMail);
    expect((await sendGiftCard(t.app, t.db, 'friend@example.com')).statusCode).toBe(200);

    const outbox = await readSettledOutbox(t.db);
    for (const to of [newcomer, user.email, 'friend@example.com']) {
      const [mail, ...others] = outbox.filter((row) => row.to === to);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ state: 'delivered', attempts: 1, lastError: null, deliveredAt: expect.any(Date) });
      const received = smtp.received.filter((message) => message.to.includes(to));
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@innerway.app');
      expect(received[0]!.raw).toContain(`Subject: ${mail!.subject}`);
      // In local the outbox keeps the body for the outbox page, the links included.
      const link = mail!.text.match(/https?:\/\/\S+/)![0];
      expect(received[0]!.raw).toContain(link.replaceAll('=', '=3D'));
    }
  });

  it('lists every mail at /api/dev/outbox in local, with its state', async () => {
    const { user, token } = await createAccount(t.db, { isEmailVerified: false });
    const resent = await t.app.inject({ method: 'GET', url: '/api/email/resend', headers: asCookie(token) });
    expect(resent.json()).toEqual({ success: true, data: { already_verified: false }, error: null });
    await readSettledOutbox(t.db);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;
    expect(listed.find((mail: { to: string }) => mail.to === user.email)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      last_error: null,
      delivered_at: expect.stringMatching(/^\d{4}-/),
      text: expect.stringContaining('/email/verify/'),
    });
  });
});

describe('delivery outside local', () => {
  const smtp = accepting;
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { appEnv: 'dev', smtpUrl: smtp.url } });

  it('keeps the record of a delivered mail without its body, whose links carry live tokens', async () => {
    const { user } = await createAccount(t.db);
    await forgotPassword(t.app, user.email);
    const [mail] = await readSettledOutbox(t.db);
    expect(mail).toMatchObject({ to: user.email, state: 'delivered', text: '', html: '' });
    const [received] = smtp.received.filter((message) => message.to.includes(user.email));
    expect(received!.raw).toContain('/password/reset/');
  });
});

describe('a mail server that refuses the mail', () => {
  const smtp = refusing;
  const lines: string[] = [];
  let t: TestApp;
  setUpTestApp((test) => (t = test), {
    config: { smtpUrl: smtp.url, mailDelivery: { maxAttempts: 2, timeoutMs: 2_000 } },
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
  });

  it('changes no reply: each request answers as it does with mail up', async () => {
    const { user, token } = await createAccount(t.db, { isEmailVerified: false });
    expect((await forgotPassword(t.app, user.email)).json()).toEqual(noMail);
    expect((await forgotPassword(t.app, 'nobody-here@example.com')).json()).toEqual(noMail);
    expect((await register(t.app)).statusCode).toBe(201);
    const resent = await t.app.inject({ method: 'GET', url: '/api/email/resend', headers: asCookie(token) });
    expect(resent.json()).toEqual({ success: true, data: { already_verified: false }, error: null });
    expect((await sendGiftCard(t.app, t.db, 'friend@example.com')).statusCode).toBe(200);
  });

  it('retries, then records the failure on the mail and in the log, without the address', async () => {
    const { user } = await createAccount(t.db);
    await forgotPassword(t.app, user.email);
    const outbox = await readSettledOutbox(t.db);

    const [mail] = outbox.filter((row) => row.to === user.email);
    expect(mail).toMatchObject({ state: 'failed', attempts: 2, deliveredAt: null, lastError: expect.stringContaining('550') });
    expect(smtp.refused.filter((address) => address === user.email)).toHaveLength(2);
    expect(smtp.received).toEqual([]);
    // Nothing is lost: every mail of this file is on record as failed.
    expect(outbox.map((row) => row.state)).toEqual(outbox.map(() => 'failed'));

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; mailId?: number });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'mail not delivered: the last attempt failed', mailId: mail!.id, attempts: 2 }));
    expect(lines.join('\n')).not.toContain('@example.com');
  });
});

describe('a mail server that accepts connections and never answers', () => {
  const smtp = stalling;
  let t: TestApp;
  // Long enough that the deliveries are still hanging while the requests below are answered.
  setUpTestApp((test) => (t = test), { config: { smtpUrl: smtp.url, mailDelivery: { maxAttempts: 1, timeoutMs: 60_000 } } });

  it('holds up neither the requests that send mail nor anything else', async () => {
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createAccount(t.db)));
    const replies = await Promise.all(accounts.map(({ user }) => forgotPassword(t.app, user.email)));
    expect(replies.map((reply) => reply.json())).toEqual(replies.map(() => noMail));

    // The worker's deliveries are now hanging on the server...
    await vi.waitFor(() => expect(smtp.openConnections()).toBeGreaterThan(0));
    // ...and the API answers as usual, mail-sending routes included, ten gift sends at once too.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const sends = await Promise.all(Array.from({ length: 10 }, (_, n) => sendGiftCard(t.app, t.db, `friend-${n}@example.com`)));
    expect(sends.map((send) => send.statusCode)).toEqual(sends.map(() => 200));
    expect((await register(t.app)).statusCode).toBe(201);
    expect((await forgotPassword(t.app, 'nobody-here@example.com')).json()).toEqual(noMail);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // All of it answered while the server had not yet greeted a single delivery.
    expect(smtp.openConnections()).toBeGreaterThan(0);
    // Nothing was delivered or given up: the gift and registration mails, written by their
    // requests, wait queued. The reset mails are written by their requests' jobs, which may still
    // be waiting for a worker slot while the hanging deliveries hold them.
    const waiting = await readOutbox(t.db);
    expect(waiting.length).toBeGreaterThanOrEqual(11);
    expect(waiting.map((mail) => mail.state)).toEqual(waiting.map(() => 'queued'));

    // The server comes back refusing: the hanging attempts fail and so do the rest, every
    // reset mail included.
    smtp.behave('refuse');
    smtp.dropConnections();
    const outbox = await readSettledOutbox(t.db);
    expect(outbox).toHaveLength(21);
    expect(outbox.map((mail) => mail.state)).toEqual(outbox.map(() => 'failed'));
  });
});

describe('the transport timeouts', () => {
  const smtp = silent;
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { smtpUrl: smtp.url, mailDelivery: { maxAttempts: 1, timeoutMs: 300 } } });

  it('end an attempt on a server that never answers, and the failure is recorded', async () => {
    const { user } = await createAccount(t.db);
    await forgotPassword(t.app, user.email);
    const [mail] = await readSettledOutbox(t.db);
    expect(mail).toMatchObject({ to: user.email, state: 'failed', attempts: 1, lastError: expect.stringMatching(/greeting|timeout/i) });
  });
});

describe('an instance stopping while a delivery hangs', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test), { worker: false });

  it('gives the attempt up, so the job is free for another instance at once', async () => {
    const pool = createPool(t.pool.options.connectionString!, 2);
    const jobPool = createPool(t.pool.options.connectionString!, JOB_POOL_SIZE);
    const config = { ...t.config, smtpUrl: hanging.url, mailDelivery: { maxAttempts: 5, timeoutMs: 60_000 } };
    const stopping = await buildApp({ config, db: createDb(pool), pool, jobPool });
    await stopping.ready();
    try {
      const { user } = await createAccount(t.db);
      await forgotPassword(stopping, user.email);
      await vi.waitFor(() => expect(hanging.openConnections()).toBe(1));
    } finally {
      await stopping.close();
      await jobPool.end();
      await pool.end();
    }

    const [mail] = await readOutbox(t.db);
    expect(mail).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/abort/i) });
    const { rows } = await t.db.execute<{ attempts: number; locked_at: Date | null }>(
      sql`select attempts, locked_at from graphile_worker.jobs`,
    );
    expect(rows).toEqual([{ attempts: 1, locked_at: null }]);
  });
});

describe('several instances on one database', () => {
  const smtp = shared;
  let t: TestApp;
  setUpTestApp((test) => (t = test), { config: { smtpUrl: smtp.url } });

  let second: { app: FastifyInstance; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const pool = createPool(t.pool.options.connectionString!, 2);
    const jobPool = createPool(t.pool.options.connectionString!, JOB_POOL_SIZE);
    const app = await buildApp({ config: t.config, db: createDb(pool), pool, jobPool });
    await app.ready();
    second = {
      app,
      async close() {
        await app.close();
        await jobPool.end();
        await pool.end();
      },
    };
  });
  afterAll(() => second?.close());

  it('deliver each mail once, whichever worker claims it', async () => {
    const subjects = Array.from({ length: 24 }, (_, n) => `Mail ${n}`);
    await Promise.all(
      subjects.map((subject, n) =>
        (n % 2 ? t.app : second!.app).mailer.queue(t.db, { to: `reader${n}@example.com`, subject, text: subject, html: `<p>${subject}</p>` }),
      ),
    );
    const outbox = await readSettledOutbox(t.db);
    expect(outbox.map((mail) => [mail.state, mail.attempts])).toEqual(subjects.map(() => ['delivered', 1]));
    const receivedSubjects = smtp.received.map((message) => message.raw.match(/^Subject: (.*)$/m)![1]);
    expect(receivedSubjects.sort()).toEqual([...subjects].sort());
    // Each job is settled (removed) right after its mail is marked delivered.
    await vi.waitFor(async () => expect((await queuedJobs(t.db)).rows).toEqual([]));
  });
});
