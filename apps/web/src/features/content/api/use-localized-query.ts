import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TTranslationTable } from '@innerway/domain';
import { useTranslationsQuery } from './translations-query';

export interface TLocalizedResult<T> {
  data: T | undefined;
  /** waiting for the content or for its translations */
  isPending: boolean;
  /** the content failed; translations failing only leave the English text */
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Joins a content query with the reader's translations. The screen waits for both (spec
 * section 2: protected screens wait for the translations), but a failed translations call falls
 * back to English instead of hiding the content.
 */
export function useLocalizedQuery<T>(query: UseQueryResult<T>, localize: (data: T, table?: TTranslationTable) => T): TLocalizedResult<T> {
  const translations = useTranslationsQuery();
  const waitingForTranslations = translations.fetchStatus === 'fetching' && translations.data === undefined;
  const data = useMemo(
    () => (query.data === undefined ? undefined : localize(query.data, translations.data)),
    [query.data, translations.data, localize],
  );
  return {
    data: waitingForTranslations ? undefined : data,
    isPending: query.isPending || waitingForTranslations,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
