import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type TTranslations } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import { call, setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { translations } from '../db/schema.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
let user: string;
let full: string;
let admin: string;

setUpProgramApp(async (test) => {
  ({ app, db } = test);
  ({ token: user } = await createAccount(db, { isTrialMode: true }));
  ({ token: full } = await createAccount(db, { isTrialMode: false }));
  ({ token: admin } = await createAccount(db, { isAdmin: true, isTrialMode: false }));
});

const translationsOf = async (token: string, language: string) => {
  const response = await call(app, token, 'GET', `/api/translations?language=${language}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as TTranslations;
};

describe('GET /api/translations', () => {
  it('answers French keyed by language, content type, id and field', async () => {
    const data = await translationsOf(full, 'fr');
    expect(Object.keys(data)).toEqual(['fr']);
    const fr = data.fr!;
    expect(fr.module?.['1']).toMatchObject({ title: 'Se relier' });
    expect(fr.lesson?.['11']?.title).toEqual(expect.any(String));
    expect(fr.step?.['111']).toMatchObject({ captions_key: 'captions/step-111.fr.vtt' });
    expect(fr.exercise?.['6']).toMatchObject({
      female_audio_file: 'audio/meditation-6-female-fr.mp3',
      male_audio_file: 'audio/meditation-6-male-fr.mp3',
      female_audio_duration: expect.stringMatching(/^\d+$/),
    });
    expect(fr.extra_content?.['0']).toMatchObject({ captions_key: 'captions/tutorial-0.fr.vtt' });
    expect(fr.extra_content?.['11']).toMatchObject({ file_key: 'files/values-compass-fr.pdf' });
  });

  it('answers Spanish', async () => {
    const data = await translationsOf(user, 'es');
    expect(data.es?.module?.['1']?.title).toBe('Conectar');
  });

  it('answers an empty table for English, which lives in the content replies', async () => {
    expect(await translationsOf(user, 'en')).toEqual({ en: {} });
  });

  it.each(['fr', 'es'] as const)('carries only the titles of what is locked for a trial user (%s), everything of the rest', async (language) => {
    const forTrial = (await translationsOf(user, language))[language]!;
    const forFull = (await translationsOf(full, language))[language]!;
    // Full access: activities 4 and 6 (a meditation with French audio), resource 11 (a download), step 211. Trial: activity 1, resource 1, topic 1; the tutorial (0) is always open.
    for (const [type, id] of [['exercise', '4'], ['exercise', '6'], ['extra_content', '11'], ['step', '211']] as const) {
      expect(Object.keys(forFull[type]![id]!).length).toBeGreaterThan(1);
      expect(forTrial[type]![id]).toEqual({ title: forFull[type]![id]!.title });
    }
    expect(Object.keys(forTrial.module!['2']!).sort()).toEqual(['subtitle', 'title'].filter((field) => field in forFull.module!['2']!));
    expect(forTrial.exercise!['1']).toEqual(forFull.exercise!['1']);
    expect(forTrial.extra_content!['1']).toEqual(forFull.extra_content!['1']);
    expect(forTrial.extra_content!['0']).toEqual(forFull.extra_content!['0']);
    expect(forTrial.module!['1']).toEqual(forFull.module!['1']);
  });

  it('is kept by no cache: its contents depend on who asks', async () => {
    const response = await call(app, user, 'GET', '/api/translations?language=fr');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('carries drafts’ texts to admins only', async () => {
    const forUser = (await translationsOf(user, 'fr')).fr!;
    const forAdmin = (await translationsOf(admin, 'fr')).fr!;
    expect(forUser.exercise?.['13']).toBeUndefined();
    expect(forUser.extra_content?.['8']).toBeUndefined();
    expect(forAdmin.exercise?.['13']?.title).toEqual(expect.any(String));
    expect(forAdmin.extra_content?.['8']?.title).toEqual(expect.any(String));
  });

  it('carries institution code texts, which are not program content', async () => {
    await db.insert(translations).values({ contentType: 'institution_code', contentId: 5, field: 'name', language: 'fr', value: 'Université' });
    await expect.poll(async () => (await translationsOf(user, 'fr')).fr?.institution_code?.['5']?.name).toBe('Université');
  });

  it.each(['de', 'EN', ''])('answers 400 for language=%s', async (language) => {
    const response = await call(app, user, 'GET', `/api/translations?language=${language}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 without a language', async () => {
    expect((await call(app, user, 'GET', '/api/translations')).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a disabled user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/translations?language=fr' })).statusCode).toBe(401);
    const { token } = await createAccount(db, { isDisabled: true });
    const response = await call(app, token, 'GET', '/api/translations?language=fr');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('auth.disabled'));
  });
});
