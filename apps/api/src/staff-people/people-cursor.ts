import { badRequest } from '../http/app-error.ts';

/**
 * Where the next page starts: after the last member of this one in the page's order. A search
 * ranks by score, then id; a listing goes by id, newest first. Opaque to the client (base64url
 * JSON), checked on the way in.
 */
export type TPeopleCursor = { score: number; id: number } | { score?: undefined; id: number };

export function encodePeopleCursor(cursor: TPeopleCursor): string {
  return Buffer.from(JSON.stringify(cursor.score === undefined ? { id: cursor.id } : { score: cursor.score, id: cursor.id })).toString('base64url');
}

/** The cursor of a search (`ranked`) or of a listing; 400 `people.cursor_invalid` for anything else. */
export function decodePeopleCursor(text: string, ranked: boolean): TPeopleCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('people.cursor_invalid');
  }
  const { id, score } = (value ?? {}) as { id?: unknown; score?: unknown };
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest('people.cursor_invalid');
  if (!ranked) {
    if (score !== undefined) throw badRequest('people.cursor_invalid');
    return { id };
  }
  if (typeof score !== 'number' || !Number.isFinite(score)) throw badRequest('people.cursor_invalid');
  return { score, id };
}
