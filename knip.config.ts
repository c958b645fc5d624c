import type { KnipConfig } from 'knip';

// `npm run lint` runs knip: a package imported but not declared by its workspace, a declared one
// nothing uses, an export nothing imports and a file nothing reaches each fail. Entry points come
// from each workspace's package.json (`exports`, `scripts`) and from the tools' own configs (Vite,
// Vitest projects, Playwright, Drizzle, Capacitor); the globs below add only what those do not name.

/**
 * The Capacitor plugins the apps' native projects include, read from the files `cap sync` writes:
 * their native code is what uses them, so no import of them exists in apps/mobile.
 */
const capacitorPluginImports = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map(([, name]) => `import '${name}';`).join('\n');

const config: KnipConfig = {
  workspaces: {
    '.': {
      // `npm run bench:ops` runs each of these as a process of its own, found by folder.
      entry: ['scripts/bench/ops/suites/*.ts'],
    },
    'apps/api': {
      vitest: { config: ['vitest.config.ts', 'vitest.security.config.ts', 'vitest.resilience.config.ts'] },
    },
    e2e: {
      // The studio journeys make their small media files with ffmpeg, a system program the server
      // needs as well (README), not a package.
      ignoreBinaries: ['ffmpeg'],
    },
    'apps/mobile': {
      entry: ['android/capacitor.settings.gradle', 'ios/App/CapApp-SPM/Package.swift'],
      // The rest of the native projects is not JavaScript: only the two files above are read.
      project: ['*.{ts,gradle,swift}'],
    },
  },
  compilers: {
    // android/capacitor.settings.gradle: project(':x').projectDir = new File('.../node_modules/<package>/android')
    gradle: (text: string) => capacitorPluginImports(text, /node_modules\/((?:@[^/]+\/)?[^/]+)\/android'/g),
    // ios/App/CapApp-SPM/Package.swift: .package(name: "X", path: ".../node_modules/<package>")
    swift: (text: string) => capacitorPluginImports(text, /path: "[^"]*node_modules\/((?:@[^/]+\/)?[^/"]+)"/g),
  },
};

export default config;
