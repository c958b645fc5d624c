import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessError, ErrorMessage, ServerError, ValidationMessage } from '@innerway/domain';
import { ApiError } from './api-client';

/** The domain's English texts (what the server and the shared zod schemas say), by translation key. */
const knownTexts = new Map<string, string>([
  ...Object.entries(ServerError).map(([key, text]): [string, string] => [text, `server.${key}`]),
  ...Object.entries(ValidationMessage).flatMap(([key, text]): [string, string][] =>
    typeof text === 'string' ? [[text, `validation.${key}`]] : [],
  ),
  ...Object.entries(ErrorMessage).map(([key, text]): [string, string] => [text, key]),
  // Codes, gift cards and purchases (the subscribe prompt and the Gift Cards section).
  ...Object.entries(AccessError).map(([key, text]): [string, string] => [text, `access.${key}`]),
]);

const tooLongPattern = /^(.+) must be at most (\d+) characters\.$/;

/**
 * Translates a text from the domain package (a server error, a schema's validation message) into
 * the reader's language; any other text is returned as it came.
 */
export function useMessageText(): (text: string) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (text: string) => {
      const key = knownTexts.get(text);
      if (key) return t(key);
      const tooLong = tooLongPattern.exec(text);
      if (tooLong) {
        const [, field = '', max = ''] = tooLong;
        return t('validation.tooLong', { field: t(`field.${field}`, { defaultValue: field }), max });
      }
      return text;
    },
    [t],
  );
}

/**
 * Turns a failed call into the text to show inside the spec's wrappers ('There was a problem
 * ... (text)'): the server's known messages in the reader's language, anything else as sent.
 */
export function useServerErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const messageText = useMessageText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.reason) return t(`client.${error.reason}`);
        // A 401's message is fixed by the spec, but a failed sign-in says more in its own text.
        if (error.status === 401) {
          const key = error.serverText ? knownTexts.get(error.serverText) : undefined;
          return key && key !== 'server.notSignedIn' ? t(key) : t('unauthorized');
        }
        return messageText(error.message);
      }
      if (error instanceof Error) return messageText(error.message);
      return String(error);
    },
    [t, messageText],
  );
}
