import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { formatClientInfo } from '@innerway/domain';
import { buildApp, type BuildAppOptions } from '../app.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { createDb, createPool, type Db } from '../db/client.ts';
import { outboxMails, users } from '../db/schema.ts';
import { JOB_POOL_SIZE } from '../jobs/job-worker-plugin.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: TConfig;
  close(): Promise<void>;
}

/** The header every web call carries (and cookie-authenticated state changes require). */
export const clientInfoHeaders = {
  'x-client-info': formatClientInfo({ platform: 'web', version: '1.8.0', build: 112, window: '1440x900' }),
} as const;

export const TEST_PASSWORD = 'correct horse battery staple';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface CreateTestAppOptions {
  config?: Partial<TConfig>;
  /**
   * Runs the job worker in the app, as the server does (default). Without it mail stays
   * queued, for tests about what a request itself writes.
   */
  worker?: boolean;
  /** The app's logger (none by default), as server.ts would give it. */
  logger?: BuildAppOptions['logger'];
  /** The app of a server that cannot reach PostgreSQL: nothing listens where its pool connects. */
  unreachableDatabase?: boolean;
}

/** A fresh database cloned from the migrated template (milliseconds); `drop` removes it. */
async function cloneTemplateDatabase(): Promise<{ url: string; drop: () => Promise<unknown> }> {
  const template = inject('testTemplateDatabase');
  const database = `${template}_f_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) =>
    admin.query(`create database ${admin.escapeIdentifier(database)} template ${admin.escapeIdentifier(template)}`),
  );
  const url = new URL(inject('testAdminUrl'));
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${admin.escapeIdentifier(database)} with (force)`)),
  };
}

// Nothing listens on port 1: every query fails to connect.
const unreachableDatabase = { url: 'postgres://nobody:nothing@127.0.0.1:1/none', drop: async () => {} };

/**
 * The app built on a fresh database cloned from the migrated template, with `local`
 * configuration (so mail is kept in the outbox unless `config.smtpUrl` is set) and its job
 * worker; or, with `unreachableDatabase`, the app of a server that cannot reach PostgreSQL (not
 * made ready, as its start-up reads would fail). Call `close()` in afterAll.
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const reachable = !options.unreachableDatabase;
  const database = reachable ? await cloneTemplateDatabase() : unreachableDatabase;
  const pool = createPool(database.url, reachable ? 5 : 1);
  const jobPool = reachable && options.worker !== false ? createPool(database.url, JOB_POOL_SIZE) : undefined;
  const db = createDb(pool);
  const config: TConfig = { ...loadConfig({ APP_ENV: 'local', DATA_DIR: os.tmpdir() }), ...options.config };
  const app = await buildApp({ config, db, pool, jobPool, logger: options.logger });
  if (reachable) await app.ready();

  return {
    app,
    db,
    pool,
    config,
    async close() {
      await app.close();
      await jobPool?.end();
      await pool.end();
      await database.drop();
    },
  };
}

export interface TestAppOptions extends Omit<CreateTestAppOptions, 'config'> {
  /**
   * Configuration over the `local` defaults; a function is read when the app is built, after the
   * hooks declared before it (for what depends on a stand-in server those start).
   */
  config?: Partial<TConfig> | (() => Partial<TConfig>);
}

/**
 * `createTestApp()` before the tests of the file (or describe block) it is called in, handed to
 * `ready` (which keeps what the tests use and may seed or add accounts); closed after them.
 */
export function setUpTestApp(ready: (test: TestApp) => unknown, options: TestAppOptions = {}): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { config, ...rest } = options;
    const test = await createTestApp({ ...rest, config: typeof config === 'function' ? config() : config });
    close = test.close;
    await ready(test);
  });
  afterAll(() => close?.());
}

/** Mail the app sent (queued in the request's transaction, delivered or not), newest first. */
export function readOutbox(db: Db) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.sentAt), desc(outboxMails.id));
}

/**
 * Waits until the app's job worker has settled every queued job and mail (run the jobs that
 * write mail, such as a forgot-password request's; delivered each mail, or given up after the
 * last attempt), then reads the outbox. Retries wait exp(attempt) seconds between attempts
 * (db/job-queue.ts): a test of retries sets `config.mailDelivery` to few attempts.
 */
export async function readSettledOutbox(db: Db, { timeout = 15_000 }: { timeout?: number } = {}) {
  await vi.waitFor(
    async () => {
      const [queued] = await db.select({ n: count() }).from(outboxMails).where(eq(outboxMails.state, 'queued'));
      if (queued!.n > 0) throw new Error(`${queued!.n} mail still queued`);
      // The queue's own table: a job is settled once it ran (and is gone), or failed its last
      // attempt (a running job's attempt is counted when it is claimed, hence the lock).
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker._private_jobs where locked_at is not null or attempts < max_attempts`,
      );
      if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} job(s) still to run`);
    },
    { timeout, interval: 20 },
  );
  return readOutbox(db);
}

let testPasswordHash: Promise<string> | undefined;

/**
 * Inserts a user of any role (verified, full access unless overridden) whose password is
 * `password` (default TEST_PASSWORD).
 */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = TEST_PASSWORD, ...columns } = overrides;
  // Hashing is slow by design: the default password is hashed once per test file.
  const passwordHash =
    password === TEST_PASSWORD ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(6).toString('hex')}@example.com`,
      name: 'Test User',
      isEmailVerified: true,
      isTrialMode: false,
      agreedToConditions: true,
      ...columns,
      passwordHash,
    })
    .returning();
  return { ...user!, password };
}
