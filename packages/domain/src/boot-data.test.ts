import { describe, expect, it } from 'vitest';
import { ApiReadPath, bootReadPaths } from './boot-data.ts';

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
