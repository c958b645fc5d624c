/// <reference types="vitest/config" />
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { breakpointMedia, customMediaCss } from './build/breakpoint-media.ts';
import { localeBundles } from './build/locale-bundles.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { shellChunkGuard } from './build/shell-chunk-guard.ts';
import { themeScript } from './build/theme-script.ts';
import { twoStylesheets } from './build/two-stylesheets.ts';
import { LoadingLabel } from '../../packages/domain/src/locale-files.ts';

/**
 * The website's server writes the splash's status text in the reader's language
 * (apps/api/src/web/render-index.ts); the apps' page and Vite's dev server have no such server,
 * so there it is written in English.
 */
function splashLabelInEnglish(): Plugin {
  return {
    name: 'innerway-splash-label',
    transformIndexHtml: (html) => html.replaceAll('__LOADING_LABEL__', LoadingLabel.en),
  };
}

/**
 * react-router's package exports name only its development build, whose dev warnings stay on in
 * every bundle (remix-run/react-router#12532, #14102); the same package ships the production build
 * beside it, which production bundles take instead.
 */
function reactRouterProductionBuild(): string {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  return path.join(path.dirname(developmentEntry), '../production/index.mjs');
}

/**
 * The bundle inside the iOS and Android apps: `native`, and `native-test`, the same plus the
 * test-only platform switch Playwright uses (src/platform/test-switch.ts). Every other mode
 * builds the website.
 */
const nativeOutDirs: Record<string, string> = { native: 'dist-native', 'native-test': 'dist-native-test' };

const srcDir = path.join(import.meta.dirname, 'src');

/** A module of the web app inside one of these folders (paths from apps/web/src). */
function inFolders(...folders: string[]): (id: string) => boolean {
  const prefixes = folders.map((folder) => path.join(srcDir, folder) + path.sep);
  return (id) => prefixes.some((prefix) => id.startsWith(prefix));
}

/**
 * One of these modules (paths from `root`, without extension), with its CSS module. A name that
 * matches no file fails the build, so a rename cannot silently move a module out of its group.
 */
function isModuleIn(root: string, ...stems: string[]): (id: string) => boolean {
  for (const stem of stems) {
    const dir = path.join(root, path.dirname(stem));
    const base = path.basename(stem);
    if (!existsSync(dir) || !readdirSync(dir).some((file) => file.startsWith(`${base}.`))) {
      throw new Error(`apps/web/vite.config.ts: the chunk groups name ${path.relative(import.meta.dirname, path.join(root, stem))}, which does not exist`);
    }
  }
  const prefixes = stems.map((stem) => `${path.join(root, stem)}.`);
  return (id) => prefixes.some((prefix) => id.startsWith(prefix));
}

/** One of these modules of the web app (paths from apps/web/src). */
const isModule = (...stems: string[]) => isModuleIn(srcDir, ...stems);

/** A module of one of these npm packages (a scope names all its packages). */
function inPackages(...names: string[]): (id: string) => boolean {
  const parts = names.map((name) => `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`);
  return (id) => parts.some((part) => id.includes(part));
}

/** A lucide-react icon, by the name it is imported under (`BookOpen` is book-open.mjs). */
function isIcon(...names: string[]): (id: string) => boolean {
  const files = new Set(names.map((name) => `${name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase()}.mjs`));
  const icons = inPackages('lucide-react');
  return (id) => icons(id) && files.has(path.basename(id));
}

const anyOf =
  (...tests: ((id: string) => boolean)[]) =>
  (id: string) =>
    tests.some((test) => test(id));

/** What the learning screens share (the `learning` chunk group below). */
const learningModules = anyOf(
  inFolders('features/content/api', 'features/topics/lib'),
  isModule(
    'features/topics/components/topic-card',
    'features/topics/components/topic-progress',
    'features/topics/components/topic-card-frame',
    'features/topics/components/topic-banner',
    'features/topics/components/lock-badge',
    'features/resources/components/content-tile',
    'features/resources/components/content-icon',
    'features/resources/lib/content-look',
    'features/resources/lib/featured-list',
    'features/content/lib/localize-content',
  ),
  isModuleIn(
    path.join(import.meta.dirname, '../../packages/domain/src'),
    'rules/topic-progress',
    'rules/dated-offer',
    'rules/content-access',
  ),
);

/**
 * What the topic screens load beside `learning` that would otherwise be files of their own, each
 * shared with at most other learning screens or with what the topic screens open later: the
 * topic's loading and error states, rich text and its allow-list, the content popup's opener, the
 * activity and segment completion rules, the media keys' rules and their icons. A few hundred bytes each.
 */
const topicScreenModules = anyOf(
  isModule('features/topics/components/topic-load-states', 'components/ui/rich-text', 'features/resources/components/content-popup'),
  isModuleIn(path.join(import.meta.dirname, '../../packages/domain/src'), 'rules/activity-completion', 'rules/segment-done', 'rules/content-html', 'media-keys'),
  isIcon('ArrowRight', 'ArrowLeft', 'Play', 'ClipboardCheck'),
);

const learningGroup = anyOf(learningModules, topicScreenModules);

