import { nativePlugins } from './started-plugins';

/**
 * 'Write a Review' (apps only): the store's own review sheet. The stores decide whether it shows
 * at all and never say, so there is nothing to report back.
 */
export async function requestReview(): Promise<void> {
  await nativePlugins()
    ?.review.requestReview()
    .catch(() => undefined);
}
