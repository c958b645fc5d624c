import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';

/**
 * Why a bundle was refused, in the reader's language: a refusal's reply carries the values of its
 * reason (which version, which file, which field) as its data; any other failure as the app says it.
 */
export function useRefusalText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const serverErrorText = useServerErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code?.startsWith('content.bundle_')) {
        const values = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
        // A refused file's problem is the upload check's own code (media.*), said in the reader's language too.
        const problem = typeof values['problem'] === 'string' && values['problem'].startsWith('media.') ? { problem: t(values['problem'] as 'media.corrupt') } : {};
        return t(error.code, { ...values, ...problem, defaultValue: error.serverText ?? error.message, interpolation: { escapeValue: false } });
      }
      return serverErrorText(error);
    },
    [t, serverErrorText],
  );
}
