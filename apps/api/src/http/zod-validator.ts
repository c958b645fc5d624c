import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseBody } from './validate.ts';

/**
 * Route schemas are the shared zod schemas: a bad body, query or params gets the same 400 as
 * a handler calling `parseBody` (the spec's 'Oops, ...' text, or the field named). Anything else
 * thrown while checking is our failure, not the caller's: Fastify answers it as a 500, logged,
 * and its message never reaches the caller.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
  };
