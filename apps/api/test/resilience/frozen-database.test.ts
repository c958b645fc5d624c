// The database freezes (every process of its cluster stopped with SIGSTOP, as a host stalled or
// a network path dropped would look): connections hang instead of failing. For 10 s, then 20 s,
// then SIGCONT; the API must answer every call within the web client's patience and recover alone.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createPool, type Db } from '../../src/db/client.ts';
import { refusal } from '../../src/test/refusal.ts';
import { embeddedDatabaseUrl, makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { createSignedInUsers, readProgram, type TLoadUser } from './signed-in-users.ts';
import { startBackgroundCalls, summariseCalls, type TTimedCall } from './timed-calls.ts';

const PORT = 3448;
const FREEZES_MS = [10_000, 20_000];
/** As many signed-in users as the server's pool has connections, each one call at a time. */
const MEMBERS = 10;

/** The cluster's postmaster (from its lock file) and every process it started. */
async function clusterProcesses(dataDir: string): Promise<number[]> {
  const postmaster = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The parent pid is the second field after the command, which is in parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) children.push(Number(entry));
  }
  return [postmaster, ...children];
}

describe('a database frozen for 10 s and for 20 s, then thawed', () => {
  let dataDir: string;
  let server: ServerProcess;
  let pool: ReturnType<typeof createPool>;
  let db: Db;
  let members: TLoadUser[];
  let stepId: number;
  /** The processes stopped now: a failing test must not leave its cluster frozen for the next. */
  let frozen: number[] = [];

  beforeAll(async () => {
    dataDir = await makeTempDir('frozen-db');
    server = await startServerProcess({ port: PORT, dataDir });
    pool = createPool(await embeddedDatabaseUrl(dataDir), 2);
    db = createDb(pool);
    members = await createSignedInUsers(db, MEMBERS);
    stepId = (await readProgram(server.url, members[0]!))[0]!.stepIds[0]!;
  });
  afterAll(async () => {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    await pool?.end();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  for (const freezeMs of FREEZES_MS) {
    it(`answers every call during a ${freezeMs / 1000} s freeze within the client's patience, and recovers without a restart`, async () => {
      const background = startBackgroundCalls({ baseUrl: server.url, users: members, stepId, probeEveryMs: 250 });
      const answered = (phase: string, call?: string) => background.calls.filter((c) => c.phase === phase && c.status === 200 && (!call || c.call === call));
      await vi.waitFor(() => expect(answered('before').length).toBeGreaterThan(MEMBERS * 3), { timeout: 10_000 });

      frozen = await clusterProcesses(dataDir);
      const froze = performance.now();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      background.setPhase('frozen');
      await sleep(freezeMs);
      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
      const thawed = performance.now();
      background.setPhase('thawed');

      // Back by itself: health and every kind of call answer 200 again, in the same process.
      await vi.waitFor(
        () => {
          for (const call of ['GET /api/health', 'GET /api/modules', 'GET /api/users/me', 'PUT /api/steps/:id/progress', 'PUT /api/users/:id']) {
            expect(answered('thawed', call)).not.toEqual([]);
          }
        },
        { timeout: 60_000, interval: 100 },
      );
      background.setPhase('after');
      await vi.waitFor(() => expect(background.calls.filter((c) => c.phase === 'after').length).toBeGreaterThan(MEMBERS * 3), {
        timeout: 30_000,
      });
      const calls = await background.stop();

      // Calls in flight at any moment of the freeze, and those begun since the thaw.
      const during = calls.filter((c) => c.at < thawed && c.at + c.ms > froze);
      const since = calls.filter((c) => c.at >= thawed);
      const split = (some: TTimedCall[]) => ({
        health: summariseCalls(some.filter((c) => c.call === 'GET /api/health')),
        others: summariseCalls(some.filter((c) => c.call !== 'GET /api/health')),
      });
      const firstHealthy = Math.min(...since.filter((c) => c.call === 'GET /api/health' && c.status === 200).map((c) => c.at + c.ms));
      console.log(
        `frozen database, ${freezeMs / 1000} s: ${JSON.stringify({
          duringFreeze: split(during),
          sinceThaw: split(since),
          healthyAgainMsAfterThaw: Math.round(firstHealthy - thawed),
          lastFreezeCallAnsweredMsAfterThaw: Math.round(Math.max(...during.map((c) => c.at + c.ms)) - thawed),
        })}`,
      );
      const kinds = [...new Set(during.map((c) => c.call))];
      console.log(`frozen database, ${freezeMs / 1000} s, by call: ${JSON.stringify(Object.fromEntries(kinds.map((k) => [k, summariseCalls(during.filter((c) => c.call === k))])))}`);

      // Every call got a reply within the web client's patience: a success, or the 503 envelope.
      const failed = (c: TTimedCall) => c.status !== 200;
      expect(calls.filter((c) => c.status !== 200 && c.status !== 503)).toEqual([]);
      for (const c of calls.filter(failed)) {
        if (c.call === 'GET /api/health') expect(c.body).toMatchObject({ success: false, data: { healthy: false } });
        else expect(c.body).toEqual(refusal('server.unavailable'));
      }
      // The freeze was felt (the calls did wait on the database), and it is over for everyone.
      expect(during.filter((c) => c.call === 'GET /api/health' && failed(c))).not.toEqual([]);
      expect(calls.filter((c) => c.phase === 'after' && failed(c))).toEqual([]);
      // No connection was lost to the pool halfway through a transaction (a BEGIN that timed out,
      // then ran at the thaw, would leave its session idle in that transaction for good).
      await vi.waitFor(
        async () => {
          const { rows } = await db.execute<{ count: number }>(
            sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
          );
          expect(rows[0]!.count).toBe(0);
        },
        { timeout: 10_000, interval: 200 },
      );
      // The same process throughout: nothing restarted it.
      expect(() => process.kill(server.pid, 0)).not.toThrow();

      // The job worker came through it too: a mail queued now is delivered (to the outbox).
      const [member] = members;
      const forgot = await fetch(`${server.url}/api/password/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member!.email }),
      });
      expect(forgot.status).toBe(200);
      await vi.waitFor(
        async () => {
          const { rows } = await db.execute<{ state: string }>(
            sql`select state from outbox_mails where "to" = ${member!.email} order by id desc limit 1`,
          );
          expect(rows).toEqual([{ state: 'delivered' }]);
        },
        { timeout: 30_000, interval: 200 },
      );
      await db.execute(sql`delete from outbox_mails`);
    });
  }
});
