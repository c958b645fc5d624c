// The API process: configuration, database (embedded or DATABASE_URL), migrations, seed, HTTP.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './config.ts';
import { createDb, createPool } from './db/client.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { migrateWith, withStartupLock } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_INSTITUTION, DEMO_PASSWORD, seed } from './db/seed.ts';
import { DEMO_SECOND_INSTITUTION, DemoPopulationDays, DemoPopulationDomain } from './db/demo-population-plan.ts';
import { loggerOptions } from './http/redact-url.ts';
import { migrateJobQueue } from './db/job-queue.ts';
import { JOB_POOL_SIZE } from './jobs/job-worker-plugin.ts';

// In-flight requests get this long to finish once a shutdown starts.
const SHUTDOWN_GRACE_MS = 15_000;
const IDLE_SWEEP_MS = 100;

function describeMail(config: TConfig): string {
  const outbox = config.appEnv === 'local' ? `, every mail listed at ${config.appUrl}/api/dev/outbox` : '';
  return config.smtpUrl ? `mail is delivered through SMTP_URL${outbox}` : `mail is kept in the outbox${outbox}`;
}

function describeClientAddress(config: TConfig): string {
  if (config.trustProxy === false) return 'client addresses are the connections\' own: X-Forwarded-For is ignored (TRUST_PROXY unset)';
  return `client addresses from X-Forwarded-For when the connection comes from ${config.trustProxy.join(', ')} (TRUST_PROXY)`;
}

export async function startServer(): Promise<FastifyInstance> {
  const config = loadConfig();
  const say = (line: string) => console.log(`[${config.productName}] ${line}`);

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: say });
    databaseUrl = embedded.url;
    say(`embedded PostgreSQL running, data in ${config.dataDir}`);
  }

  const pool = createPool(databaseUrl);
  const jobPool = createPool(databaseUrl, JOB_POOL_SIZE, { clientTimeout: false });
  const db = createDb(pool);
  let app: FastifyInstance | undefined;
  let stopping = false;

  async function shutdown(signal: string) {
    if (stopping) {
      say(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    say(`${signal}: shutting down`);
    const force = setTimeout(() => {
      say('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    try {
      // Stops accepting and lets in-flight requests finish. Closing ends only the keep-alive
      // connections idle at that moment: one whose request was in flight would stay open after its
      // reply until the keep-alive timeout and hold the shutdown up, so each is ended once idle.
      const endIdle = setInterval(() => app?.server.closeIdleConnections(), IDLE_SWEEP_MS);
      await app?.close();
      clearInterval(endIdle);
      await jobPool.end();
      await pool.end();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    // Off the request pool: a migration (or waiting for another instance's) may outlast its timeouts.
    const migrationPool = createPool(databaseUrl, 1, { statementTimeouts: false });
    let seeded;
    try {
      // Two instances seeding a fresh database at once would both insert the same program.
      seeded = await withStartupLock(migrationPool, async (client) => {
        await migrateWith(client);
        return seed(db, config);
      });
      await migrateJobQueue(databaseUrl, console);
    } finally {
      await migrationPool.end();
    }
    if (seeded.content === 'skipped') {
      const problem = seeded.contentProblem?.split('\n').slice(0, 4).join('\n  ') ?? 'unavailable';
      say(`demo content not seeded:\n  ${problem}`);
    }

    app = await buildApp({
      config,
      db,
      pool,
      jobPool,
      // Mailed links carry tokens in the URL and requests carry the session: see redact-url.ts.
      logger: loggerOptions(config.appEnv === 'local' ? 'warn' : 'info'),
    });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close().catch(() => {});
    await jobPool.end().catch(() => {});
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }

  say(`listening on http://${config.host}:${config.port} (${config.appEnv}), public URL ${config.appUrl}`);
  if (config.appEnv === 'local') {
    say(`demo accounts, password "${DEMO_PASSWORD}":`);
    for (const account of DEMO_ACCOUNTS) say(`  ${account.email.padEnd(22)} ${account.role}`);
    say(`  institution code ${DEMO_INSTITUTION.activeCode} (${DEMO_INSTITUTION.name})`);
    say(`  institution code ${DEMO_SECOND_INSTITUTION.activeCode} (${DEMO_SECOND_INSTITUTION.name})`);
    say(`  demo members who joined over the last ${DemoPopulationDays} days: addresses @${DemoPopulationDomain}, same password`);
  }
  say(describeMail(config));
  say(describeClientAddress(config));
  return app;
}

/** Start-up failures that have a plain explanation print it without a stack trace. */
export function reportStartupFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}

const entry = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (entry === fileURLToPath(import.meta.url)) {
  await startServer().catch(reportStartupFailure);
}
