import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The spec shows a form's problem as one line: the first failing field's message, in field order. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | undefined {
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
