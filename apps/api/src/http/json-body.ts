import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

/**
 * How deeply a JSON body may nest arrays and objects. The deepest body a client of ours sends (an
 * analytics batch: object, events array, event, params) nests 3 levels; 32 leaves room for any
 * form to come, and keeps everything that walks a body (validation, the unstorable-text check)
 * far from the call stack's limit, which a 64 KB body of brackets would otherwise reach.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether `text` nests arrays and objects deeper than `limit`: one pass over the characters, no parsing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(c)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (secure-json-parse, refusing `__proto__` and `constructor` keys) behind a
 * depth check: a body nested deeper than MAX_JSON_DEPTH is a 400 of its own before anything
 * parses or walks it.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest('request.nested_too_deep'), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
