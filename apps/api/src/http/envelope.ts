import type { TEnvelope } from '@innerway/domain';

export function ok<T>(data: T): TEnvelope<T> {
  return { success: true, data, error: null };
}

export function failure(error: string, data: unknown = null): TEnvelope<unknown> {
  return { success: false, data, error };
}
