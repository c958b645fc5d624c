import type { TBannerImage } from '@innerway/domain';
import { BANNER_DENSITIES, BANNER_SIZES, bannerKeys, type TBannerSize } from '../../../../content/schema.ts';

/**
 * Every raster banner of a topic (`banners/<slug>-<size>-<d>x.webp`, the content's naming) with its
 * pixel width, narrowest first, so the screens can hand the list to `srcset` as it is.
 * A topic without a slug has only its vector `image_key`.
 */
export function bannerImagesOf(slug: string | null): TBannerImage[] {
  if (!slug) return [];
  const keys = bannerKeys(slug);
  const images: TBannerImage[] = [];
  for (const size of Object.keys(BANNER_SIZES) as TBannerSize[]) {
    for (const density of BANNER_DENSITIES) {
      images.push({ key: keys[size][`${density}x`], width: BANNER_SIZES[size] * density });
    }
  }
  return images.sort((a, b) => a.width - b.width);
}
