import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, ZErrorEnvelope, ZListedResource, ZModule, ZUser, type TModule, type TResource, type TUser } from '@innerway/domain';
import { ok } from './envelope.ts';
import { replySerializerCompiler } from './reply-serializer.ts';

const serializerFor = (schema: z.ZodType) =>
  replySerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

const user: TUser = {
  id: 7,
  email: 'ana@example.com',
  name: 'Ana',
  is_email_verified: true,
  is_disabled: false,
  is_admin: false,
  institution_id: null,
  institution_name: null,
  institution_code_id: null,
  is_trial_mode: false,
  marketing_opt_in: false,
  preferred_language: 'en',
  age_survey_status: 'NOT_APPLICABLE',
  tutorial_offer_status: 'Completed',
  agreed_to_conditions: true,
};

describe('replySerializerCompiler', () => {
  it('writes the declared fields and drops any other, at every depth', () => {
    const row = { ...user, password_hash: '$argon2id$secret' };
    const json = serializerFor(envelopeOf(ZUser))({ ...ok(row), internal: 'no' });
    expect(JSON.parse(json)).toEqual(ok(user));
    expect(json).not.toContain('secret');
    expect(json).not.toContain('internal');
  });

  it('writes what zod itself would, for a whole topic with its segments', () => {
    const topic: TModule = {
      id: 1,
      title: 'Stress',
      subtitle: 'And you',
      body: '<p>Hi</p>',
      image_key: null,
      banner_images: [{ key: 'banners/1-640.webp', width: 640 }],
      hue: 200,
      minutes_to_complete: 20,
      sort_order: 1,
      publish_status: 1,
      is_trial_content: true,
      user_assessment_completed: false,
      user_percent_complete: 50,
      done_steps: 1,
      total_steps: 2,
      done_exercises: 0,
      total_exercises: 0,
      assessment_intro: '',
      quantitative_assessment_question: 'How?',
      qualitative_assessment_question_one: 'Why?',
      qualitative_assessment_question_two: 'When?',
      segments: [],
      resources: [],
      nextModule: null,
    };
    const json = serializerFor(envelopeOf(ZModule))(ok(topic));
    expect(JSON.parse(json)).toEqual(z.encode(envelopeOf(ZModule), ok(topic)));
  });

  it('writes a whole-or-locked item by its lock: a locked one with its locked fields only, even when it holds more', () => {
    const resource: TResource = {
      id: 11,
      title: 'Worksheet',
      body: '<p>Secret body</p>',
      category: 8,
      external_link: 'https://example.com/secret',
      file_id: 'files/secret.pdf',
      file_name: 'secret.pdf',
      audio_duration: null,
      captions_key: null,
      is_featured: true,
      publish_status: 1,
      is_trial_content: false,
    };
    const serialize = serializerFor(envelopeOf(z.array(ZListedResource)));
    const json = serialize(ok([resource, { ...resource, id: 12, locked: true }]));
    const [whole, locked] = JSON.parse(json).data;
    expect(whole).toEqual(resource);
    expect(locked).toEqual({ id: 12, title: 'Worksheet', category: 8, is_featured: true, publish_status: 1, is_trial_content: false, locked: true });
    // The four secret texts once each, all in the whole item.
    expect(json.match(/secret/gi)).toHaveLength(4);
  });

  it('refuses a reply that lacks a required field rather than sending it short', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(() => serializerFor(envelopeOf(ZUser))(ok(withoutEmail))).toThrow(/email/);
  });

  it('keeps an error reply to the envelope with its code, and refuses one without a code', () => {
    const serialize = serializerFor(ZErrorEnvelope);
    const error = 'This link is invalid or has expired.';
    const sent = { success: false, data: { already_verified: true }, error, code: 'auth.token_invalid', stack: 'at x' };
    expect(JSON.parse(serialize(sent))).toEqual({ success: false, data: { already_verified: true }, error, code: 'auth.token_invalid' });
    expect(() => serialize({ success: false, data: null, error: 'Not found.' })).toThrow(/code/);
  });
});
