// A graceful stop: SIGTERM with requests in flight drains them before exiting.
import http from 'node:http';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asCookie } from '../../src/auth/account-testing.ts';
import { createDb, createPool } from '../../src/db/client.ts';
import { clientInfoHeaders, TEST_PASSWORD } from '../../src/test/harness.ts';
import { embeddedDatabaseUrl, makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { createSignedInUsers, readProgram, type TLoadUser } from './signed-in-users.ts';

const PORT = 3442;
const CONNECTIONS = 48;

interface TRawReply {
  status: number;
  body: string;
}

/** One request on the agent's connections (node:http, so that which socket carries it is known). */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, payload?: unknown): Promise<TRawReply> {
  return new Promise((resolve, reject) => {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const request = http.request(
      { agent, host: '127.0.0.1', port: PORT, method, path, headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** How a request on a new connection ends: its status, or the connection error's code. */
function connectionOutcome(url: string): Promise<string> {
  return fetch(url).then(
    (response) => `answered ${response.status}`,
    (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code ?? error.message,
  );
}

describe('SIGTERM with requests in flight', () => {
  let dataDir: string;
  let server: ServerProcess;
  let users: TLoadUser[];
  let stepId: number;

  beforeAll(async () => {
    dataDir = await makeTempDir('drain');
    server = await startServerProcess({ port: PORT, dataDir });
    const pool = createPool(await embeddedDatabaseUrl(dataDir), 4);
    users = await createSignedInUsers(createDb(pool), CONNECTIONS);
    await pool.end();
    stepId = (await readProgram(server.url, users[0]!))[0]!.stepIds[0]!;
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every accepted request, refuses new connections, and exits cleanly', async () => {
    // Connections the server has accepted: each answered once, then kept alive for the next request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    await Promise.all(users.map(() => send(agent, 'GET', '/api/health', {})));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(CONNECTIONS);

    // Half sign in (argon2: slow by design, so most are still running at the signal), half save progress.
    let answered = 0;
    const inFlight = users.map((user, n) => {
      const reply =
        n % 2 === 0
          ? send(agent, 'POST', '/api/auth/login', clientInfoHeaders, { email: user.email, password: TEST_PASSWORD })
          : send(agent, 'PUT', `/api/steps/${stepId}/progress`, asCookie(user.token), { progress: 50, time: 150 });
      return reply.finally(() => (answered += 1));
    });
    await Promise.race(inFlight);
    server.kill('SIGTERM');
    const answeredAtSignal = answered;

    // Once shutting down, the server refuses new connections while it still drains the accepted ones.
    await vi.waitFor(async () => expect(await connectionOutcome(`${server.url}/api/health`)).toBe('ECONNREFUSED'), {
      timeout: 30_000,
      interval: 10,
    });
    const answeredAtRefusal = answered;

    const replies = await Promise.allSettled(inFlight);
    console.log(`drain: ${CONNECTIONS} requests, ${answeredAtSignal} answered at SIGTERM, ${answeredAtRefusal} when new connections were refused`);
    expect(answeredAtRefusal).toBeLessThan(CONNECTIONS);
    expect(replies.map((reply) => (reply.status === 'fulfilled' ? reply.value.status : String(reply.reason)))).toEqual(
      users.map(() => 200),
    );
    expect(await server.exited).toEqual({ code: 0, signal: null });
    agent.destroy();
  });
});
