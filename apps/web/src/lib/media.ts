import type { TBannerImage } from '@innerway/domain';
import { apiBasePath } from './api-client';

/** Audio, video, captions, transcripts and downloads are served by key (spec section 7). */
export function mediaUrl(key: string): string {
  return `${apiBasePath}/content_media/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A `srcset` of every raster banner by pixel width; with a `sizes` attribute the browser picks the
 * smallest file that covers the slot at the screen's density, so a phone never loads a desktop size.
 */
export function bannerSrcSet(images: readonly TBannerImage[]): string {
  const byWidth = new Map<number, string>();
  for (const image of [...images].sort((a, b) => a.width - b.width)) if (!byWidth.has(image.width)) byWidth.set(image.width, image.key);
  return [...byWidth].map(([width, key]) => `${mediaUrl(key)} ${width}w`).join(', ');
}
