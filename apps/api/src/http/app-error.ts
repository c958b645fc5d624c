import { fillErrorText, type TErrorCode, type TErrorValues, type TPlainErrorCode } from '@innerway/domain';

/**
 * An error the client is meant to see: its status, code and the code's text go into the reply
 * envelope. Only catalogued codes can be thrown (TErrorCode), so every code a client can receive
 * has a text and a translation.
 */
export class AppError extends Error {
  status: number;
  code: TErrorCode;
  data: unknown;

  constructor(status: number, code: TPlainErrorCode, params?: undefined, data?: unknown);
  /** A code whose text has values: the values, as a parsed issue gives them. */
  constructor(status: number, code: TErrorCode, params: TErrorValues, data?: unknown);
  constructor(status: number, code: TErrorCode, params?: TErrorValues, data?: unknown) {
    super(fillErrorText(code, params));
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export const badRequest = (code: TPlainErrorCode, data?: unknown) => new AppError(400, code, undefined, data);
export const unauthorized = () => new AppError(401, 'auth.not_signed_in');
export const forbidden = (code: TPlainErrorCode = 'auth.forbidden') => new AppError(403, code);
export const notFound = (code: TPlainErrorCode = 'request.not_found') => new AppError(404, code);
export const conflict = (code: TPlainErrorCode) => new AppError(409, code);
export const unprocessable = (code: TPlainErrorCode) => new AppError(422, code);

/** A throttle's refusal: `retryAfterSeconds` is when its window opens again (the error handler sends it as `Retry-After`). */
export class TooManyRequestsError extends AppError {
  retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, 'request.too_many');
    this.name = 'TooManyRequestsError';
    // Whole seconds, at least one: a client retrying at 0 would only be refused again.
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const tooManyRequests = (retryAfterSeconds: number) => new TooManyRequestsError(retryAfterSeconds);
