import type { TResource } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { notFound } from '../http/app-error.ts';
import { assertUnlocked, contentViewFor, type TContentContext } from './read-content.ts';

/**
 * One resource; 404 when the user cannot see it, 403 for a trial user on a full-access one.
 * Tutorials (id 0) are always openable (spec section 4), whatever their trial flag says: the
 * view never holds them locked (`isResourceLocked`).
 */
export async function getResource(ctx: TContentContext, user: UserRow, id: number): Promise<TResource> {
  const view = await contentViewFor(ctx, user);
  const resource = view.resourceById.get(id);
  if (!resource) throw notFound();
  assertUnlocked(resource);
  return resource;
}
