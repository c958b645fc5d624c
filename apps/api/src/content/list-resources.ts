import { Constants, ResourceCategory, type TListedResource, type TResourcesByCategory } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { contentViewFor, type TContentContext } from './read-content.ts';

/**
 * The resource shelf: the user's visible resources keyed by category, each list by sort_order.
 * The tutorial is not on the shelf (the dashboard offers it); empty categories are left out.
 * Locked resources are in their locked shape (the screens draw the locks).
 */
export async function listResourcesByCategory(ctx: TContentContext, user: UserRow): Promise<TResourcesByCategory> {
  const view = await contentViewFor(ctx, user);
  const groups: TResourcesByCategory = {};
  for (const resource of view.resources) {
    if (resource.category === ResourceCategory.Tutorial) continue;
    (groups[resource.category] ??= []).push(resource);
  }
  return groups;
}

/** The dashboard's featured resources: the tutorial (id 0) first, then the others by sort_order. */
export async function listFeaturedResources(ctx: TContentContext, user: UserRow): Promise<TListedResource[]> {
  const view = await contentViewFor(ctx, user);
  const featured = view.resources.filter((resource) => resource.is_featured);
  const isTutorial = (resource: TListedResource) => resource.id === Constants.featuredTutorialId;
  return [...featured.filter(isTutorial), ...featured.filter((resource) => !isTutorial(resource))];
}
