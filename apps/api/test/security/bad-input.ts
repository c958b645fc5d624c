// Generators of hostile input for the bad-input suite: strings no form would send, and bodies
// bent out of shape from a valid one.
import fc from 'fast-check';

/** Markup that must never come back raw in a reply. */
const htmlFragments = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];
export const echoedMarkup = /<(script|img|svg)/i;

const sqlFragments = ["' OR '1'='1", "'; drop table users; --", '1; select pg_sleep(10)', '" OR ""="'];
const unicodeEdges = [
  '\uD800', // lone high surrogate
  'a\uDC00b', // lone low surrogate
  '\u0000', // NUL (PostgreSQL text cannot hold it)
  'abc\u0000def',
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E', // RTL and LTR marks
  '🧘🏽‍♀️🌊', // emoji with skin tone and joiner
  'e\u0301'.repeat(5), // combining marks
  '\uFEFF', // byte-order mark
  '\u{10FFFF}',
];

/** One hostile string: fragments, unicode edges, arbitrary code units, or far too long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...htmlFragments, ...sqlFragments, ...unicodeEdges),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .tuple(fc.constantFrom('a', '🧘', '<b>', '\u0000', "'"), fc.integer({ min: 101, max: 1_200 }))
    .map(([unit, times]) => unit.repeat(times)),
);

/** Any JSON value of another kind than a well-formed field would have. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, '', [], {}),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
);

/**
 * A body derived from `valid`: a field of the wrong type or hostile content, a field missing,
 * an extra field (named in markup, too), or no object at all. Some results may still be valid;
 * the test asks the route's schema which are not.
 */
export function badBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replaced = fc
    .tuple(fc.constantFrom(...keys), oddValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const missing = fc.subarray(keys, { minLength: 1 }).map((drop) => Object.fromEntries(Object.entries(valid).filter(([key]) => !drop.includes(key))));
  const extra = fc
    .tuple(fc.oneof(nastyString, fc.constantFrom('is_admin', 'user_id', '__proto__', 'constructor')), oddValue)
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const notAnObject = fc.oneof(oddValue, fc.array(fc.constant(valid), { minLength: 1, maxLength: 2 }));
  return fc.oneof(replaced, missing, extra, notAnObject);
}

/**
 * Percent-encodes a string's UTF-8 bytes for a URL (encodeURIComponent throws on a lone
 * surrogate; TextEncoder turns it into U+FFFD).
 */
export function urlEncode(value: string): string {
  return [...new TextEncoder().encode(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** `valid` with some of its strings replaced by hostile ones, which the schema may well accept. */
export function hostileStrings(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const stringKeys = Object.keys(valid).filter((key) => typeof valid[key] === 'string');
  if (stringKeys.length === 0) return fc.constant(valid);
  return fc
    .array(fc.tuple(fc.constantFrom(...stringKeys), nastyString), { minLength: 1, maxLength: stringKeys.length })
    .map((replacements) => ({ ...valid, ...Object.fromEntries(replacements) }));
}
