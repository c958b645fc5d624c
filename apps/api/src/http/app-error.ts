import { ServerError } from '@innerway/domain';

/** An error the client is meant to see: its status and message go into the reply envelope. */
export class AppError extends Error {
  status: number;
  data: unknown;

  constructor(status: number, message: string, data?: unknown) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.data = data;
  }
}

export const badRequest = (message: string, data?: unknown) => new AppError(400, message, data);
export const unauthorized = () => new AppError(401, ServerError.notSignedIn);
export const forbidden = (message: string = ServerError.forbidden) => new AppError(403, message);
export const notFound = (message: string = ServerError.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const tooManyRequests = () => new AppError(429, ServerError.tooManyRequests);
