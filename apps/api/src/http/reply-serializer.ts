import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

// Every route's error replies share one schema object: it is compiled once, not per route and status.
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Replies are written from their route's zod schema compiled, once per route and status, into
 * a fast-json-stringify function (through the schema's JSON Schema, the one the OpenAPI document
 * shows): only the declared fields are written, so nothing undeclared leaves the server. Parsing
 * every reply with zod first (the type provider's own serializer) would check each value again
 * at run time, which cost a content reply 20-25 µs more, a sixth to a fifth of the route's work;
 * the handlers are type-checked against the same schemas instead (docs/decisions/011-api-contract.md).
 */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any', override: chooseLockedByItsMark }) as fastJson.AnySchema,
    );
    compiled.set(schema, serialize);
  }
  return serialize;
};

/**
 * A whole-or-locked item (`ZListedActivity` ...: packages/domain schemas/content.ts) is a union of
 * two shapes, told apart by the locked one's `locked: true`. As `anyOf`, fast-json-stringify would
 * validate each item against the whole shape before writing it (a few µs per list); as
 * `if: { required: ['locked'] }` it looks for that one key and writes the item with the shape
 * it picks, so a locked item still cannot carry a field of the whole one. The OpenAPI document
 * keeps the `anyOf`.
 */
function chooseLockedByItsMark({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) {
  if (zodSchema._zod.def.type !== 'union' || !jsonSchema.anyOf || jsonSchema.anyOf.length !== 2) return;
  const isLockedShape = (option: z.core.$ZodType) => {
    const def = option._zod.def;
    return def.type === 'object' && 'locked' in (def as z.core.$ZodObjectDef).shape;
  };
  const lockedAt = zodSchema._zod.def.options.findIndex(isLockedShape);
  if (lockedAt === -1) return;
  const [locked, whole] = [jsonSchema.anyOf[lockedAt]!, jsonSchema.anyOf[1 - lockedAt]!];
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, { if: { type: 'object', required: ['locked'] }, then: locked, else: whole });
}

