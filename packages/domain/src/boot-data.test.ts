import { describe, expect, it } from 'vitest';
import { BannerSizes } from './banner-images.ts';
import { ApiReadPath, bootReadPaths, firstBanners } from './boot-data.ts';

describe('bootReadPaths', () => {
  it.each([
    ['/', [ApiReadPath.modules, ApiReadPath.featuredExercises, ApiReadPath.featuredResources]],
    ['/dashboard/', [ApiReadPath.modules, ApiReadPath.featuredExercises, ApiReadPath.featuredResources]],
    ['/topics', [ApiReadPath.modules]],
    ['/progress', [ApiReadPath.modules]],
    ['/topic_overview/3', ['/modules/3?fullDetail=0']],
    ['/topic_detail/12', ['/modules/12?fullDetail=1']],
    ['/resources', [ApiReadPath.exercises, ApiReadPath.resourcesByCategory]],
    ['/resources/4', [ApiReadPath.exercises, ApiReadPath.resourcesByCategory]],
  ])('reads what the screen at %s asks for first, after the session', (pathname, reads) => {
    expect(bootReadPaths(pathname)).toEqual([ApiReadPath.session, ...reads]);
  });

  it.each(['/login', '/topic_detail/0', '/topic_detail/1e3', '/topic_detail/1234567890', '/topic_detail/1/x', '/topicsx', '/users/me'])(
    'reads only the session for %s',
    (pathname) => {
      expect(bootReadPaths(pathname)).toEqual([ApiReadPath.session]);
    },
  );
});

describe('firstBanners', () => {
  const banner = (name: string) => [{ key: `banners/${name}-sm-1x.webp`, width: 420 }];
  const topic = (name: string, percent: number) => ({ banner_images: banner(name), user_percent_complete: percent });
  const modules = new Map<string, unknown>([[ApiReadPath.modules, [topic('a', 100), topic('b', 40), topic('c', 0)]]]);

  it('is the carousel item the dashboard opens at: the first topic under 100 %', () => {
    expect(firstBanners('/', modules)).toEqual([{ images: banner('b'), sizes: BannerSizes.carousel }]);
  });

  it('is the first two library cards', () => {
    expect(firstBanners('/topics', modules).map(({ images }) => images)).toEqual([banner('a'), banner('b')]);
  });

  it("is a topic's header, from the reply of the read its screen makes", () => {
    const replies = new Map<string, unknown>([[ApiReadPath.module(3, true), topic('d', 0)]]);
    expect(firstBanners('/topic_detail/3', replies)).toEqual([{ images: banner('d'), sizes: BannerSizes.overviewHeader }]);
    expect(firstBanners('/topic_overview/3', replies)).toEqual([]);
  });

  it('is nothing without the replies, for banner-less topics, or on other screens', () => {
    expect(firstBanners('/topics', new Map())).toEqual([]);
    expect(firstBanners('/topics', new Map([[ApiReadPath.modules, [{ banner_images: [], user_percent_complete: 0 }]]]))).toEqual([]);
    expect(firstBanners('/progress', modules)).toEqual([]);
  });
});
