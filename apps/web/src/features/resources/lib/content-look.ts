import { ResourceCategory, type TListedActivity, type TListedResource, type TResource } from '@innerway/domain';
import { activityKind } from '../../content';

export type TContentKind = 'activity' | 'resource';

/** What an item is, for its label and thumbnail: an activity by type, a resource by category. */
export type TContentLook = 'meditation' | 'activity' | 'journaling' | 'song' | 'movie' | 'book' | 'audio' | 'download' | 'tutorial';

const resourceLooks: Record<number, TContentLook> = {
  [ResourceCategory.SongRecommendation]: 'song',
  [ResourceCategory.MovieRecommendation]: 'movie',
  [ResourceCategory.BookRecommendation]: 'book',
  [ResourceCategory.AudioFile]: 'audio',
  [ResourceCategory.FileDownload]: 'download',
  [ResourceCategory.Tutorial]: 'tutorial',
};

export function contentLook(kind: TContentKind, item: TListedActivity | TListedResource): TContentLook {
  if (kind === 'activity') return 'activity_type' in item ? activityKind(item.activity_type) : 'activity';
  return ('category' in item && resourceLooks[item.category]) || 'song';
}

/** The tutorial opens for everyone (spec section 4: 'Tutorials are always openable'). */
export function isTutorial(resource: Pick<TResource, 'id' | 'category'>): boolean {
  return resource.category === ResourceCategory.Tutorial || resource.id === 0;
}
