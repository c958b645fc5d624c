import { errorText, type TErrorCode, type TPlainErrorCode } from '@innerway/domain';

type TFailure<T> = { success: false; data: T; error: string; code: TErrorCode };

export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}

/** An error reply: the code's text in `error` (the spec's envelope) and the code beside it. */
export function failure(code: TPlainErrorCode): TFailure<null>;
export function failure<T>(code: TPlainErrorCode, data: T): TFailure<T>;
export function failure<T>(code: TErrorCode, data: T, text: string): TFailure<T>;
export function failure(code: TErrorCode, data: unknown = null, text?: string): TFailure<unknown> {
  return { success: false, data, error: text ?? errorText(code as TPlainErrorCode), code };
}
