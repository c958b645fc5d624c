import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZLogin, ZUserUpdate } from '@innerway/domain';
import { AppError } from './app-error.ts';
import { parseBody } from './validate.ts';
import { refusal } from '../test/refusal.ts';

const failureOf = (schema: z.ZodType, body: unknown) => {
  try {
    parseBody(schema, body);
  } catch (error) {
    return error;
  }
  throw new Error('expected the body to be refused');
};

describe('parseBody', () => {
  it('returns the parsed output', () => {
    expect(parseBody(ZLogin, { email: ' Ana@Example.com ', password: 'pw' })).toEqual({ email: 'ana@example.com', password: 'pw' });
  });

  it("refuses with the schema's own message (the spec's 'Oops, ...' text) as a 400", () => {
    const error = failureOf(ZLogin, { email: '', password: '' });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: 'validation.login_required', message: refusal('validation.login_required').error });
  });

  it('names the field when the schema has no message of its own', () => {
    expect(failureOf(ZUserUpdate, { marketing_opt_in: 'yes' })).toMatchObject({ code: 'request.invalid_input', message: 'marketing_opt_in: Invalid input' });
    expect(failureOf(z.object({ email: z.string() }), {})).toMatchObject({ message: 'email: Invalid input' });
    expect(failureOf(ZUserUpdate, { preferred_language: 'de' })).toMatchObject({ code: 'request.invalid_value', message: expect.stringMatching(/^preferred_language: /) });
  });

  it('refuses NUL and lone surrogates anywhere in the input, naming the field', () => {
    expect(failureOf(ZUserUpdate, { name: 'a\u0000b' })).toMatchObject({ status: 400, code: 'request.invalid_characters', message: 'name: Invalid characters' });
    expect(failureOf(ZUserUpdate, { name: 'a\uD800' })).toMatchObject({ status: 400, message: 'name: Invalid characters' });
    expect(failureOf(z.object({ list: z.array(z.string()) }), { list: ['ok', '\uDC00'] })).toMatchObject({
      message: 'list.1: Invalid characters',
    });
    // Paired surrogates are one character (an emoji), and welcome.
    expect(parseBody(ZUserUpdate, { name: 'Ana 🧘' })).toEqual({ name: 'Ana 🧘' });
  });

  it('passes a streamed body on unread, though the request it is points back to itself', () => {
    const upload = Readable.from([Buffer.from('PK')]);
    Object.assign(upload, { socket: { server: { request: upload } } });
    expect(parseBody(z.custom<Readable>((value) => value instanceof Readable), upload)).toBe(upload);
  });

  it('names unknown keys only when they are plain names, never repeating markup', () => {
    expect(failureOf(ZUserUpdate, { is_admin: true })).toMatchObject({ code: 'request.unrecognized_keys', message: 'body: Unrecognized key: is_admin' });
    const markup = failureOf(ZUserUpdate, { '<img src=x onerror=alert(1)>': 1 }) as AppError;
    expect(markup).toMatchObject({ code: 'request.unrecognized_key', message: 'body: Unrecognized key' });
    expect(failureOf(ZUserUpdate, { '<b>': '\u0000' })).toMatchObject({ message: 'body: Invalid characters' });
  });

  it('calls a missing or non-object body "body"', () => {
    expect(failureOf(z.object({ a: z.string() }), null)).toMatchObject({ status: 400, message: 'body: Invalid input' });
  });

  it('says a message of a schema of our own that is not a code as it is, naming the field', () => {
    const own = z.object({ day: z.string().refine(() => false, { error: 'not a day' }) });
    expect(failureOf(own, { day: 'x' })).toMatchObject({ status: 400, code: 'request.invalid_value', message: 'day: not a day' });
  });
});
