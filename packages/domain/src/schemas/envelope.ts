import type { TErrorCode } from '../error-codes.ts';

/**
 * Every API reply (ARCHITECTURE section 4). An error reply also carries `code`, the stable name
 * of its `error` text in the catalogue (error-codes.ts); a success reply has none.
 */
export interface TEnvelope<T> {
  success: boolean;
  data: T | null;
  error: string | null;
  code?: TErrorCode;
}

export interface THealthEntry {
  healthy: boolean;
  message?: string;
}

/** GET /api/health: a map of per-service entries plus version and build. */
export interface THealth {
  healthy: boolean;
  version: string;
  build: number;
  environment: string;
  services: Record<string, THealthEntry>;
}

export interface TResendVerification {
  already_verified: boolean;
}
