import sharp from 'sharp';
import { BannerDensities, BannerWidths, bannerKeys, type TBannerSize } from '@innerway/domain';

/** Banners are 16:5 (content/README.md). */
const aspect = 5 / 16;

/**
 * Every banner size the screens' `srcset` lists (BannerWidths at each density), made from one
 * picture as WebP, cropped to 16:5 around what draws the eye; named by `bannerKeys` with the
 * picture's hash as the slug, so the sizes of one picture are found from any one of them.
 */
export async function makeBannerSizes(picture: string, sha256: string): Promise<Array<{ key: string; width: number; bytes: Buffer }>> {
  const keys = bannerKeys(sha256);
  const sizes = (Object.keys(BannerWidths) as TBannerSize[]).flatMap((size) =>
    BannerDensities.map((density) => ({ key: keys[size][`${density}x`], width: BannerWidths[size] * density })),
  );
  // One at a time: each holds the decoded picture, and the machine may be small.
  const made: Array<{ key: string; width: number; bytes: Buffer }> = [];
  for (const { key, width } of sizes) {
    const bytes = await sharp(picture)
      .rotate()
      .resize(width, Math.round(width * aspect), { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 80 })
      .toBuffer();
    made.push({ key, width, bytes });
  }
  return made;
}
