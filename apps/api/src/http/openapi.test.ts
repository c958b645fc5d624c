import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../test/harness.ts';

/** The contract as committed, so that a change of it shows in review. */
const committedPath = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');

let test: TestApp;
setUpTestApp((ready) => {
  test = ready;
});

it('is the committed docs/openapi.json (refresh it with `npm run openapi:update`)', async () => {
  const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  // The server's address is the deployment's, not part of the contract.
  const { servers: _servers, ...document } = response.json() as Record<string, unknown>;
  const current = `${JSON.stringify(document, null, 2)}\n`;
  if (process.env.UPDATE_OPENAPI === '1') await writeFile(committedPath, current);
  const committed = await readFile(committedPath, 'utf8').catch(() => '(missing)');
  expect(
    current === committed,
    'The API contract differs from docs/openapi.json. If the change is meant, run `npm run openapi:update` and commit docs/openapi.json.',
  ).toBe(true);
});
