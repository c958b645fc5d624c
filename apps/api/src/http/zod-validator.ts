import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { parseBody } from './validate.ts';

/**
 * Route schemas are the shared zod schemas: a bad body, query or params gets the same 400 as
 * a handler calling `parseBody` (the spec's 'Oops, ...' text, or the field named).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
