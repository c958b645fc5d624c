import type { TErrorCode, TErrorValues } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';

/**
 * A bundle refused with the values of its reason also in the reply's `data`, so that the screen
 * says the reason (which version, which file, which field) in the reader's language.
 */
export function bundleRefusal(status: number, code: TErrorCode, values: TErrorValues): AppError {
  return new AppError(status, code, values, values);
}
