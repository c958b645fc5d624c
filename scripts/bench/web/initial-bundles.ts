import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRouteChunks } from '../../../apps/web/build/route-chunks.ts';

export interface TRouteBundle {
  path: string;
  module: string;
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** As the server sends them: the build's .gz siblings are level 9 too (apps/web/build/precompress.ts). */
function gzipBytes(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/** Per route, the gzip size of the JavaScript and CSS that load before its screen shows. */
export function measureRouteBundles(webRoot: string): TRouteBundle[] {
  const distDir = path.join(webRoot, 'dist');
  return readRouteChunks(webRoot, distDir).map(({ path: routePath, module, files }) => {
    const sized = files.map((file) => ({ file, bytes: gzipBytes(distDir, file) }));
    const total = (ext: string) => sized.filter(({ file }) => file.endsWith(ext)).reduce((sum, { bytes }) => sum + bytes, 0);
    return { path: routePath, module, files, jsGzipBytes: total('.js'), cssGzipBytes: total('.css') };
  });
}