/** The `kit` chunk group: its folders, but for the modules only some screens use (see `codeSplitting` below). */
const kitFolders = inFolders('components/ui', 'lib');
const notInKit = isModule(
  'components/ui/modal',
  'components/ui/dialog-focus-return',
  'components/ui/rich-text',
  'components/ui/radio-group',
  'lib/lazy-resolver',
  // Only the account screen's sections use it.
  'lib/use-reveal-on-arrival',
  // Only staff screens ask for reasons (with zod: in the kit it would bring zod to every route),
  // draw data tables and choose from lists.
  'components/ui/reason-dialog',
  'components/ui/data-table',
  'components/ui/select-field',
  // Only staff screens upload files.
  'components/ui/file-input',
  // The staff screens' page layout.
  'components/ui/staff-page',
);
/** Folders of `components/ui` that are not in the kit: the studio's rich-text editor (ProseMirror), for the studio's screens only. */
const notInKitFolders = inFolders('components/ui/rich-text-editor');
/**
 * Modules of the app's frame that screens import too: every route loads them with the frame, so
 * in the kit they cost no route a byte and each route a request less. So does Vite's preload
 * helper, which every dynamic import calls.
 */
const frameModules = anyOf(
  isModule(
    'features/session/use-session',
    'features/session/session-query',
    'features/session/session-lost',
    'app/layout/env-banner',
    'app/layout/footer',
    'app/layout/page-spinner',
    'features/access/lib/subscribe-param',
  ),
  isIcon('BookOpen', 'Clock'),
  // The analytics names the frame reports every screen view with.
  isModuleIn(path.join(import.meta.dirname, '../../packages/domain/src'), 'analytics'),
  // The dialogs' close and the check mark: in a file of their own, each was a request on the topic screen.
  isIcon('X', 'Check'),
  (id) => id === '\0vite/preload-helper.js',
);
/** TanStack Query's paged-query hook and its observer: only staff screens page with them. */
const infiniteQueries = (id: string) => /\/@tanstack\/(query-core|react-query)\/.*\/(infiniteQueryObserver|useInfiniteQuery)\.js$/.test(id);
const kitModules = anyOf((id) => kitFolders(id) && !notInKit(id) && !notInKitFolders(id), (id) => inPackages('@tanstack')(id) && !infiniteQueries(id), frameModules);

/** The website's chunk groups (see `codeSplitting` below). */
const websiteChunkGroups = [
  { name: 'kit', test: kitModules, priority: 3 },
  { name: 'learning', test: learningGroup, priority: 1 },
];

export default defineConfig(({ command, mode }) => {
  const native = mode in nativeOutDirs;
  return {
    // Preloads, precompressed copies, source maps and the manifest serve the website's server;
    // in the apps' bundle they would only add weight.
    plugins: [
      react(),
      breakpointMedia(),
      localeBundles(),
      themeScript(),
      twoStylesheets('src/app/routes/studio-route.tsx'),
      ...(native || command === 'serve' ? [splashLabelInEnglish()] : []),
      ...(native ? [] : [routePreloads(), precompress(), shellChunkGuard({ learning: learningGroup })]),
    ],
    css: customMediaCss,
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [],
    },
    // A constant of each build, so the website's bundle drops the native branches and plugin
    // imports (src/platform/platform.ts). The unit tests set it per test instead (test.env).
    define: mode === 'test' ? {} : { 'import.meta.env.VITE_APP_TARGET': JSON.stringify(native ? 'native' : 'web') },
    // Vite marks its tags with this placeholder and adds <meta property="csp-nonce">; the server
    // (apps/api/src/web/render-index.ts) puts each response's CSP nonce in its place. The apps'
    // page comes from the bundle, with no server to fill it and no CSP header to need it.
    html: native ? {} : { cspNonce: '__CSP_NONCE__' },
    build: {
      outDir: nativeOutDirs[mode] ?? 'dist',
      emptyOutDir: true,
      sourcemap: !native,
      // Two stylesheets (build/two-stylesheets.ts merges Vite's one per chunk): every member screen's
      // styles in one render-blocking request instead of up to 15 small ones per page, each a round
      // trip on a slow link, cached after the first page; the staff area's in a second file only it loads.
      cssCodeSplit: true,
      // .vite/manifest.json: maps each route to the chunks it loads (build/route-chunks.ts).
      manifest: !native,
      rolldownOptions: {
        // The domain package is pure (no I/O, no globals) but does not say so: without this, its
        // zod schemas would ride along in the first chunk of every screen that imports an enum.
        treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
        output: {
          // Left to itself, Rolldown gives every set of screens sharing a module its own chunk: the
          // dashboard loaded 31 files, most under 1 KB. On HTTP/1.1 each costs a round trip on one of
          // six connections, and Lighthouse's slow 4G counted about five such rounds before the screen.
          // Two groups (`websiteChunkGroups`) bring the dashboard to 10 files, the sign-in screen
          // to 7 and the topic detail to 8 (the stylesheet included), and most routes to fewer bytes (one bigger file compresses better than many small
          // ones); figures in docs/quality/web-bench.md:
          // - `kit`: the small building blocks nearly every screen uses: the UI primitives (but the
          //   dialog and its focus return, rich text and radios), lib/ (but the form resolver) and TanStack Query, and the
          //   modules of the app's frame (every route) that screens import too (`frameModules`).
          //   A group takes its modules' imports along: in any other group, those would take the
          //   group into every route. build/shell-chunk-guard.ts fails the build if `learning`
          //   becomes part of every route, listing the modules to look at.
          // - `learning`: what the learning screens (dashboard, library, topic, progress, resources)
          //   share: the content queries, topic cards and content tiles, the domain rules they read,
          //   and the topic screens' small shared modules (`topicScreenModules`).
          // The apps read their files from the device, with no round trips to save: they keep
          // Rolldown's own splitting. zod, loaded at a form's first check, has a chunk named for it.
          codeSplitting: {
            groups: [
              { name: 'zod', test: inPackages('zod'), priority: 4 },
              ...(native ? [] : websiteChunkGroups),
            ],
          },
        },
      },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    test: {
      name: 'web',
      env: { VITE_APP_TARGET: 'web' },
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  };
});
