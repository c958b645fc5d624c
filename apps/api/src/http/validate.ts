import { z } from 'zod';
import { badRequest } from './app-error.ts';

/** A field name or path as our schemas spell them; anything else the caller made up is not repeated. */
const plainName = /^[A-Za-z0-9_.]{1,100}$/;

/**
 * Used only where a schema gives no message of its own: the shared schemas carry the spec's
 * 'Oops, ...' texts, everything else names the field so the caller knows what to fix.
 */
const namingTheField: z.core.$ZodErrorMap = (issue) => {
  const field = issue.path?.length ? issue.path.join('.') : 'body';
  if (issue.code === 'invalid_type') return `${field}: Invalid input`;
  // Unknown keys are the caller's own text (markup, say): named only when they are plain names.
  if (issue.code === 'unrecognized_keys') {
    const plain = issue.keys.every((key) => plainName.test(key));
    return plain ? `${field}: Unrecognized key: ${issue.keys.join(', ')}` : `${field}: Unrecognized key`;
  }
  const fallback = z.config().localeError?.(issue);
  const text = typeof fallback === 'string' ? fallback : fallback?.message;
  return text ? `${field}: ${text}` : undefined;
};

// NUL cannot be stored in a PostgreSQL text column, and a lone surrogate is not Unicode (it would
// be stored as U+FFFD): no client means to send either.
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** Where in the input (key or value, at any depth) unstorable text is, or null. */
function findUnstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === 'body' ? key : `${path}.${key}`;
    if (isUnstorable(key)) return path;
    const found = findUnstorableText(item, itemPath);
    if (found) return found;
  }
  return null;
}

/** Parses a request body (or query) with a shared schema; a bad one is a 400 with the first problem. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const unstorable = findUnstorableText(body, 'body');
  if (unstorable) throw badRequest(`${plainName.test(unstorable) ? unstorable : 'body'}: Invalid characters`);
  const result = schema.safeParse(body, { error: namingTheField });
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  }
  return result.data;
}
