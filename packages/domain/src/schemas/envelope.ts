/** Every API reply (ARCHITECTURE section 4). */
export interface TEnvelope<T> {
  success: boolean;
  data: T | null;
  error: string | null;
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
