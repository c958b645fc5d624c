// A mail server that accepts connections and never answers, while buyers send gift cards
// (each send mails its recipient) 10 and then 100 at once: the API keeps answering everyone.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Constants } from '@innerway/domain';
import { createGiftCard } from '../../src/access/generate-code.ts';
import { createDb, createPool, type Db } from '../../src/db/client.ts';
import { startTestSmtpServer } from '../../src/mail/smtp-testing.ts';
import { readSettledOutbox } from '../../src/test/harness.ts';
import { embeddedDatabaseUrl, makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { callApi, createSignedInUsers, readProgram, type TLoadUser } from './signed-in-users.ts';
import { startBackgroundCalls, summariseCalls, type TTimedCall } from './timed-calls.ts';

const PORT = 3447;
const BURSTS = [10, 100];
/** Signed-in users browsing and saving progress meanwhile, besides the health monitor. */
const MEMBERS = 5;

type TStalledSmtp = Awaited<ReturnType<typeof startTestSmtpServer>>;

describe('a stalled mail server while gift cards are sent 10 and 100 at once', () => {
  let smtp: TStalledSmtp;
  let dataDir: string;
  let server: ServerProcess;
  let pool: ReturnType<typeof createPool>;
  let db: Db;
  let members: TLoadUser[];
  /** Full-access buyers, each with one unsent gift card. */
  let buyers: { user: TLoadUser; cardId: number }[];
  let stepId: number;

  beforeAll(async () => {
    smtp = await startTestSmtpServer('stall');
    dataDir = await makeTempDir('stalled-mail');
    server = await startServerProcess({ port: PORT, dataDir, env: { SMTP_URL: smtp.url } });
    pool = createPool(await embeddedDatabaseUrl(dataDir), 4);
    db = createDb(pool);
    members = await createSignedInUsers(db, MEMBERS);
    const buyerUsers = await createSignedInUsers(db, BURSTS.reduce((sum, n) => sum + n, 0));
    buyers = await Promise.all(buyerUsers.map(async (user) => ({ user, cardId: (await createGiftCard(db, user.id)).id })));
    stepId = (await readProgram(server.url, members[0]!))[0]!.stepIds[0]!;
  });
  afterAll(async () => {
    await server?.stop();
    await pool?.end();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const outboxStates = async () =>
    (
      await db.execute<{ state: string; attempts: number; last_error: string | null }>(
        sql`select state, attempts, last_error from outbox_mails order by id`,
      )
    ).rows;

  it('answers every send and every other call, health included, while the deliveries hang; the mail goes out once the server answers', async () => {
    const background = startBackgroundCalls({ baseUrl: server.url, users: members, stepId });
    const sends: TTimedCall[] = [];
    let next = 0;
    for (const size of BURSTS) {
      const phase = `${size} sends`;
      background.setPhase(phase);
      const group = buyers.slice(next, next + size);
      next += size;
      sends.push(
        ...(await Promise.all(
          group.map(async ({ user, cardId }) => {
            const started = performance.now();
            const reply = await callApi(
              server.url,
              user,
              'PUT',
              `/api/users/${user.id}/gift_cards/${cardId}`,
              { status: 'sent', recipient_email: `friend-of-${user.id}@example.com` },
              AbortSignal.timeout(Constants.requestTimeoutMs),
            ).catch(() => ({ status: 0, body: null }));
            return { phase, call: 'PUT gift card (sent)', status: reply.status, body: reply.body, at: started, ms: performance.now() - started };
          }),
        )),
      );
      background.setPhase(`after ${size} sends`);
      // The worker's deliveries are hanging on the server from the first burst on.
      await vi.waitFor(() => expect(smtp.openConnections()).toBeGreaterThan(0), { timeout: 10_000 });
    }
    // Every send was answered while the mail server had answered nothing at all.
    const hanging = smtp.openConnections();
    expect(hanging).toBeGreaterThan(0);
    expect(smtp.received).toEqual([]);
    const queued = await outboxStates();

    // The transport's timeout ends a hung attempt: the failure is recorded and the mail retried.
    await vi.waitFor(
      async () => expect((await outboxStates()).filter((mail) => mail.attempts > 0 && /greeting|timeout/i.test(mail.last_error ?? ''))).not.toEqual([]),
      { timeout: 60_000, interval: 500 },
    );
    const calls = await background.stop();

    for (const size of BURSTS) {
      const phase = `${size} sends`;
      console.log(
        `stalled mail, ${phase}: ${JSON.stringify({
          sends: summariseCalls(sends.filter((call) => call.phase === phase)),
          health: summariseCalls(calls.filter((call) => call.phase === phase && call.call === 'GET /api/health')),
          others: summariseCalls(calls.filter((call) => call.phase === phase && call.call !== 'GET /api/health')),
        })}`,
      );
    }
    console.log(
      `stalled mail, whole run: ${JSON.stringify({
        hangingDeliveries: hanging,
        health: summariseCalls(calls.filter((call) => call.call === 'GET /api/health')),
        others: summariseCalls(calls.filter((call) => call.call !== 'GET /api/health')),
      })}`,
    );

    expect(sends.map((send) => [send.status, send.body])).toEqual(
      sends.map(() => [200, expect.objectContaining({ success: true, data: expect.objectContaining({ status: 'sent' }) })]),
    );
    expect(calls.filter((call) => call.call === 'GET /api/health' && call.status !== 200)).toEqual([]);
    expect(calls.filter((call) => call.status !== 200)).toEqual([]);
    expect(queued.map((mail) => mail.state)).toEqual(sends.map(() => 'queued'));

    // The server comes back (and drops the hung connections): every mail is delivered, once.
    smtp.behave('accept');
    smtp.dropConnections();
    const outbox = await readSettledOutbox(db, { timeout: 120_000 });
    expect(outbox.map((mail) => mail.state)).toEqual(sends.map(() => 'delivered'));
    expect(outbox.filter((mail) => mail.attempts > 1).length).toBeGreaterThan(0);
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(buyers.map(({ user }) => [`friend-of-${user.id}@example.com`]).sort());
  });
});
