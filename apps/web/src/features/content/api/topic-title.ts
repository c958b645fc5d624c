import { useCallback } from 'react';
import { localizeContent } from '../lib/localize-content';
import { useTranslationsQuery } from './translations-query';

/**
 * A topic's title in the reader's language, from the same content translations the member screens
 * lay over topics, for screens whose replies name a topic by its id and English title (the staff
 * figures). The English title stands until the translations arrive, or where a topic has none.
 */
export function useTopicTitle(): (topicId: number, englishTitle: string) => string {
  const table = useTranslationsQuery().data;
  return useCallback((topicId: number, englishTitle: string) => localizeContent({ id: topicId, title: englishTitle }, 'module', table).title, [table]);
}
