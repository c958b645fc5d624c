import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asBearer, asCookie, createAccount, createNativeAccount, freshIp } from '../auth/account-testing.ts';
import { sessionCookieName } from '../auth/session-cookie.ts';
import { seedProgram } from '../content/content-testing.ts';
import { clientInfoHeaders, setUpTestApp, readSettledOutbox, type TestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';

let mediaDir: string;
let t: TestApp;
let full: string;
let trial: string;
const audio = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

// Keys of the demo program (seeded below): exercise 1 is a trial meditation, exercise 6 a
// full-access one; their French files are named only in the translations.
const trialAudioFr = 'audio/meditation-1-female-fr.mp3';
const lockedAudioEn = 'audio/meditation-6-female-en.mp3';
const lockedAudioFr = 'audio/meditation-6-female-fr.mp3';
const tutorialCaptionsEs = 'captions/tutorial-0.es.vtt';
const unclaimed = 'audio/breathing-female.mp3';
// Video posters are named by no content row: they go with their video (a trial step's, a locked step's, the tutorial's).
const trialPoster = 'videos/connect-1-1.webp';
const lockedPoster = 'videos/past-1-1.webp';
const tutorialPoster = 'videos/introduction.webp';
const banner = 'banners/connect-sm-1x.webp';

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'innerway-media-'));
  mediaDir = path.join(root, 'media');
  for (const folder of ['audio', 'banners', 'captions', 'videos']) await mkdir(path.join(mediaDir, folder), { recursive: true });
  for (const key of [unclaimed, trialAudioFr, lockedAudioEn, lockedAudioFr, banner, trialPoster, lockedPoster, tutorialPoster]) {
    await writeFile(path.join(mediaDir, key), audio);
  }
  await writeFile(path.join(mediaDir, tutorialCaptionsEs), 'WEBVTT\n');
  await writeFile(path.join(mediaDir, '.hidden'), 'secret');
  // What the media generator keeps beside the media: never served.
  await writeFile(path.join(mediaDir, 'manifest.json'), '{"secret":"manifest"}');
  await writeFile(path.join(mediaDir, 'audio', 'notes.json'), '{"secret":"notes"}');
  await writeFile(path.join(mediaDir, 'audio', 'notes.MP3'), 'secret');
  await writeFile(path.join(root, 'outside.txt'), 'outside the media folder');
});
afterAll(() => rm(path.dirname(mediaDir), { recursive: true, force: true }));
setUpTestApp(
  async (test) => {
    t = test;
    await seedProgram(t.db);
    ({ token: full } = await createAccount(t.db, { isTrialMode: false }));
    ({ token: trial } = await createAccount(t.db, { isTrialMode: true }));
  },
  { config: () => ({ mediaDir }) },
);

