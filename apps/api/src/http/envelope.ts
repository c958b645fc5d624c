import { errorText, type TEnvelope, type TErrorCode, type TPlainErrorCode } from '@innerway/domain';

export function ok<T>(data: T): TEnvelope<T> {
  return { success: true, data, error: null };
}

/** An error reply: the code's text in `error` (the spec's envelope) and the code beside it. */
export function failure(code: TPlainErrorCode, data?: unknown): TEnvelope<unknown>;
export function failure(code: TErrorCode, data: unknown, text: string): TEnvelope<unknown>;
export function failure(code: TErrorCode, data: unknown = null, text?: string): TEnvelope<unknown> {
  return { success: false, data, error: text ?? errorText(code as TPlainErrorCode), code };
}
