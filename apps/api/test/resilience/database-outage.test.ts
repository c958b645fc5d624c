// The database goes away for 10 seconds and comes back; the API keeps running.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Constants, type TEnvelope, type THealth, type TModuleSummary } from '@innerway/domain';
import { createDb, createPool, type Db } from '../../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.ts';
import { makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { callApi, createSignedInUsers, readProgram, type TLoadUser, type TReply } from './signed-in-users.ts';
import { refusal } from '../../src/test/refusal.ts';

const OUTAGE_MS = 10_000;
const PROBE_EVERY_MS = 500;

describe('a database that goes away for 10 seconds and returns', () => {
  let pgDir: string;
  let database: EmbeddedPostgres;
  let server: ServerProcess;
  let pool: ReturnType<typeof createPool>;
  let db: Db;
  let user: TLoadUser;
  let stepId: number;

  beforeAll(async () => {
    pgDir = await makeTempDir('outage-db');
    database = await startEmbeddedPostgres({ dataDir: pgDir });
    server = await startServerProcess({ port: 3446, databaseUrl: database.url });
    pool = createPool(database.url, 2);
    db = createDb(pool);
    user = (await createSignedInUsers(db, 1))[0]!;
    stepId = (await readProgram(server.url, user!))[0]!.stepIds[0]!;
  });
  afterAll(async () => {
    await server?.stop();
    await pool?.end();
    await database?.stop();
    if (pgDir) await rm(pgDir, { recursive: true, force: true });
  });

  // The web client's patience: a reply later than this would reach the user as a timeout.
  const call = <T>(method: string, path: string, payload?: unknown) =>
    callApi<T>(server.url, user, method, path, payload, AbortSignal.timeout(Constants.requestTimeoutMs));

  /** A monitor's health probe: no session (a signed-in browser's, with its cookie, is `call`). */
  const probeHealth = async (): Promise<TReply<THealth>> => {
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(Constants.requestTimeoutMs) });
    const body = (await response.json()) as TEnvelope<THealth>;
    return { status: response.status, body, data: body.data! };
  };

  /** The content listener's connection, listening again. */
  const listeners = async () =>
    (
      await db.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_stat_activity where application_name = 'innerway-content-listener' and query ilike 'listen%'`,
      )
    ).rows[0]!.count;

  it('reports unhealthy and answers 503 at once during the outage, then recovers without a restart', async () => {
    expect((await probeHealth()).status).toBe(200);
    await vi.waitFor(async () => expect(await listeners()).toBe(1), { timeout: 10_000 });

    await database.stop();
    const health: TReply<THealth>[] = [];
    const calls: TReply[] = [];
    const outageEnds = Date.now() + OUTAGE_MS;
    const started = performance.now();
    while (Date.now() < outageEnds) {
      health.push(await probeHealth(), await call<THealth>('GET', '/api/health'));
      calls.push(
        await call('GET', '/api/modules'),
        await call('GET', '/api/users/me'),
        await call('PUT', `/api/steps/${stepId}/progress`, { progress: 40, time: 120 }),
      );
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    // Each round: two health probes and three calls.
    const rounds = health.length / 2;
    console.log(`outage: ${rounds * 5} requests, on average ${Math.round((performance.now() - started) / rounds - PROBE_EVERY_MS)} ms per round of 5`);
    database = await startEmbeddedPostgres({ dataDir: pgDir, port: Number(new URL(database.url).port) });

    for (const reply of health) {
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
      expect(reply.data).toMatchObject({ healthy: false, services: { database: { healthy: false } } });
    }
    for (const reply of calls) {
      expect(reply).toMatchObject({ status: 503, body: refusal('server.unavailable') });
    }

    // Back without a restart: the pool reconnects, and so does the content store's listener.
    await vi.waitFor(async () => expect((await probeHealth()).status).toBe(200), { timeout: 30_000, interval: 250 });
    expect((await call('GET', '/api/users/me')).status).toBe(200);
    expect((await call('PUT', `/api/steps/${stepId}/progress`, { progress: 40, time: 120 })).status).toBe(200);
    await vi.waitFor(
      async () => {
        expect((await call('GET', '/api/modules')).status).toBe(200);
        expect(await listeners()).toBe(1);
      },
      { timeout: 30_000, interval: 250 },
    );

    // The listener hears changes again: an edit made in the database shows in the next read.
    const [first] = (await call<TModuleSummary[]>('GET', '/api/modules')).data;
    await db.execute(sql`update modules set title = 'Renamed after the outage' where id = ${first!.id}`);
    await vi.waitFor(async () => expect((await call<TModuleSummary[]>('GET', '/api/modules')).data[0]!.title).toBe('Renamed after the outage'), {
      timeout: 5_000,
    });
  });
});
