import type { TBannerImage } from '@innerway/domain';
import { mediaToken } from '../platform/session-token';
import { apiBasePath } from './api-client';

/**
 * Audio, video, captions, transcripts and downloads are served by key (spec section 7). In the
 * apps the URL is the API's, and carries the session's media token: an <audio>, <video> or
 * <track> element (or the native player) cannot send the Bearer header.
 */
export function mediaUrl(key: string): string {
  const url = `${apiBasePath}/content_media/${key.split('/').map(encodeURIComponent).join('/')}`;
  const token = import.meta.env.VITE_APP_TARGET === 'native' ? mediaToken() : null;
  return token ? `${url}?media_token=${encodeURIComponent(token)}` : url;
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
