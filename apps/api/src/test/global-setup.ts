import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to a maintenance database with the right to create databases. */
    testAdminUrl: string;
    /** The migrated database every test file clones. */
    testTemplateDatabase: string;
  }
}

/**
 * Starts one embedded PostgreSQL for the whole run (or uses TEST_DATABASE_URL, e.g. Debian's
 * PostgreSQL in CI) and builds a migrated template database.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'innerway-test-'));
    // mkdtemp makes the folder private; the `postgres` user must reach the cluster inside it.
    await chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: tempDir });
    adminUrl = embedded.adminUrl;
  }

  // Unique per run, so that two runs against one server do not collide.
  const template = `innerway_template_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(template)}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const pool = createPool(templateUrl.toString(), 1);
  await runMigrations(pool);
  // A database with open connections cannot serve as a template.
  await pool.end();

  project.provide('testAdminUrl', adminUrl);
  project.provide('testTemplateDatabase', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      const { rows } = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}\\_f\\_%`],
      );
      for (const { datname } of rows) {
        await cleanup.query(`drop database if exists ${cleanup.escapeIdentifier(datname)} with (force)`);
      }
    } finally {
      await cleanup.end();
    }
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
