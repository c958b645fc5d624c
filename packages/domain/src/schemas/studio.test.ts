import { describe, expect, it } from 'vitest';
import { ActivityType, ResourceCategory } from '../enums/index.ts';
import { issueMessage } from '../error-codes.ts';
import { StudioKinds, StudioParts, studioMediaFieldsOf, studioMediaKindOf } from '../studio.ts';
import { studioPartSchema, ZStudioPublish } from './studio.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the studio part schemas', () => {
  it('requires an English title; in French or Spanish an empty text is no translation', () => {
    expect(messages(studioPartSchema('step', 'en').safeParse({ title: ' ', media: { captions_key: null } }))).toEqual([issueMessage('validation.field_required', { field: 'title' })]);
    expect(studioPartSchema('step', 'fr').safeParse({ title: '', media: { captions_key: null } }).success).toBe(true);
    expect(studioPartSchema('segment', 'es').parse({ title: '  Hola ', body: '' })).toEqual({ title: 'Hola', body: '' });
  });

  it('holds texts to their limits and refuses fields of another kind', () => {
    expect(messages(studioPartSchema('topic', 'fr').safeParse({
      title: 'T', subtitle: 's'.repeat(201), body: '', assessment_intro: '', quantitative_assessment_question: '',
      qualitative_assessment_question_one: '', qualitative_assessment_question_two: '',
    }))).toEqual([issueMessage('validation.too_long', { field: 'subtitle', max: 200 })]);
    expect(studioPartSchema('step', 'en').safeParse({ title: 'T', body: 'a step has no body' }).success).toBe(false);
  });

  it('takes a Vimeo address only from Vimeo over https, and resource links over http or https', () => {
    const step = (vimeo_link: string | null) =>
      studioPartSchema('step', 'fields').safeParse({ segment_id: 1, is_trial_content: false, archived: false, sort_order: 1, vimeo_link, media: { media_key: null } });
    expect(step('https://vimeo.com/76979871').success).toBe(true);
    expect(step(null).success).toBe(true);
    expect(messages(step('https://evil.example/76979871'))).toEqual([issueMessage('validation.link_invalid', { field: 'vimeo_link' })]);
    expect(step('http://vimeo.com/1').success).toBe(false);
    const resource = (external_link: string) =>
      studioPartSchema('resource', 'fields').safeParse({ category: 3, is_trial_content: false, archived: false, sort_order: 1, is_featured: false, external_link });
    expect(resource('https://openlibrary.org/search?q=x').success).toBe(true);
    expect(resource('javascript:alert(1)').success).toBe(false);
    expect(resource('mailto:someone@example.com').success).toBe(false);
  });

  it('takes only the enumerations of the spec and attaches a resource once', () => {
    const activity = (activity_type: number) =>
      studioPartSchema('activity', 'fields').safeParse({ segment_id: 1, is_trial_content: false, archived: false, sort_order: 1, activity_type, is_featured: false });
    expect(activity(3).success).toBe(true);
    expect(activity(4).success).toBe(false);
    const topic = (resource_ids: number[]) => studioPartSchema('topic', 'fields').safeParse({ is_trial_content: false, archived: false, sort_order: 1, resource_ids, media: { image_key: null } });
    expect(messages(topic([1, 1]))).toEqual([issueMessage('content.resource_twice')]);
  });

  it('publishes a part once per request', () => {
    const change = { kind: 'topic', id: 1, part: 'fr', version: 2 } as const;
    expect(messages(ZStudioPublish.safeParse({ changes: [change, change] }))).toEqual([issueMessage('content.change_twice')]);
    expect(ZStudioPublish.safeParse({ changes: [] }).success).toBe(false);
  });
});

describe('studio media fields', () => {
  it('are the media each part schema keeps, keys only', () => {
    for (const kind of StudioKinds) {
      for (const part of StudioParts) {
        const shape = (studioPartSchema(kind, part) as unknown as { shape: Record<string, { shape?: Record<string, unknown> }> }).shape;
        const keys = Object.keys(shape.media?.shape ?? {}).filter((field) => field.endsWith('_key'));
        expect(keys.sort(), `${kind} ${part}`).toEqual(Object.keys(studioMediaFieldsOf(kind, part)).sort());
      }
    }
  });

  it('refuse what is no media key, and any duration', () => {
    const texts = { title: 'Breathe', body: '', media: { female_audio_key: 'audio/a.mp3', male_audio_key: null, transcript_key: null } };
    expect(studioPartSchema('activity', 'fr').safeParse(texts).success).toBe(true);
    expect(studioPartSchema('activity', 'fr').safeParse({ ...texts, media: { ...texts.media, female_audio_key: '../etc/passwd' } }).success).toBe(false);
    expect(studioPartSchema('activity', 'fr').safeParse({ ...texts, media: { ...texts.media, female_audio_duration: 90 } }).success).toBe(false);
  });

  it('give a resource file the kind of its category', () => {
    expect(studioMediaKindOf('resource', 'file_key', { category: ResourceCategory.AudioFile })).toBe('audio');
    expect(studioMediaKindOf('resource', 'captions_key', { category: ResourceCategory.Tutorial })).toBe('captions');
    expect(studioMediaKindOf('resource', 'captions_key', { category: ResourceCategory.AudioFile })).toBeNull();
    expect(studioMediaKindOf('resource', 'file_key', { category: ResourceCategory.BookRecommendation })).toBeNull();
    expect(studioMediaKindOf('step', 'media_key')).toBe('video');
  });

  it('give recordings and a transcript to a meditation only, never to journaling or a written activity', () => {
    expect(studioMediaKindOf('activity', 'female_audio_key', { activity_type: ActivityType.Meditation })).toBe('audio');
    expect(studioMediaKindOf('activity', 'transcript_key', { activity_type: ActivityType.Meditation })).toBe('transcript');
    for (const type of [ActivityType.Journaling, ActivityType.Activity]) {
      expect(studioMediaKindOf('activity', 'male_audio_key', { activity_type: type })).toBeNull();
      expect(studioMediaKindOf('activity', 'transcript_key', { activity_type: type })).toBeNull();
    }
  });
});
