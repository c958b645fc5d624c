import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRouteChunks } from './route-chunks.ts';

/** Read by the server (apps/api/src/web/route-preloads.ts); under .vite, which it never serves. */
const routePreloadsFile = '.vite/route-preloads.json';

interface TRoutePreloads {
  routes: { path: string; scripts: string[]; styles: string[] }[];
}

/**
 * Writes, per route, the chunks its screen needs beyond the HTML entry's. Without them in the page,
 * the browser learns of each chunk only once the one before has run (entry, then the application,
 * then the screen); the server lists them as preloads in the page it sends for that route, so
 * they all download at once.
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'innerway-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Once the files are written (the manifest among them); not called when the build failed.
    async writeBundle() {
      const preloads: TRoutePreloads = {
        routes: readRouteChunks(root, outDir).map((route) => {
          const files = route.files.slice(route.entryFileCount).map((file) => `/${file}`);
          return {
            path: route.path,
            scripts: files.filter((file) => file.endsWith('.js')),
            styles: files.filter((file) => file.endsWith('.css')),
          };
        }),
      };
      await writeFile(path.join(outDir, routePreloadsFile), JSON.stringify(preloads));
    },
  };
}
