import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { ValidationMessage } from '@innerway/domain';

const validationKeys = new Map<string, string>(
  Object.entries(ValidationMessage).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key]] : [])),
);
const tooLongPattern = /^(.+) must be at most (\d+) characters\.$/;

/**
 * The domain schemas speak English (the server shares them); the screens show the same message
 * in the reader's language, found by its English text.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('errors');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = validationKeys.get(message);
      if (key) return t(`validation.${key}`);
      const tooLong = tooLongPattern.exec(message);
      if (tooLong) {
        const [, field = '', max = ''] = tooLong;
        return t('validation.tooLong', { field: t(`field.${field}`, { defaultValue: field }), max });
      }
      return message;
    },
    [t],
  );
}

/** The spec shows a form's problem as one line: the first failing field's message, in field order. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
