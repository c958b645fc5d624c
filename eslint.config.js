import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const web = 'apps/web/src';
const api = 'apps/api/src';
const foldersIn = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/*
 * The import directions (docs/architecture.md, "Import directions"). A zone forbids the files of
 * `target` to import from `from`; type-only imports count too.
 */
const webZones = [
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/platform`],
    from: [`${web}/features`, `${web}/app`, `${web}/standalone`],
    message: 'components (ui, form), lib and platform are below the features and the app.',
  },
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/standalone`],
    message: 'A feature does not import the app: move what it needs to components/ui, lib or a feature.',
  },
  // A feature is used through its index.ts; the app also loads each screen from its feature's routes/.
  ...foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}/**`,
    from: `${web}/features/!(${feature})/**`,
    except: ['**/features/*/index.ts'],
    message: `Import another feature through its index.ts.`,
  })),
  {
    target: [`${web}/app/**`, `${web}/standalone/**`],
    from: `${web}/features/**`,
    except: ['**/features/*/index.ts', '**/features/*/routes/*.tsx'],
    message: 'The app uses a feature through its index.ts, and loads its screens from its routes/.',
  },
];

/*
 * The API's folders, lowest first: a folder imports only from its own layer's infrastructure
 * and the layers below it (docs/architecture.md).
 */
const apiLayers = [
  // Pure helpers over the domain, below everything that may call them.
  ['content-html'],
  ['db'],
  ['mail', 'media-store'],
  ['jobs'],
  ['http'],
  ['user-record'],
  ['auth'],
  ['access', 'content', 'email-verification', 'password', 'analytics', 'app-links', 'health', 'dev', 'web', 'media', 'bench', 'reminders'],
  ['progress', 'translations', 'journal', 'minutes', 'store-notifications'],
  ['assessments', 'age-surveys'],
  ['users'],
  ['data-export'],
  ['staff'],
  // The staff area's parts, each over the shared staff roles and audit log.
  ['staff-people', 'staff-actions', 'staff-purchases', 'staff-institutions', 'staff-insight', 'staff-partner', 'staff-content', 'staff-media'],
  // Bundles write the studio's revisions for what an import changes.
  ['content-bundles'],
];
// A new folder takes its place in the list, so that no folder is outside the directions.
const unplaced = foldersIn(api).filter((folder) => folder !== 'test' && !apiLayers.flat().includes(folder));
if (unplaced.length > 0) throw new Error(`eslint.config.js: give ${unplaced.join(', ')} (${api}) a layer in apiLayers`);
const apiZones = [
  ...apiLayers.flatMap((layer, index) => {
    const above = apiLayers.slice(index + 1).flat();
    return above.length === 0
      ? []
      : [{ target: layer.map((folder) => `${api}/${folder}`), from: above.map((folder) => `${api}/${folder}`), message: 'That folder is above this one.' }];
  }),
  ...apiLayers.flatMap((layer) =>
    layer.length < 2
      ? []
      : layer.map((folder) => ({
          target: `${api}/${folder}`,
          from: layer.filter((other) => other !== folder).map((other) => `${api}/${other}`),
          message: 'Folders of one layer do not import each other.',
        })),
  ),
  {
    target: `${api}/*/**`,
    from: [`${api}/app.ts`, `${api}/server.ts`, `${api}/account-routes.ts`, `${api}/app-context.ts`],
    message: 'The root files assemble the server; nothing below imports them.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/web/dist-native*/**', 'apps/mobile/ios/**', 'apps/mobile/android/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts dependency, and no-cycle sees no circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'scripts/tsconfig.json', 'content/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`, `${api}/**/*.ts`],
    // Tests and test helpers set up whole screens and servers, and sit outside the directions.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', `${api}/**/*-testing.ts`, `${api}/db/seed.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...apiZones] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // domain is framework-free and I/O-free: it is imported by both the server and the screens.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'fastify*', 'drizzle*', 'pg'] }],
    },
  },
);
