import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cspNoncePlaceholder } from './render-index.ts';

/** One route of the web build's .vite/route-preloads.json (apps/web/build/route-preloads.ts). */
interface TRoutePreload {
  /** A route pattern of the web app: `/topic_detail/:topicId`, `/*`. */
  path: string;
  scripts: string[];
  styles: string[];
}

export type TPreloadsForPath = (pathname: string) => string;

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const actual = given[index];
    if (actual === undefined || (!segment.startsWith(':') && segment !== actual)) return false;
  }
  return wanted.length === given.length;
}

// Vite's own tags carry `crossorigin`: the preloads must too, or the browser fetches twice.
const linkTags = (route: TRoutePreload) =>
  [
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${cspNoncePlaceholder}">`),
    ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');

/**
 * The `<link>` tags that start downloading a route's screen with the page itself, instead of after
 * the entry and the application chunks have run. Read once per build; an older build without the
 * file, or a path no route matches, gets none.
 */
export function readRoutePreloads(distDir: string): TPreloadsForPath {
  let routes: TRoutePreload[];
  try {
    routes = (JSON.parse(readFileSync(path.join(distDir, '.vite/route-preloads.json'), 'utf8')) as { routes: TRoutePreload[] }).routes;
  } catch {
    return () => '';
  }
  // The first match wins, as in the route table, whose catch-all comes last.
  const tags = routes.map((route) => ({ path: route.path, tags: linkTags(route) }));
  return (pathname) => tags.find((route) => matches(route.path, pathname))?.tags ?? '';
}
