import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusal } from '../test/refusal.ts';
import { handleError } from './error-handler.ts';
import { zodValidatorCompiler } from './zod-validator.ts';

const app = Fastify({ logger: false });
app.setValidatorCompiler(zodValidatorCompiler);
app.setErrorHandler(handleError);
app.post('/check', { schema: { body: z.strictObject({ name: z.string().max(5) }) } }, () => ({ ok: true }));
app.post(
  '/fails-inside',
  {
    schema: {
      body: z.object({ name: z.string() }).refine(() => {
        throw new RangeError('Maximum call stack size exceeded');
      }),
    },
  },
  () => ({ ok: true }),
);

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('route schemas', () => {
  it('refuses a bad body as the 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/check', payload: { name: 'too long' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('request.invalid_value');
  });

  it("answers a failure inside the check as the server's 500, never repeating its message", async () => {
    const response = await app.inject({ method: 'POST', url: '/fails-inside', payload: { name: 'Ana' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(refusal('server.internal'));
    expect(response.body).not.toContain('Maximum call stack');
  });
});
