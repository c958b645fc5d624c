import { z } from 'zod';
import { envelopeOf, ZErrorEnvelope } from '@innerway/domain';

/**
 * A route's `response` schemas: its success envelope with `data`, and the one error envelope for
 * every error status. The server serialises each reply from them (http/reply-serializer.ts), so a
 * field the schema does not declare never leaves it, and the OpenAPI document describes them.
 */
export const replies = <S extends z.ZodType>(data: S) =>
  ({ 200: envelopeOf(data), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope }) as const;

/** The same for a route that answers 201 Created. */
export const created = <S extends z.ZodType>(data: S) =>
  ({ 201: envelopeOf(data), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope }) as const;

/** A reply that is an HTML document rather than the envelope. */
export const htmlReply = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A reply that is a file (media): any type, sent as it is stored. */
export const fileReply = (description: string) => ({
  description,
  content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } },
});
