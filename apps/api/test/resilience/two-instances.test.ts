// Two API processes on one PostgreSQL, behind different ports.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TEnvelope } from '@innerway/domain';
import { clientInfoHeaders } from '../../src/test/harness.ts';
import { DEMO_PASSWORD } from '../../src/db/seed.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.ts';
import { makeTempDir, startServerProcess, type ServerProcess } from '../server-process.ts';
import { refusal } from '../../src/test/refusal.ts';

/** The sign-in throttle per e-mail address and client (auth-routes.ts), at THROTTLE_MULTIPLIER 1. */
const SIGN_INS_PER_ADDRESS_AND_CLIENT = 10;

const signIn = (server: ServerProcess, email: string, password: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...clientInfoHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const withCookie = (cookie: string) => ({ ...clientInfoHeaders, cookie });

describe('two API processes on one PostgreSQL', () => {
  let pgDir: string;
  let database: EmbeddedPostgres;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pgDir = await makeTempDir('two-db');
    database = await startEmbeddedPostgres({ dataDir: pgDir });
    // Started together on an empty database: both migrate and seed at once.
    [a, b] = await Promise.all([
      startServerProcess({ port: 3450, databaseUrl: database.url }),
      startServerProcess({ port: 3451, databaseUrl: database.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.stop();
    if (pgDir) await rm(pgDir, { recursive: true, force: true });
  });

  it('a session started on one works on the other, and signing out on the other ends it on both', async () => {
    const signedIn = await signIn(a, 'full@example.com', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;

    const me = await fetch(`${b.url}/api/users/me`, { headers: withCookie(cookie) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as TEnvelope<unknown>).data).toMatchObject({ email: 'full@example.com' });

    expect((await fetch(`${b.url}/api/auth/logout`, { headers: withCookie(cookie) })).status).toBe(200);
    // Signed out, /users/me answers null (never 401).
    const after = await fetch(`${a.url}/api/users/me`, { headers: withCookie(cookie) });
    expect(await after.json()).toEqual({ success: true, data: null, error: null });
  });

  it("one client's sign-in attempts are throttled across both: each one counts wherever it lands", async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    // Every attempt comes from this one client (127.0.0.1).
    for (let attempt = 0; attempt < SIGN_INS_PER_ADDRESS_AND_CLIENT + 2; attempt += 1) {
      statuses.push((await signIn(attempt % 2 === 0 ? a : b, email, 'not-the-password')).status);
    }
    // Each process saw only half the attempts; together they exceed the allowance.
    expect(statuses).toEqual([...Array(SIGN_INS_PER_ADDRESS_AND_CLIENT).fill(401), 429, 429]);
    const throttled = await signIn(b, email, 'not-the-password');
    expect(await throttled.json()).toEqual(refusal('request.too_many'));
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
