import { describe, expect, it } from 'vitest';
import { PreviewHeader, StaffRole } from '@innerway/domain';
import { asBearer, asCookie, createAccount, fromApp } from '../auth/account-testing.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let t: TestApp;
setUpTestApp((test) => {
  t = test;
});

const appOrigins = ['capacitor://localhost', 'https://localhost'];
const refusedOrigins = ['https://evil.example', 'http://localhost', 'https://localhost:8443', 'capacitor://localhost.evil.example', 'null'];

const preflight = (url: string, origin: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,x-client-info',
      ...headers,
    },
  });

const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it.each(appOrigins)('lets %s read API replies, without credentials', async (origin) => {
    const response = await t.app.inject({ url: '/api/health', headers: { origin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it.each(appOrigins)('answers the preflight of %s with the methods, headers and lifetime the apps need', async (origin) => {
    const response = await preflight('/api/auth/login', origin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': `Authorization, Content-Type, Accept, X-Client-Info, ${PreviewHeader}, Tus-Resumable, Upload-Length, Upload-Metadata, Upload-Offset`,
      'access-control-max-age': '7200',
    });
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
    // The security headers are set before the preflight is answered.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it.each(appOrigins)('lets %s preview drafts and resume an upload: the preflights of the studio', async (origin) => {
    const preview = await preflight('/api/modules', origin, { 'access-control-request-method': 'GET', 'access-control-request-headers': `authorization,${PreviewHeader}` });
    expect(preview.statusCode).toBe(204);
    expect(preview.headers['access-control-allow-headers']).toContain(PreviewHeader);
    const resume = await preflight('/api/staff/media/uploads/0123456789abcdef0123456789abcdef', origin, {
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type,tus-resumable,upload-offset',
    });
    expect(resume.statusCode).toBe(204);
    expect(resume.headers['access-control-allow-origin']).toBe(origin);
    const allowed = String(resume.headers['access-control-allow-headers']).toLowerCase().split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['tus-resumable', 'upload-offset', 'upload-length', 'upload-metadata']));
  });

  it('lets an app read an upload’s address and offset, and gives another origin no CORS header on an upload', async () => {
    const { token } = await createStaffAccount(t.db, StaffRole.Editor);
    const create = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/media/uploads',
        headers: { ...fromApp('ios'), origin, ...asBearer(token), 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `kind ${Buffer.from('captions').toString('base64')}` },
      });
    const fromTheApp = await create('capacitor://localhost');
    expect(fromTheApp.statusCode).toBe(201);
    expect(fromTheApp.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    const exposed = String(fromTheApp.headers['access-control-expose-headers']).toLowerCase();
    expect(exposed).toContain('location');
    expect(exposed).toContain('upload-offset');
    // The upload server's own default would answer any origin with `*`.
    const elsewhere = await create('https://evil.example');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(elsewhere.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight before the session is read: a cookie along is no CSRF refusal', async () => {
    const { user, token } = await createAccount(t.db);
    const response = await preflight(`/api/users/${user.id}`, 'capacitor://localhost', {
      cookie: asCookie(token).cookie,
      'access-control-request-method': 'DELETE',
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers any OPTIONS from an app as a preflight, never with a body outside the envelope', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/modules', headers: { origin: 'https://localhost' } });
    expect(response.statusCode).toBe(204);
  });

  it.each(refusedOrigins)('gives %s no CORS header at all, and its preflight the 404 envelope', async (origin) => {
    const read = await t.app.inject({ url: '/api/health', headers: { origin } });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    const response = await preflight('/api/auth/login', origin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('request.not_found'));
    expect(corsHeaders(response.headers)).toEqual([]);
  });

  it('gives a request without an Origin no CORS header', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(corsHeaders(response.headers)).toEqual([]);
  });
});
