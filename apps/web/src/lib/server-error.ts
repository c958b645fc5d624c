import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, isErrorCode, readIssueMessage, type TErrorValues } from '@innerway/domain';
import { ApiError } from './api-client';

type TTranslate = ReturnType<typeof useTranslation<'errors'>>['t'];

/**
 * A catalogued error (domain error-codes.ts) in the reader's language: the `errors` namespace
 * holds every code, with the same `{{values}}`; a field is named by its own translation.
 * `fallback` is said when no translation has the code (a code newer than this build).
 */
function codeText(t: TTranslate, code: string, params: TErrorValues, fallback: string): string {
  const field = params.field === undefined ? {} : { field: t(`field.${params.field}`, { defaultValue: String(params.field) }) };
  return t(code, { ...params, ...field, defaultValue: fallback });
}

/**
 * A reply's code in the reader's language. A reply carries no values, so a code whose text has
 * some (a length limit's field and maximum) is said in the server's words, as is a code this build
 * does not know.
 */
function replyText(t: TTranslate, code: string | null, serverText: string): string {
  if (!isErrorCode(code) || ErrorText[code].includes('{{')) return serverText;
  return codeText(t, code, {}, serverText);
}

/**
 * Translates a message of the shared schemas (a catalogue code with its values, see
 * issueMessage) into the reader's language; any other text is returned as it came.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const issue = readIssueMessage(message);
      return issue ? codeText(t, issue.code, issue.params, message) : message;
    },
    [t],
  );
}

/**
 * Turns a failed call into the text to show inside the spec's wrappers ('There was a problem
 * ... (text)'): the reply's code in the reader's language, or the server's own text for a code
 * this build does not know (or none).
 */
export function useServerErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.reason) return t(`client.${error.reason}`);
        // A 401's message is fixed by the spec, but a failed sign-in says more in its own text.
        if (error.status === 401) {
          return error.code && error.code !== 'auth.not_signed_in' ? replyText(t, error.code, error.serverText ?? '') : t('unauthorized');
        }
        return replyText(t, error.code, error.message);
      }
      if (error instanceof Error) return error.message;
      return String(error);
    },
    [t],
  );
}
