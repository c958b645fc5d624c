import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TErrorValues } from '@innerway/domain';
import { ApiError } from './api-client';

type TTranslation = ReturnType<typeof useTranslation<'errors'>>;
type TTranslate = TTranslation['t'];

/** Groups of the `errors` namespace that hold the screens' own texts, not catalogued codes. */
const notCodes = new Set(['client', 'field']);

/**
 * A catalogued code's text in the reader's language, read from the loaded `errors` translations
 * rather than the domain's English catalogue, which member screens would otherwise download whole.
 * Every language holds every code with the catalogue's `{{values}}` (error-translations.test.ts),
 * so a code is known to this build exactly when its translation is there.
 */
function catalogueText(i18n: TTranslation['i18n'], code: string | null): string | undefined {
  if (!code || !/^[a-z_]+\.[a-z_]+$/.test(code) || notCodes.has(code.slice(0, code.indexOf('.')))) return undefined;
  const text: unknown = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'errors', code);
  return typeof text === 'string' ? text : undefined;
}

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
function replyText(t: TTranslate, i18n: TTranslation['i18n'], code: string | null, serverText: string): string {
  const text = catalogueText(i18n, code);
  if (!code || text === undefined || text.includes('{{')) return serverText;
  return codeText(t, code, {}, serverText);
}

/**
 * Translates a message of the shared schemas (a catalogue code with its values, see
 * issueMessage) into the reader's language; any other text is returned as it came.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      // A shared schema's issue message is `code` or `code?name=value&...` (domain issueMessage).
      const at = message.indexOf('?');
      const code = at === -1 ? message : message.slice(0, at);
      if (catalogueText(i18n, code) === undefined) return message;
      const params = Object.fromEntries(new URLSearchParams(at === -1 ? '' : message.slice(at + 1)));
      return codeText(t, code, params, message);
    },
    [t, i18n],
  );
}

/**
 * Turns a failed call into the text to show inside the spec's wrappers ('There was a problem
 * ... (text)'): the reply's code in the reader's language, or the server's own text for a code
 * this build does not know (or none).
 */
export function useServerErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.reason) return t(`client.${error.reason}`);
        // A 401's message is fixed by the spec, but a failed sign-in says more in its own text.
        if (error.status === 401) {
          return error.code && error.code !== 'auth.not_signed_in' ? replyText(t, i18n, error.code, error.serverText ?? '') : t('unauthorized');
        }
        return replyText(t, i18n, error.code, error.message);
      }
      if (error instanceof Error) return error.message;
      return String(error);
    },
    [t, i18n],
  );
}
