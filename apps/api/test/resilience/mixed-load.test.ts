// A mixed load of signed-in users for a minute at 100 concurrent connections.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../../src/db/client.ts';
import { startLoad, summarise } from './load-driver.ts';
import { embeddedDatabaseUrl, makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { createSignedInUsers, readProgram, type TLoadUser, type TProgramModule } from './signed-in-users.ts';
import { findStoredWriteProblems } from './stored-writes.ts';

const USERS = 100;
const SECONDS = 60;

describe(`${USERS} signed-in users browsing, watching, completing and assessing for ${SECONDS} s`, () => {
  let dataDir: string;
  let server: ServerProcess;
  let pool: ReturnType<typeof createPool>;
  let db: Db;
  let users: TLoadUser[];
  let program: TProgramModule[];

  beforeAll(async () => {
    dataDir = await makeTempDir('load');
    server = await startServerProcess({ port: 3440, dataDir });
    pool = createPool(await embeddedDatabaseUrl(dataDir), 4);
    db = createDb(pool);
    users = await createSignedInUsers(db, USERS);
    program = await readProgram(server.url, users[0]!);
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request, without a 5xx, and keeps every acknowledged save in order', { timeout: (SECONDS + 60) * 1000 }, async () => {
    // One user per connection, each sending its next request when the last one is answered.
    const { ledger, finished } = startLoad({ baseUrl: server.url, users, program, browse: true, until: AbortSignal.timeout(SECONDS * 1000) });
    await finished;
    console.log(`mixed load: ${JSON.stringify(summarise(ledger, SECONDS))}`);

    expect(ledger.networkErrors).toBe(0);
    expect([...ledger.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(ledger.problems).toEqual([]);
    // The run got as far as the assessments, so every kind of write was exercised.
    expect(ledger.assessments.size).toBeGreaterThan(0);
    expect(await findStoredWriteProblems(db, ledger, users.map((user) => user.id), true)).toEqual([]);
  });
});
