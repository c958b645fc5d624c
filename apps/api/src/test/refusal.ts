import { expect } from 'vitest';
import { errorText, type TErrorArgs, type TErrorCode } from '@innerway/domain';
import { failure } from '../http/envelope.ts';

/** The envelope of an error reply with `code`, its text as the catalogue gives it. */
export function refusal<C extends TErrorCode>(code: C, ...args: TErrorArgs<C>) {
  return failure(code, null, errorText(code, ...args));
}

/** A 400 for a request no form of ours sends (a field of the wrong type, an unknown value): said by its path. */
export const refusalOfRequest = { success: false, data: null, code: expect.stringMatching(/^request\./) };
