import { describe, expect, it } from 'vitest';
import { bannerImagesOf, bannerKeys } from './banner-images.ts';

describe('bannerKeys', () => {
  it('names each size and density of a topic banner', () => {
    expect(bannerKeys('past').md['2x']).toBe('banners/past-md-2x.webp');
    expect(bannerKeys('past').xl['3x']).toBe('banners/past-xl-3x.webp');
  });
});

describe('bannerImagesOf', () => {
  it('lists every raster banner with its pixel width, narrowest first', () => {
    const images = bannerImagesOf('connect');
    expect(images).toHaveLength(12);
    expect(images[0]).toEqual({ key: 'banners/connect-sm-1x.webp', width: 420 });
    expect(images.at(-1)).toEqual({ key: 'banners/connect-xl-3x.webp', width: 4320 });
    expect(images.map((image) => image.width)).toEqual([...images.map((image) => image.width)].sort((a, b) => a - b));
  });

  it('has none for a topic without a slug', () => {
    expect(bannerImagesOf(null)).toEqual([]);
  });
});
