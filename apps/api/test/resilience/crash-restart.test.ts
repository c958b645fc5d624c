// A crash: SIGKILL in the middle of progress saves and assessments, then
// a restart on the same DATA_DIR (embedded PostgreSQL).
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createPool } from '../../src/db/client.ts';
import { startLoad } from './load-driver.ts';
import { embeddedDatabaseUrl, makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { createSignedInUsers, readProgram, type TLoadUser } from './signed-in-users.ts';
import { findStoredWriteProblems } from './stored-writes.ts';

const PORT = 3441;
const USERS = 10;
/** Acknowledged assessments before the kill, so that some are surely in flight when it comes. */
const ASSESSMENTS_BEFORE_KILL = 5;

async function withDb<T>(dataDir: string, work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const pool = createPool(await embeddedDatabaseUrl(dataDir), 4);
  try {
    return await work(createDb(pool));
  } finally {
    await pool.end();
  }
}

/** The PostgreSQL pid in the cluster's lock file, and whether that process still runs. */
async function postmasterOf(dataDir: string): Promise<{ pid: number; running: boolean } | null> {
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  try {
    process.kill(pid, 0);
    return { pid, running: true };
  } catch {
    return { pid, running: false };
  }
}

describe('a server killed with SIGKILL mid-stream, restarted on the same DATA_DIR', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await makeTempDir('crash');
    server = await startServerProcess({ port: PORT, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Saves and assessments from USERS users until the kill; the ledger of what was acknowledged. */
  async function killMidStream(whole?: 'group') {
    const users: TLoadUser[] = await withDb(dataDir, (db) => createSignedInUsers(db, USERS));
    const program = await readProgram(server.url, users[0]!);
    const stop = new AbortController();
    const { ledger, finished } = startLoad({ baseUrl: server.url, users, program, browse: false, until: stop.signal });
    await vi.waitFor(() => expect(ledger.assessments.size).toBeGreaterThanOrEqual(ASSESSMENTS_BEFORE_KILL), {
      timeout: 120_000,
      interval: 50,
    });
    server.kill('SIGKILL', whole);
    stop.abort();
    await Promise.all([finished, server.exited]);
    const acknowledged = { steps: ledger.steps.size, exercises: ledger.exercises.size, assessments: ledger.assessments.size };
    console.log(`SIGKILL (${whole ?? 'node'}): ${JSON.stringify({ requests: ledger.requests, cutOff: ledger.networkErrors, acknowledged })}`);
    return { users, ledger };
  }

  it('after a SIGKILL of the node process, its orphaned PostgreSQL is stopped and every acknowledged write is there', async () => {
    const { users, ledger } = await killMidStream();
    // Requests were in flight: the kill cut them off.
    expect(ledger.networkErrors).toBeGreaterThan(0);
    expect(ledger.problems).toEqual([]);
    // What really happens: PostgreSQL outlives the node process that started it.
    expect(await postmasterOf(dataDir)).toMatchObject({ running: true });

    server = await startServerProcess({ port: PORT, dataDir });
    expect(await withDb(dataDir, (db) => findStoredWriteProblems(db, ledger, users.map((user) => user.id), false))).toEqual([]);
  });

  it('after a SIGKILL of node and PostgreSQL together, the stale lock file is cleared and every acknowledged write is there', async () => {
    const { users, ledger } = await killMidStream('group');
    expect(ledger.networkErrors).toBeGreaterThan(0);
    expect(ledger.problems).toEqual([]);
    await vi.waitFor(async () => expect(await postmasterOf(dataDir)).toMatchObject({ running: false }), { timeout: 10_000 });

    server = await startServerProcess({ port: PORT, dataDir });
    expect(await withDb(dataDir, (db) => findStoredWriteProblems(db, ledger, users.map((user) => user.id), false))).toEqual([]);
  });
});
