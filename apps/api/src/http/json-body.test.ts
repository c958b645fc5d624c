import { describe, expect, it } from 'vitest';
import { clientInfoHeaders, setUpTestApp, type TestApp } from '../test/harness.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, mixed, up to the limit and one past it', () => {
    expect(nestsDeeperThan(arrays(3), 3)).toBe(false);
    expect(nestsDeeperThan(arrays(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[]],[[]],[[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'say "[[[[" \\ ok' }), 1)).toBe(false);
    expect(nestsDeeperThan('{"text":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"\\\\","deep":[[]]}`, 2)).toBe(true);
  });
});

describe('a JSON body', () => {
  let t: TestApp;
  setUpTestApp((test) => (t = test));
  const login = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { ...clientInfoHeaders, 'content-type': 'application/json' } });

  it('nested deeper than the limit is a 400 of its own, before parsing', async () => {
    const response = await login(arrays(MAX_JSON_DEPTH + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, error: 'The request body is nested too deeply.', code: 'request.nested_too_deep' });
  });

  it('at the limit goes on to validation, and the prototype keys are still refused', async () => {
    expect((await login(arrays(MAX_JSON_DEPTH))).json()).toMatchObject({ code: 'request.invalid_input' });
    expect((await login('{"__proto__":{"x":1}}')).json()).toMatchObject({ code: 'request.malformed_json' });
    expect((await login('')).json()).toMatchObject({ code: 'request.malformed_json' });
  });
});
