import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRouteModules } from './route-modules.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

export interface TRouteChunks {
  /** The route's URL pattern, e.g. `/topic_detail/:topicId`. */
  path: string;
  /** Its lazily imported screen module, relative to the web app's root. */
  module: string;
  /** Built files (JavaScript and CSS, relative to dist) that load before the screen shows, the HTML entry's first. */
  files: string[];
  /** How many of `files` the HTML entry itself loads (its own `<script>` and `<link>`). */
  entryFileCount: number;
}

/** main.tsx imports the application (providers and route table) before any screen of the route table. */
const appModule = 'src/app/app.tsx';

function readManifest(distDir: string): TManifest {
  const file = path.join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TManifest;
  } catch (error) {
    throw new Error(`cannot read ${file} (build.manifest is off in apps/web/vite.config.ts?)`, { cause: error });
  }
}

/**
 * The files a module needs before it runs: its chunk, its static imports (recursively) and their
 * CSS. Dynamic imports are left out: they load later, on demand.
 */
function staticClosure(manifest: TManifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/**
 * Per route of the route table (src/app/router.tsx): the HTML entry's files, then the application
 * chunk's and the route's lazy screen chunk's, each with its static imports and CSS.
 */
export function readRouteChunks(webRoot: string, distDir: string): TRouteChunks[] {
  const manifest = readManifest(distDir);
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length === 0) throw new Error('the build manifest has no entry chunk');
  const entryFiles = new Set<string>();
  for (const key of entries) staticClosure(manifest, key, entryFiles);

  return readRouteModules(webRoot, path.join(webRoot, 'src/app/router.tsx')).map((route) => {
    const files = new Set(entryFiles);
    for (const key of [appModule, route.module]) staticClosure(manifest, key, files);
    return { ...route, files: [...files], entryFileCount: entryFiles.size };
  });
}
