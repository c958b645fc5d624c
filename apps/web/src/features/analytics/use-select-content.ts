import { useEffect } from 'react';
import { AnalyticsEvent, SelectContentType, type TSelectContentType } from '@innerway/domain';
import type { TTrack } from './tracker';

/**
 * The spec's content kind of an item by how the screens label it (features/resources'
 * `contentLook`); the tutorial and anything unknown have none and are not reported.
 */
const kindsByLook: Record<string, TSelectContentType> = {
  meditation: SelectContentType.Meditation,
  journaling: SelectContentType.Journaling,
  activity: SelectContentType.Activity,
  song: SelectContentType.Song,
  book: SelectContentType.Book,
  movie: SelectContentType.Movie,
  audio: SelectContentType.Audio,
  download: SelectContentType.Download,
};

export function contentTypeOfLook(look: string): TSelectContentType | null {
  return kindsByLook[look] ?? null;
}

/** select_content once each time a piece of content (kind and id) comes into view; null waits. */
export function useSelectContentWith(track: TTrack, contentType: TSelectContentType | null, itemId?: number | string | null): void {
  useEffect(() => {
    if (!contentType) return;
    track(AnalyticsEvent.SelectContent, itemId == null ? { content_type: contentType } : { content_type: contentType, item_id: String(itemId) });
  }, [track, contentType, itemId]);
}
