import { ContentTypeParam } from './featured-list';
import type { TContentKind } from './content-look';

export const resourcesPath = '/resources';

/** `/resources/:id?contentType=A|R` opens that item's popup over the shelf (spec section 2). */
export function contentPath(kind: TContentKind, id: number): string {
  const contentType = kind === 'activity' ? ContentTypeParam.Activity : ContentTypeParam.Resource;
  return `${resourcesPath}/${id}?contentType=${contentType}`;
}

/** Which popup a shelf URL asks for: `contentType=A` an activity; `R` or none a resource. */
export function popupFromUrl(resourceId: string | undefined, search: URLSearchParams): { kind: TContentKind; id: number } | null {
  if (resourceId === undefined) return null;
  const kind: TContentKind = search.get('contentType') === ContentTypeParam.Activity ? 'activity' : 'resource';
  return { kind, id: /^\d+$/.test(resourceId) ? Number(resourceId) : Number.NaN };
}
