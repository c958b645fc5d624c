import { ContentTypeParam, type TContentTypeParam } from '../../resources';
import type { TContentKind } from '../../resources';

/** The dashboard's popup parameters (spec section 2): `?featuredItemId=<id>&contentType=A|R`. */
const FeaturedParam = { itemId: 'featuredItemId', contentType: 'contentType' } as const;

export interface TFeaturedSelection {
  kind: TContentKind;
  /** NaN for an id that is not a number: the popup then says it cannot be found. */
  id: number;
}

/** The item whose popup the URL asks for, or null when the parameters do not name one. */
export function readFeaturedParams(params: URLSearchParams): TFeaturedSelection | null {
  const rawId = params.get(FeaturedParam.itemId);
  const contentType = params.get(FeaturedParam.contentType);
  if (rawId === null || rawId === '') return null;
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  if (contentType === ContentTypeParam.Activity) return { kind: 'activity', id };
  if (contentType === ContentTypeParam.Resource) return { kind: 'resource', id };
  return null;
}

/** The current parameters with the popup's added (open) or removed (close). */
export function withFeaturedParams(params: URLSearchParams, selection: { id: number; contentType: TContentTypeParam } | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (selection) {
    next.set(FeaturedParam.itemId, String(selection.id));
    next.set(FeaturedParam.contentType, selection.contentType);
  } else {
    next.delete(FeaturedParam.itemId);
    next.delete(FeaturedParam.contentType);
  }
  return next;
}
