import { bannerSrcSet as srcSetOf, contentMediaPath, type TBannerImage } from '@innerway/domain';
import { mediaToken } from '../platform/session-token';
import { apiBasePath } from './api-client';

/**
 * Audio, video, captions, transcripts and downloads are served by key (spec section 7). In the
 * apps the URL is the API's, and carries the session's media token: an <audio>, <video> or
 * <track> element (or the native player) cannot send the Bearer header.
 */
export function mediaUrl(key: string): string {
  const url = `${apiBasePath}${contentMediaPath(key)}`;
  const token = import.meta.env.VITE_APP_TARGET === 'native' ? mediaToken() : null;
  return token ? `${url}?media_token=${encodeURIComponent(token)}` : url;
}

/** The banners' `srcset` with this platform's media URLs. */
export function bannerSrcSet(images: readonly TBannerImage[]): string {
  return srcSetOf(images, mediaUrl);
}
