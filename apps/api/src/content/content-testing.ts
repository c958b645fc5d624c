// Helpers for the tests of the content, progress, assessment and media endpoints.
import type { FastifyInstance } from 'fastify';
import { loadContent, type Content } from '@innerway/content';
import { asCookie } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { seedContent } from '../db/seed.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

let program: Content | undefined;

/** Seeds the demo program (8 topics, en/fr/es); test databases start without content. */
export async function seedProgram(db: Db): Promise<void> {
  program ??= loadContent();
  await seedContent(db, program);
}

/** `setUpTestApp` with the demo program seeded before `ready` runs. */
export function setUpProgramApp(ready: (test: TestApp) => unknown): void {
  setUpTestApp(async (test) => {
    await seedProgram(test.db);
    await ready(test);
  });
}

/**
 * Waits until the content store holds a copy and no change announcement is on its way (the
 * seed's arrive a moment after it commits), so a test counting queries is not thrown by a reload.
 */
export async function settledContent(app: FastifyInstance): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await app.content.get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    if ((await app.content.get()) === first) return;
  }
  throw new Error('the content store never settled');
}

/** A signed-in web call (cookie and client-info header). */
export function call(app: FastifyInstance, token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: asCookie(token), ...(payload && { payload }) });
}
