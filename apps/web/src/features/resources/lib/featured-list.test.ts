import { describe, expect, it } from 'vitest';
import { buildFeaturedList } from './featured-list';

const activities = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, title: `activity ${i}` }));
const resources = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 200 + i, title: `resource ${i}` }));

describe('buildFeaturedList', () => {
  it('puts the tutorial (id 0) first, then activities, then resources', () => {
    const list = buildFeaturedList(activities(2), resources(2));
    expect(list.map((entry) => [entry.kind, entry.id])).toEqual([
      ['tutorial', 0],
      ['activity', 100],
      ['activity', 101],
      ['resource', 200],
      ['resource', 201],
    ]);
  });

  it('opens activities with contentType A and resources and the tutorial with R', () => {
    expect(buildFeaturedList(activities(1), resources(1)).map((entry) => entry.contentType)).toEqual(['R', 'A', 'R']);
  });

  it('keeps the items for the screen to render', () => {
    const [, activity] = buildFeaturedList(activities(1), []);
    expect(activity).toMatchObject({ kind: 'activity', item: { title: 'activity 0' } });
  });

  it('caps the list at 8, dropping resources first', () => {
    const list = buildFeaturedList(activities(5), resources(5));
    expect(list).toHaveLength(8);
    expect(list.filter((entry) => entry.kind === 'resource')).toHaveLength(2);
    expect(buildFeaturedList(activities(7), [])).toHaveLength(8);
    expect(buildFeaturedList(activities(12), resources(3)).some((entry) => entry.kind === 'resource')).toBe(false);
  });

  it('is the tutorial alone when nothing is featured', () => {
    expect(buildFeaturedList([], [])).toEqual([{ kind: 'tutorial', contentType: 'R', id: 0 }]);
  });
});
