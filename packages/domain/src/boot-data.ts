// The replies a page's first screen needs, sent inside the page itself (apps/api/src/web/boot-data.ts)
// so that the screen can draw without waiting for its first API round trips; the web app takes
// each one once, in place of its request (apps/web/src/lib/boot-data.ts).

/** The API's read paths (under /api) that first screens ask for: one spelling for the app's queries and the server. */
export const ApiReadPath = {
  session: '/users/me',
  modules: '/modules',
  module: (id: number, fullDetail: boolean) => `/modules/${id}?fullDetail=${fullDetail ? 1 : 0}`,
  exercises: '/exercises',
  featuredExercises: '/exercises?featured=true',
  featuredResources: '/extra_contents?groupby=featured',
  resourcesByCategory: '/extra_contents?groupby=category',
} as const;

export const BootData = {
  /** The `<script type="application/json">` element that carries them. */
  elementId: 'boot-data',
  /**
   * How long after the page started they may stand in for a request. Past it (a very slow start,
   * or a screen that asks for one only later) the app asks the API as usual, so it never shows a
   * reply older than this.
   */
  lifetimeMs: 30_000,
} as const;

const id = '([1-9]\\d{0,8})';

/** Each signed-in screen's first reads, by its route (apps/web/src/app/router.tsx). */
const screenReads: { path: RegExp; reads: (id: number) => string[] }[] = [
  {
    path: /^\/(dashboard)?$/,
    reads: () => [ApiReadPath.modules, ApiReadPath.featuredExercises, ApiReadPath.featuredResources],
  },
  { path: /^\/(topics|progress)$/, reads: () => [ApiReadPath.modules] },
  { path: new RegExp(`^/topic_overview/${id}$`), reads: (topicId) => [ApiReadPath.module(topicId, false)] },
  { path: new RegExp(`^/topic_detail/${id}$`), reads: (topicId) => [ApiReadPath.module(topicId, true)] },
  { path: /^\/resources(\/\d{1,9})?$/, reads: () => [ApiReadPath.exercises, ApiReadPath.resourcesByCategory] },
];

/**
 * The API reads the screen at `pathname` makes as soon as it shows. The session comes first on
 * every page: the guards wait for it before any screen draws.
 */
export function bootReadPaths(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const screen of screenReads) {
    const match = screen.path.exec(path);
    if (match) return [ApiReadPath.session, ...screen.reads(Number(match.at(-1)))];
  }
  return [ApiReadPath.session];
}
