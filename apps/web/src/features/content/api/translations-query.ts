import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DefaultLanguage, type TLanguage, type TTranslations, type TTranslationTable } from '@innerway/domain';
import { apiGet } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { translationsKey } from './content-keys';

function getTranslations(language: TLanguage): Promise<TTranslations> {
  return apiGet(`/translations?language=${language}`);
}

/**
 * The content translations of the reader's language. English is the content itself, so it needs
 * none. Content changes rarely: kept for the session.
 */
export function useTranslationsQuery() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ? currentLanguage() : DefaultLanguage;
  return useQuery({
    queryKey: translationsKey(language),
    queryFn: () => getTranslations(language),
    enabled: language !== DefaultLanguage,
    staleTime: Infinity,
    select: (data): TTranslationTable | undefined => data[language],
  });
}
