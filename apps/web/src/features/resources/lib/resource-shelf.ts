import { ActivityType, ResourceCategory } from '@innerway/domain';
import { ContentTypeParam, type TContentTypeParam } from './featured-list';

export type TShelfGroupKey = 'meditation' | 'act' | 'journaling' | 'songs' | 'movies' | 'books' | 'downloads';

/** The resource shelf's order (spec section 2): activities by type, then resources by category. */
const ShelfOrder = [
  { key: 'meditation', contentType: ContentTypeParam.Activity, value: ActivityType.Meditation },
  { key: 'act', contentType: ContentTypeParam.Activity, value: ActivityType.Activity },
  { key: 'journaling', contentType: ContentTypeParam.Activity, value: ActivityType.Journaling },
  { key: 'songs', contentType: ContentTypeParam.Resource, value: ResourceCategory.SongRecommendation },
  { key: 'movies', contentType: ContentTypeParam.Resource, value: ResourceCategory.MovieRecommendation },
  { key: 'books', contentType: ContentTypeParam.Resource, value: ResourceCategory.BookRecommendation },
  { key: 'downloads', contentType: ContentTypeParam.Resource, value: ResourceCategory.FileDownload },
] as const satisfies readonly { key: TShelfGroupKey; contentType: TContentTypeParam; value: number }[];

export type TShelfGroup<A, R> =
  | { key: TShelfGroupKey; contentType: typeof ContentTypeParam.Activity; items: A[] }
  | { key: TShelfGroupKey; contentType: typeof ContentTypeParam.Resource; items: R[] };

/**
 * Groups the shelf in the spec's order, keeping each group's incoming order and leaving out empty
 * groups. Only the seven named groups are shelved: the tutorial has its fixed place on the
 * dashboard, and the spec gives audio files no shelf group, so they stay with their topics.
 */
export function groupResourceShelf<A extends { activity_type: number }, R extends { category: number }>(
  activities: readonly A[],
  resources: readonly R[],
): TShelfGroup<A, R>[] {
  const groups: TShelfGroup<A, R>[] = [];
  for (const entry of ShelfOrder) {
    if (entry.contentType === ContentTypeParam.Activity) {
      const items = activities.filter((activity) => activity.activity_type === entry.value);
      if (items.length > 0) groups.push({ key: entry.key, contentType: entry.contentType, items });
    } else {
      const items = resources.filter((resource) => resource.category === entry.value);
      if (items.length > 0) groups.push({ key: entry.key, contentType: entry.contentType, items });
    }
  }
  return groups;
}
