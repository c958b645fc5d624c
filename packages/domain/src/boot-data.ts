// The replies a page's first screen needs, sent inside the page itself (apps/api/src/web/boot-data.ts)
// so that the screen can draw without waiting for its first API round trips; the web app takes
// each one once, in place of its request (apps/web/src/lib/boot-data.ts).

import { BannerSizes } from './banner-images.ts';
import { initialCarouselIndex } from './rules/carousel-start.ts';
import type { TBannerImage, TListedModuleSummary, TModule } from './schemas/content.ts';

/** The API's read paths (under /api) that first screens ask for: one spelling for the app's queries and the server. */
export const ApiReadPath = {
  session: '/users/me',
  modules: '/modules',
  module: (id: number, fullDetail: boolean) => `/modules/${id}?fullDetail=${fullDetail ? 1 : 0}` as const,
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

/** A banner the screen shows first, as its <img> asks for it: the server preloads it with the page. */
export interface TFirstBanner {
  images: TBannerImage[];
  sizes: string;
}

interface TScreenReads {
  path: RegExp;
  reads: (id: number) => string[];
  /** From the screen's replies (by read path), the banners in its first screenful, largest first. */
  banners?: (id: number, replies: ReadonlyMap<string, unknown>) => TFirstBanner[];
}

const topicsReply = (replies: ReadonlyMap<string, unknown>) => (replies.get(ApiReadPath.modules) as TListedModuleSummary[] | undefined) ?? [];
const topicBanner = (id: number, fullDetail: boolean, replies: ReadonlyMap<string, unknown>): TFirstBanner[] => {
  const topic = replies.get(ApiReadPath.module(id, fullDetail)) as TModule | undefined;
  return topic ? [{ images: topic.banner_images, sizes: BannerSizes.overviewHeader }] : [];
};

/** Each signed-in screen's first reads, by its route (apps/web/src/app/router.tsx). */
const screenReads: TScreenReads[] = [
  {
    path: /^\/(dashboard)?$/,
    reads: () => [ApiReadPath.modules, ApiReadPath.featuredExercises, ApiReadPath.featuredResources],
    // The carousel opens at its initial item (features/dashboard/components/topic-carousel.tsx).
    banners: (_id, replies) => {
      const topics = topicsReply(replies);
      const first = topics[initialCarouselIndex(topics.map((topic) => topic.user_percent_complete))];
      return first ? [{ images: first.banner_images, sizes: BannerSizes.carousel }] : [];
    },
  },
  {
    path: /^\/topics$/,
    reads: () => [ApiReadPath.modules],
    // On a phone the library's one column shows the first card and most of the second.
    banners: (_id, replies) => topicsReply(replies).slice(0, 2).map((topic) => ({ images: topic.banner_images, sizes: BannerSizes.libraryCard })),
  },
  { path: /^\/progress$/, reads: () => [ApiReadPath.modules] },
  {
    path: new RegExp(`^/topic_overview/${id}$`),
    reads: (topicId) => [ApiReadPath.module(topicId, false)],
    banners: (topicId, replies) => topicBanner(topicId, false, replies),
  },
  {
    path: new RegExp(`^/topic_detail/${id}$`),
    reads: (topicId) => [ApiReadPath.module(topicId, true)],
    banners: (topicId, replies) => topicBanner(topicId, true, replies),
  },
  { path: /^\/resources(\/\d{1,9})?$/, reads: () => [ApiReadPath.exercises, ApiReadPath.resourcesByCategory] },
];

function screenAt(pathname: string): { screen: TScreenReads; id: number } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const screen of screenReads) {
    const match = screen.path.exec(path);
    if (match) return { screen, id: Number(match[1]) };
  }
  return null;
}

/**
 * The API reads the screen at `pathname` makes as soon as it shows. The session comes first on
 * every page: the guards wait for it before any screen draws.
 */
export function bootReadPaths(pathname: string): string[] {
  const found = screenAt(pathname);
  return [ApiReadPath.session, ...(found ? found.screen.reads(found.id) : [])];
}

/** The banners the screen at `pathname` shows first, from the replies of its reads (empty without them). */
export function firstBanners(pathname: string, replies: ReadonlyMap<string, unknown>): TFirstBanner[] {
  const found = screenAt(pathname);
  return found?.screen.banners?.(found.id, replies).filter((banner) => banner.images.length > 0) ?? [];
}
