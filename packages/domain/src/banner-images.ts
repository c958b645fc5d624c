import { Breakpoints, Layout } from './limits.ts';
import type { TBannerImage } from './schemas/content.ts';

// The topic banners' `srcset` and `sizes`, for the screens' <img> and for the server, which
// preloads the first banner a page shows with the page itself (apps/api/src/web/boot-data.ts):
// the two must agree for the browser to use the preloaded file.
//
// `sizes`: how wide each layout draws the image, so that the browser picks the smallest file that
// covers it (a phone never loads the desktop size). The browser needs these before any CSS is
// applied, so they restate the layout's numbers from tokens.css and the screens' CSS modules; an
// estimate a little too large only costs a few bytes.

/** --side-menu-width, shown above the small breakpoint. */
const sideMenu = 248;
/** The screen's padding on each side: --space-4 on small screens, --space-6 above. */
const smallPadding = 16;
const padding = 32;
/** The grids' gap, --space-5. */
const gap = 24;

const small = `(max-width: ${Breakpoints.small}px)`;
/** Everything beside the content above the small breakpoint. */
const chrome = sideMenu + 2 * padding;
/** From this width the content stops growing (max content width 1400, padding included). */
const widest = `(min-width: ${sideMenu + Layout.maxContentWidth}px)`;
const widestContent = Layout.maxContentWidth - 2 * padding;

export const BannerSizes = {
  /** Library grid: 1 column at 760 or below, 2 above, 3 from 1500. */
  libraryCard: `${small} calc(100vw - ${2 * smallPadding}px), (min-width: ${Breakpoints.libraryThreeColumns}px) ${Math.ceil((widestContent - 2 * gap) / 3)}px, calc((100vw - ${chrome + gap}px) / 2)`,
  /** Dashboard carousel: the screen less 60 on small screens, else 375 up to a third of the content. */
  carousel: `${small} calc(100vw - ${Layout.carouselSmallOffset}px), ${widest} ${Math.ceil(widestContent / 3)}px, ${Layout.carouselItemMin}px`,
  /** Progress cards: 1 column on small screens, 2 up to large, then 3. */
  progressCard: `${small} calc(100vw - ${2 * smallPadding}px), (max-width: ${Breakpoints.large}px) calc((100vw - ${chrome + gap}px) / 2), ${Math.ceil((widestContent - 2 * gap) / 3)}px`,
  /** Topic overview header: the content's full width. */
  overviewHeader: `${small} calc(100vw - ${2 * smallPadding}px), ${widest} ${widestContent}px, calc(100vw - ${chrome}px)`,
} as const;

/** The raster banners' widths at 1x by size name (16:5 images); each is made at every density. */
export const BannerWidths = { sm: 420, md: 768, lg: 1024, xl: 1440 } as const;
export const BannerDensities = [1, 2, 3] as const;
export type TBannerSize = keyof typeof BannerWidths;
type TBannerDensityKey = `${(typeof BannerDensities)[number]}x`;

/**
 * The raster banner keys of a topic, e.g. banners/connect-md-2x.webp: the media generator writes
 * them and the server lists them (no '@': media keys stay URL- and route-safe).
 */
export function bannerKeys(slug: string): Record<TBannerSize, Record<TBannerDensityKey, string>> {
  const entries = Object.keys(BannerWidths).map((size) => [
    size,
    Object.fromEntries(BannerDensities.map((d) => [`${d}x`, `banners/${slug}-${size}-${d}x.webp`])),
  ]);
  return Object.fromEntries(entries) as Record<TBannerSize, Record<TBannerDensityKey, string>>;
}

/**
 * The name a topic's raster banners are made under: an uploaded picture's hash when its
 * `image_key` is the widest size made from an upload (`banners/<sha256>-xl-1x.webp`, decision
 * 035), else the topic's slug (the demo program's banners).
 */
export function bannerNameOf(imageKey: string | null, slug: string | null): string | null {
  return (imageKey && /^banners\/([0-9a-f]{64})-xl-1x\.webp$/.exec(imageKey)?.[1]) || slug;
}

/**
 * Every raster banner of a topic with its pixel width, narrowest first, so the screens can hand
 * the list to `srcset` as it is. A topic without a slug has only its vector `image_key`.
 */
export function bannerImagesOf(slug: string | null): TBannerImage[] {
  if (!slug) return [];
  const keys = bannerKeys(slug);
  const images: TBannerImage[] = [];
  for (const size of Object.keys(BannerWidths) as TBannerSize[]) {
    for (const density of BannerDensities) {
      images.push({ key: keys[size][`${density}x`], width: BannerWidths[size] * density });
    }
  }
  return images.sort((a, b) => a.width - b.width);
}

/**
 * A `srcset` of every raster banner by pixel width, each file's URL made by `urlOf` (the website
 * and the apps reach the media differently); with `sizes` the browser picks the smallest file that
 * covers the slot at the screen's density.
 */
export function bannerSrcSet(images: readonly TBannerImage[], urlOf: (key: string) => string): string {
  const byWidth = new Map<number, string>();
  for (const image of [...images].sort((a, b) => a.width - b.width)) if (!byWidth.has(image.width)) byWidth.set(image.width, image.key);
  return [...byWidth].map(([width, key]) => `${urlOf(key)} ${width}w`).join(', ');
}

/** A media file's path under the API (spec section 7: media are served by key). */
export const contentMediaPath = (key: string) => `/content_media/${key.split('/').map(encodeURIComponent).join('/')}`;
