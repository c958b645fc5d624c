import { z } from 'zod';
import { badRequest } from './app-error.ts';

/**
 * Used only where a schema gives no message of its own: the shared schemas carry the spec's
 * 'Oops, ...' texts, everything else names the field so the caller knows what to fix.
 */
const namingTheField: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.length ? issue.path.join('.') : 'body';
  if (issue.code === 'invalid_type') return `${field}: Invalid input`;
  const fallback = z.config().localeError?.(issue);
  const text = typeof fallback === 'string' ? fallback : fallback?.message;
  return text ? `${field}: ${text}` : undefined;
};

/** Parses a request body (or query) with a shared schema; a bad one is a 400 with the first problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { error: namingTheField });
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  }
  return result.data;
}
