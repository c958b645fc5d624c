import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, run on snippets placed (in memory) at real paths of the repo:
// each import direction rule must still fire, so a broken glob or a renamed folder cannot turn
// it off unnoticed. The imported files are real, because the rules resolve them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const restricted = expect.stringMatching(/^import-x\/no-restricted-paths: /);

describe('web import directions', () => {
  it('keeps components/ui and lib below the features and the app', async () => {
    expect(await importProblems('apps/web/src/components/ui/probe.tsx', "export { useSession } from '../../features/session';\n")).toEqual([
      restricted,
    ]);
    expect(await importProblems('apps/web/src/lib/probe.ts', "export { AppShell } from '../app/layout/app-shell';\n")).toEqual([restricted]);
    expect(await importProblems('apps/web/src/platform/probe.ts', "export { routes } from '../app/router';\n")).toEqual([restricted]);
  });

  it('keeps the features below the app', async () => {
    expect(await importProblems('apps/web/src/features/topics/probe.ts', "export { routes } from '../../app/router';\n")).toEqual([restricted]);
    expect(await importProblems('apps/web/src/features/topics/probe.ts', "export { Screen } from '../../components/ui';\n")).toEqual([]);
  });

  it('lets a feature use another only through its index', async () => {
    expect(await importProblems('apps/web/src/features/topics/probe.ts', "export { useSession } from '../session/use-session';\n")).toEqual([
      restricted,
    ]);
    expect(await importProblems('apps/web/src/features/topics/probe.ts', "export { useSession } from '../session';\n")).toEqual([]);
    expect(await importProblems('apps/web/src/features/topics/probe.ts', "export { topicHref } from './lib/topic-href';\n")).toEqual([]);
  });

  it('lets the app use a feature through its index and load its screens from routes/', async () => {
    expect(await importProblems('apps/web/src/app/probe.ts', "export { useUpdateUserMutation } from '../features/account/api/update-user';\n")).toEqual([
      restricted,
    ]);
    expect(await importProblems('apps/web/src/app/probe.ts', "export { useUpdateUserMutation } from '../features/account';\n")).toEqual([]);
    expect(await importProblems('apps/web/src/app/probe.ts', "export const load = () => import('../features/auth/routes/login-route');\n")).toEqual([]);
  });
});

describe('API import directions', () => {
  it('refuses an import from a folder above', async () => {
    expect(await importProblems('apps/api/src/auth/probe.ts', "export { registerUser } from '../users/register-user.ts';\n")).toEqual([restricted]);
    expect(await importProblems('apps/api/src/db/probe.ts', "export type { UserRow } from '../user-record/user-row.ts';\n")).toEqual([restricted]);
    expect(await importProblems('apps/api/src/access/probe.ts', "export { requireUser } from '../auth/guards.ts';\n")).toEqual([]);
  });

  it('refuses an import between folders of one layer', async () => {
    expect(await importProblems('apps/api/src/content/probe.ts', "export { lockOwnGiftCard } from '../access/find-gift-card.ts';\n")).toEqual([restricted]);
  });

  it('keeps the root files that assemble the server out of the folders', async () => {
    expect(await importProblems('apps/api/src/content/probe.ts', "export { buildApp } from '../app.ts';\n")).toEqual([restricted]);
    expect(await importProblems('apps/api/src/content/probe.ts', "export type { TConfig } from '../config.ts';\n")).toEqual([]);
  });
});

describe('circles', () => {
  it('refuses an import that closes a circle', async () => {
    // lib/api-client.ts imports lib/config.ts: config importing the client back closes a circle.
    expect(await importProblems('apps/web/src/lib/config.ts', "export { apiGet } from './api-client';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: /),
    ]);
  });
});