/** How the browser asks for media: the session cookie, no client-info header (an <audio> element sets none). */
const asBrowser = (token: string) => ({ cookie: `${sessionCookieName}=${token}` });
const fetchMedia = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/content_media/${key}`, headers });

describe('GET /api/content_media/:key', () => {
  it('serves the whole file to a signed-in user, privately, and says it accepts ranges', async () => {
    const response = await fetchMedia(unclaimed, asBrowser(full));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.rawPayload.equals(audio)).toBe(true);
  });

  it('serves a byte range so players can seek', async () => {
    const response = await fetchMedia(lockedAudioEn, { ...asBrowser(full), range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const response = await fetchMedia(lockedAudioEn, { ...asBrowser(full), range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
  });

  it('serves banners to anyone, publicly cacheable', async () => {
    const response = await fetchMedia(banner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 401 for program media when signed out, and 403 to a disabled user', async () => {
    const signedOut = await fetchMedia(unclaimed);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.rawPayload.equals(audio)).toBe(false);
    const { token } = await createAccount(t.db, { isDisabled: true });
    const disabled = await fetchMedia(unclaimed, asBrowser(token));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject(refusal('auth.disabled'));
  });

  it('accepts a Bearer token (native apps)', async () => {
    expect((await fetchMedia(lockedAudioEn, asBearer(full))).statusCode).toBe(200);
  });

  it('refuses a trial user media of locked content, in every language, with 403', async () => {
    for (const key of [lockedAudioEn, lockedAudioFr, lockedPoster]) {
      const response = await fetchMedia(key, asBrowser(trial));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(refusal('content.full_access_required'));
    }
  });

  it('serves a trial user the media of trial content (translated files included) and the tutorial', async () => {
    expect((await fetchMedia(trialAudioFr, asBrowser(trial))).statusCode).toBe(200);
    expect((await fetchMedia(tutorialCaptionsEs, asBrowser(trial))).statusCode).toBe(200);
    expect((await fetchMedia(unclaimed, asBrowser(trial))).statusCode).toBe(200);
    for (const poster of [trialPoster, tutorialPoster]) expect((await fetchMedia(poster, asBrowser(trial))).statusCode, poster).toBe(200);
    expect((await fetchMedia(lockedPoster, asBrowser(full))).statusCode).toBe(200);
  });

  it('opens a file to trial users once trial content uses it too', async () => {
    await t.db.execute(sql`update extra_contents set file_key = ${lockedAudioFr} where id = 1`);
    await expect.poll(async () => (await fetchMedia(lockedAudioFr, asBrowser(trial))).statusCode).toBe(200);
    expect((await fetchMedia(lockedAudioEn, asBrowser(trial))).statusCode).toBe(403);
  });

  it.each([
    '/api/content_media/audio/missing.mp3',
    '/api/content_media/../outside.txt',
    '/api/content_media/audio/..%2F..%2Foutside.txt',
    '/api/content_media/%2E%2E/outside.txt',
    '/api/content_media/.hidden',
    '/api/content_media//etc/passwd',
    '/api/content_media/banners/../.hidden',
    '/api/content_media/manifest.json',
    '/api/content_media/%6Danifest.json',
    '/api/content_media/./manifest.json',
    '/api/content_media/audio/../manifest.json',
    '/api/content_media/audio/..%2Fmanifest.json',
    '/api/content_media/banners/%2E%2E%2Fmanifest.json',
    '/api/content_media/banners%2F..%2Fmanifest.json',
    '/api/content_media/audio/notes.json',
    '/api/content_media/audio/notes.MP3',
    '/api/content_media/audio/notes.json?.mp3',
    '/api/content_media/AUDIO/meditation-1-female-fr.mp3',
    '/api/content_media/audio//meditation-1-female-fr.mp3',
    '/api/content_media/audio/sub/meditation-1-female-fr.mp3',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: asBrowser(full) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('outside the media folder');
    expect(response.body).not.toContain('secret');
  });
});

// What the native apps' <audio>, <video> and <track> elements and their native player send: the
// session's media token in the URL, no header (docs/decisions/005-native-app-sessions.md).
describe('GET /api/content_media/:key?media_token=', () => {
  const withMediaToken = (key: string, mediaToken: string, headers: Record<string, string> = {}) =>
    fetchMedia(`${key}?media_token=${encodeURIComponent(mediaToken)}`, headers);

  it('serves the media of the session the token belongs to, with ranges', async () => {
    const { mediaToken } = await createNativeAccount(t.db);
    const whole = await withMediaToken(lockedAudioEn, mediaToken);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^private/);
    expect(whole.rawPayload.equals(audio)).toBe(true);
    const range = await withMediaToken(lockedAudioEn, mediaToken, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
  });

  it("keeps a trial user's locks and a disabled user's refusal", async () => {
    const trialist = await createNativeAccount(t.db, { isTrialMode: true });
    expect((await withMediaToken(trialAudioFr, trialist.mediaToken)).statusCode).toBe(200);
    const locked = await withMediaToken(lockedAudioEn, trialist.mediaToken);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject(refusal('content.full_access_required'));
    const disabled = await createNativeAccount(t.db, { isDisabled: true });
    const refused = await withMediaToken(unclaimed, disabled.mediaToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(refusal('auth.disabled'));
  });

  it('answers a wrong, empty or ended media token as it answers the signed out: 401', async () => {
    const signedOut = await fetchMedia(unclaimed);
    for (const mediaToken of ['x'.repeat(43), '']) {
      const response = await withMediaToken(unclaimed, mediaToken);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(signedOut.body);
    }
    // Banners stay public whatever comes along.
    expect((await withMediaToken(banner, 'x'.repeat(43))).statusCode).toBe(200);
  });

  it('is not a session token, nor is a session token a media token', async () => {
    const { token, mediaToken } = await createNativeAccount(t.db);
    expect((await fetchMedia(unclaimed, asBearer(mediaToken))).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: asBearer(mediaToken) })).json().data).toBeNull();
    expect((await withMediaToken(unclaimed, token)).statusCode).toBe(401);
  });

  it("takes the request's own session first", async () => {
    const { mediaToken } = await createNativeAccount(t.db, { isTrialMode: true });
    expect((await withMediaToken(lockedAudioEn, mediaToken, asBearer(full))).statusCode).toBe(200);
  });

  it('ends with its session at logout', async () => {
    const { token, mediaToken } = await createNativeAccount(t.db);
    expect((await withMediaToken(unclaimed, mediaToken)).statusCode).toBe(200);
    await t.app.inject({ url: '/api/auth/logout', headers: asBearer(token) });
    expect((await withMediaToken(unclaimed, mediaToken)).statusCode).toBe(401);
  });

  it('ends with every session at a password reset', async () => {
    const { user, mediaToken } = await createNativeAccount(t.db);
    await t.app.inject({ method: 'POST', url: '/api/password/email', payload: { email: user.email }, headers: clientInfoHeaders, remoteAddress: freshIp() });
    const [mail] = await readSettledOutbox(t.db);
    const resetToken = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: user.email, password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase', token: resetToken },
      headers: clientInfoHeaders,
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await withMediaToken(unclaimed, mediaToken)).statusCode).toBe(401);
  });

  it('ends when its session expires', async () => {
    const { user, mediaToken } = await createNativeAccount(t.db);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await withMediaToken(unclaimed, mediaToken)).statusCode).toBe(401);
  });

  it('lets the apps load media from their own origin (Cross-Origin-Resource-Policy)', async () => {
    const { mediaToken } = await createNativeAccount(t.db);
    expect((await withMediaToken(unclaimed, mediaToken)).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await fetchMedia(banner)).headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The rest of the API keeps helmet's default.
    const api = await t.app.inject({ url: '/api/users/me', headers: asCookie(full) });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
