import { Stream } from 'node:stream';
import { z } from 'zod';
import { issueMessage, readIssueMessage } from '@innerway/domain';
import { AppError } from './app-error.ts';

/** A field name or path as our schemas spell them; anything else the caller made up is not repeated. */
const plainName = /^[A-Za-z0-9_.]{1,100}$/;

/**
 * Used only where a schema gives no message of its own: the shared schemas carry the spec's
 * 'Oops, ...' codes, everything else names the field so the caller knows what to fix.
 */
const namingTheField: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path?.length ? issue.path.join('.') : 'body';
  if (issue.code === 'invalid_type') return issueMessage('request.invalid_input', { path });
  // Unknown keys are the caller's own text (markup, say): named only when they are plain names.
  if (issue.code === 'unrecognized_keys') {
    const plain = issue.keys.every((key) => plainName.test(key));
    return plain
      ? issueMessage('request.unrecognized_keys', { path, keys: issue.keys.join(', ') })
      : issueMessage('request.unrecognized_key', { path });
  }
  const fallback = z.config().localeError?.(issue);
  const problem = typeof fallback === 'string' ? fallback : fallback?.message;
  return problem ? issueMessage('request.invalid_value', { path, problem }) : undefined;
};

// NUL cannot be stored in a PostgreSQL text column, and a lone surrogate is not Unicode (it would
// be stored as U+FFFD): no client means to send either.
const isUnstorable = (text: string) => text.includes('\u0000') || /\p{Cs}/u.test(text);

/** Where in the input (key or value, at any depth) unstorable text is, or null. */
function findUnstorableText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  // Bytes are no text, and walking them key by key would take seconds; a streamed body (an
  // uploaded archive) is the request itself, whose sockets and server point back to it.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || value instanceof Stream) return null;
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
  if (unstorable) throw new AppError(400, 'request.invalid_characters', { path: plainName.test(unstorable) ? unstorable : 'body' });
  const result = schema.safeParse(body, { error: namingTheField });
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/**
 * The 400 of a failed parse: the first issue's code and values (the shared schemas and
 * namingTheField give every issue one), its text from the catalogue.
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const [first] = issues;
  if (!first) return new AppError(400, 'request.invalid_input', { path: 'body' });
  const reported = readIssueMessage(first.message);
  if (reported) return new AppError(400, reported.code, reported.params);
  // A schema of the server's own with a message that is not a code: said as it is, field named.
  const path = first.path.length ? first.path.join('.') : 'body';
  return new AppError(400, 'request.invalid_value', { path, problem: first.message });
}
