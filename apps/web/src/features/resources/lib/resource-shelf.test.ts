import { describe, expect, it } from 'vitest';
import { ActivityType, ResourceCategory } from '@innerway/domain';
import { groupResourceShelf } from './resource-shelf';

const activity = (id: number, activity_type: number) => ({ id, activity_type });
const resource = (id: number, category: number) => ({ id, category });

describe('groupResourceShelf', () => {
  it('orders meditation, ACT, journaling, songs, movies, books, downloads', () => {
    const groups = groupResourceShelf(
      [activity(1, ActivityType.Journaling), activity(2, ActivityType.Activity), activity(3, ActivityType.Meditation)],
      [
        resource(10, ResourceCategory.FileDownload),
        resource(11, ResourceCategory.BookRecommendation),
        resource(12, ResourceCategory.MovieRecommendation),
        resource(13, ResourceCategory.SongRecommendation),
      ],
    );
    expect(groups.map((group) => group.key)).toEqual(['meditation', 'act', 'journaling', 'songs', 'movies', 'books', 'downloads']);
    expect(groups.map((group) => group.contentType)).toEqual(['A', 'A', 'A', 'R', 'R', 'R', 'R']);
  });

  it('keeps the incoming order inside a group', () => {
    const groups = groupResourceShelf(
      [activity(5, ActivityType.Meditation), activity(2, ActivityType.Meditation), activity(9, ActivityType.Meditation)],
      [],
    );
    expect(groups[0]?.items.map((item) => item.id)).toEqual([5, 2, 9]);
  });

  it('leaves out empty groups', () => {
    const groups = groupResourceShelf([], [resource(1, ResourceCategory.BookRecommendation)]);
    expect(groups).toEqual([{ key: 'books', contentType: 'R', items: [resource(1, ResourceCategory.BookRecommendation)] }]);
    expect(groupResourceShelf([], [])).toEqual([]);
  });

  it('does not shelve tutorials, audio files or unknown kinds', () => {
    const groups = groupResourceShelf(
      [activity(1, 99)],
      [resource(1, ResourceCategory.Tutorial), resource(2, ResourceCategory.AudioFile), resource(3, 42)],
    );
    expect(groups).toEqual([]);
  });
});
