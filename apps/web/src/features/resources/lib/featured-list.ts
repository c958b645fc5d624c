import { Constants } from '@innerway/domain';

/** The `contentType` query value that opens an item's popup: A for activity, R for resource. */
export const ContentTypeParam = { Activity: 'A', Resource: 'R' } as const;
export type TContentTypeParam = (typeof ContentTypeParam)[keyof typeof ContentTypeParam];

export type TFeaturedEntry<A, R> =
  | { kind: 'tutorial'; contentType: typeof ContentTypeParam.Resource; id: typeof Constants.featuredTutorialId }
  | { kind: 'activity'; contentType: typeof ContentTypeParam.Activity; id: number; item: A }
  | { kind: 'resource'; contentType: typeof ContentTypeParam.Resource; id: number; item: R };

/**
 * The dashboard's featured list: the fixed Introduction tutorial (id 0) first, then the featured
 * activities, then the featured resources, at most 8 in all. The tutorial carries no item: its
 * text comes from translations, not from a content row.
 */
export function buildFeaturedList<A extends { id: number }, R extends { id: number }>(
  activities: readonly A[],
  resources: readonly R[],
): TFeaturedEntry<A, R>[] {
  const entries: TFeaturedEntry<A, R>[] = [
    { kind: 'tutorial', contentType: ContentTypeParam.Resource, id: Constants.featuredTutorialId },
  ];
  for (const item of activities) entries.push({ kind: 'activity', contentType: ContentTypeParam.Activity, id: item.id, item });
  for (const item of resources) entries.push({ kind: 'resource', contentType: ContentTypeParam.Resource, id: item.id, item });
  return entries.slice(0, Constants.featuredCap);
}
