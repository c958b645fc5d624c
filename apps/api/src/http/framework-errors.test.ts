import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => {
  t = test;
});

describe('errors met before routing', () => {
  it('answers a URL that cannot be decoded with the envelope, without repeating it', async () => {
    const response = await t.app.inject({ url: '/api/modules/%ZZ<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('request.bad_url'));
  });

  it('answers a path parameter past the length limit with the envelope, without repeating it', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/users/${'a'.repeat(101)}`, payload: {} });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(refusal('request.url_too_long'));
  });
});
