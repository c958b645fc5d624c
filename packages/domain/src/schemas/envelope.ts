import { z } from 'zod';
import { ErrorText, type TErrorCode } from '../error-codes.ts';

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

/** A success reply carrying `data`. */
export const envelopeOf = <S extends z.ZodType>(data: S) =>
  z.object({ success: z.literal(true), data, error: z.null() });

/**
 * Every error reply: the spec's text in `error`, a stable machine `code` beside it, and `data`
 * only where a reply documents some (e.g. `already_verified`, the health report of a 503).
 */
export const ZErrorEnvelope = z
  .object({
    success: z.literal(false),
    data: z.unknown(),
    error: z.string(),
    code: z.enum(Object.keys(ErrorText) as [TErrorCode, ...TErrorCode[]]),
  })
  .meta({ id: 'ErrorEnvelope' });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZHealthEntry = z.object({ healthy: z.boolean(), message: z.string().optional() });
export type THealthEntry = z.infer<typeof ZHealthEntry>;

/** GET /api/health: a map of per-service entries plus version and build. */
export const ZHealth = z.object({
  healthy: z.boolean(),
  version: z.string(),
  build: z.number(),
  environment: z.string(),
  services: z.record(z.string(), ZHealthEntry),
}).meta({ id: 'Health' });
export type THealth = z.infer<typeof ZHealth>;

/** GET /email/resend. */
export const ZResendVerification = z.object({ already_verified: z.boolean() });
export type TResendVerification = z.infer<typeof ZResendVerification>;
