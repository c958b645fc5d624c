import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PreviewHeader,
  StaffRole,
  type TStudioConflict,
  type TStudioItem,
  type TStudioKind,
  type TStudioPart,
  type TStudioRevisions,
  type TStudioTranslationGaps,
  type TStudioTree,
} from '@innerway/domain';
import { asBearer, createAccount } from '../auth/account-testing.ts';
import { setUpProgramApp } from '../content/content-testing.ts';
import type { Db } from '../db/client.ts';
import { auditEvents, contentRevisions, exercises, lessonExtraContents, lessons, modules, steps, translations, userAssessments } from '../db/schema.ts';
import { createStaffAccount } from '../staff/staff-testing.ts';
import { refusal } from '../test/refusal.ts';

let app: FastifyInstance;
let db: Db;
setUpProgramApp((test) => ({ app, db } = test));

type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: THeaders, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const editorHeaders = async () => asBearer((await createStaffAccount(db, StaffRole.Editor)).token);
const memberHeaders = async (isTrialMode = false) => asBearer((await createAccount(db, { isTrialMode })).token);

async function readItem(headers: THeaders, kind: TStudioKind, id: number): Promise<TStudioItem> {
  const response = await call('GET', `/staff/content/${kind}/${id}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json().data as TStudioItem;
}

/** Saves a part with the item's current version; the values over what members have. */
async function save(headers: THeaders, kind: TStudioKind, id: number, part: TStudioPart, change: Record<string, unknown>) {
  const item = await readItem(headers, kind, id);
  const response = await call('PUT', `/staff/content/${kind}/${id}/drafts/${part}`, headers, {
    base_version: item.drafts[part].version,
    values: { ...item.published[part], ...item.drafts[part].values, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TStudioItem;
}

async function publish(headers: THeaders, changes: { kind: TStudioKind; id: number; part: TStudioPart }[], note?: string) {
  const versions = await Promise.all(changes.map(async (change) => (await readItem(headers, change.kind, change.id)).drafts[change.part].version));
  return call('POST', '/staff/content/publish', headers, { changes: changes.map((change, index) => ({ ...change, version: versions[index] })), note });
}

/** What a member's app reads, until `accept` holds (a publish reaches the copy in memory after its commit). */
async function memberReadsUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const topicTitle = async (headers: THeaders, id: number) => (await call('GET', `/modules/${id}`, headers)).json().data.title as string;
const frenchTitles = async (headers: THeaders) => (await call('GET', '/translations?language=fr', headers)).json().data.fr.module as Record<string, { title?: string }>;
const spanishTitles = async (headers: THeaders) => (await call('GET', '/translations?language=es', headers)).json().data.es.module as Record<string, { title?: string }>;

describe('the studio tree and items', () => {
  it('lists the program with every item, its state and its languages', async () => {
    const response = await call('GET', '/staff/content/tree', await editorHeaders());
    expect(response.statusCode).toBe(200);
    const tree = response.json().data as TStudioTree;
    expect(tree.topics.map((topic) => topic.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tree.topics[0]).toMatchObject({ kind: 'topic', status: 'published', pending_parts: [], languages: { en: 'complete', fr: 'complete', es: 'complete' } });
    const reach = tree.topics.find((topic) => topic.id === 6)!;
    const drafts = reach.segments.flatMap((segment) => segment.children).filter((child) => child.status === 'unpublished');
    expect(drafts.map((child) => [child.kind, child.id])).toEqual([['activity', 13]]);
    expect(tree.resources.find((resource) => resource.id === 8)).toMatchObject({ status: 'unpublished', category: 4 });
  });

  it('opens an item with its published values in three languages, its drafts and its media with their durations', async () => {
    const item = await readItem(await editorHeaders(), 'step', 111);
    expect(item).toMatchObject({ kind: 'step', id: 111, status: 'published', parent_id: 11 });
    expect(item.published.fields).toEqual({
      segment_id: 11,
      is_trial_content: true,
      archived: false,
      sort_order: 1,
      vimeo_link: null,
      media: { media_key: 'videos/connect-1-1.mp4' },
    });
    expect(item.published.fr.title).not.toBe(item.published.en.title);
    expect(item.published.fr).toMatchObject({ media: { captions_key: 'captions/step-111.fr.vtt' } });
    expect(item.drafts.fr).toEqual({ version: 0, values: null, updated_at: null, updated_by: null });
    const [row] = await db.select().from(steps).where(eq(steps.id, 111));
    expect(item.media.find((media) => media.key === 'videos/connect-1-1.mp4')).toEqual({
      key: 'videos/connect-1-1.mp4',
      kind: 'video',
      duration_seconds: row!.durationSeconds,
      url: '/content_media/videos/connect-1-1.mp4',
    });
    expect(item.media.find((media) => media.key === 'captions/step-111.es.vtt')).toMatchObject({ kind: 'captions', duration_seconds: null });
  });

  it('answers 404 for an item that does not exist and 400 for a kind that is not one', async () => {
    const headers = await editorHeaders();
    expect((await call('GET', '/staff/content/topic/999', headers)).statusCode).toBe(404);
    expect((await call('GET', '/staff/content/lesson/1', headers)).statusCode).toBe(400);
  });
});

describe('drafts, one part at a time', () => {
  it('saves French without touching English or Spanish, and publishing French alone publishes only French', async () => {
    const editor = await editorHeaders();
    const member = await memberHeaders();
    const before = await readItem(editor, 'topic', 2);
    const englishBefore = await topicTitle(member, 2);
    const spanishBefore = (await spanishTitles(member))['2']!.title;

    await save(editor, 'topic', 2, 'es', { title: 'Hacia adelante (borrador)' });
    const saved = await save(editor, 'topic', 2, 'fr', { title: 'En avant, nouveau titre' });
    expect(saved.drafts.fr.values).toMatchObject({ title: 'En avant, nouveau titre' });
    expect(saved.drafts.es.values).toMatchObject({ title: 'Hacia adelante (borrador)' });
    expect(saved.drafts.en).toEqual(before.drafts.en);
    expect(saved.drafts.fields).toEqual(before.drafts.fields);
    // Members see none of it.
    expect((await frenchTitles(member))['2']!.title).toBe(before.published.fr.title);

    const published = await publish(editor, [{ kind: 'topic', id: 2, part: 'fr' }]);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.revisions).toEqual([{ kind: 'topic', id: 2, number: 1, parts: ['fr'] }]);

    const french = await memberReadsUntil(() => frenchTitles(member), (titles) => titles['2']?.title === 'En avant, nouveau titre');
    expect(french['2']!.title).toBe('En avant, nouveau titre');
    expect((await spanishTitles(member))['2']!.title).toBe(spanishBefore);
    expect(await topicTitle(member, 2)).toBe(englishBefore);
    const after = await readItem(editor, 'topic', 2);
    expect(after.drafts.es.values).toMatchObject({ title: 'Hacia adelante (borrador)' });
    expect(after.drafts.fr).toMatchObject({ values: null, version: saved.drafts.fr.version + 1 });
  });

  it('refuses a stale save with 409 and the current draft, and keeps the first editor\'s text', async () => {
    const [first, second] = [await editorHeaders(), await editorHeaders()];
    const opened = await readItem(second, 'segment', 21);
    await save(first, 'segment', 21, 'en', { title: 'The first editor\'s title' });
    const stale = await call('PUT', '/staff/content/segment/21/drafts/en', second, {
      base_version: opened.drafts.en.version,
      values: { ...opened.published.en, title: 'The second editor\'s title' },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ success: false, code: 'content.edit_conflict' });
    const conflict = body.data as TStudioConflict;
    expect(conflict.stale).toEqual([
      { kind: 'segment', id: 21, part: 'en', draft: expect.objectContaining({ values: expect.objectContaining({ title: 'The first editor\'s title' }) }) },
    ]);
    expect((await readItem(first, 'segment', 21)).drafts.en.values).toMatchObject({ title: 'The first editor\'s title' });
    // Saving again on the version the conflict gave succeeds.
    const retried = await call('PUT', '/staff/content/segment/21/drafts/en', second, {
      base_version: conflict.stale[0]!.draft.version,
      values: { ...opened.published.en, title: 'Both editors agreed' },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('leaves nothing pending when the values are what members have, and discards a draft at its version', async () => {
    const editor = await editorHeaders();
    const item = await readItem(editor, 'activity', 1);
    const same = await call('PUT', '/staff/content/activity/1/drafts/en', editor, { base_version: item.drafts.en.version, values: item.published.en });
    expect((same.json().data as TStudioItem).drafts.en).toEqual(item.drafts.en);

    const saved = await save(editor, 'activity', 1, 'en', { title: 'To be dropped' });
    const back = await call('PUT', '/staff/content/activity/1/drafts/en', editor, { base_version: saved.drafts.en.version, values: item.published.en });
    expect((back.json().data as TStudioItem).drafts.en).toMatchObject({ values: null, version: saved.drafts.en.version + 1 });
    const again = await save(editor, 'activity', 1, 'en', { title: 'To be dropped' });
    expect((await call('POST', '/staff/content/activity/1/drafts/en/discard', editor, { base_version: again.drafts.en.version - 1 })).statusCode).toBe(409);
    const discarded = await call('POST', '/staff/content/activity/1/drafts/en/discard', editor, { base_version: again.drafts.en.version });
    expect(discarded.statusCode).toBe(200);
    expect((discarded.json().data as TStudioItem).drafts.en).toMatchObject({ values: null, version: again.drafts.en.version + 1 });
  });

  it('checks every field with the limits and enumerations, naming the field, and sanitises bodies', async () => {
    const editor = await editorHeaders();
    const item = await readItem(editor, 'resource', 2);
    const put = (part: TStudioPart, values: Record<string, unknown>) =>
      call('PUT', `/staff/content/resource/2/drafts/${part}`, editor, { base_version: item.drafts[part].version, values: { ...item.published[part], ...values } });

    expect((await put('en', { title: 'x'.repeat(121) })).json()).toEqual(refusal('validation.too_long', { field: 'title', max: 120 }));
    expect((await put('en', { title: '  ' })).json()).toEqual(refusal('validation.field_required', { field: 'title' }));
    expect((await put('fields', { external_link: 'javascript:alert(1)' })).json()).toEqual(refusal('validation.link_invalid', { field: 'external_link' }));
    expect((await put('fields', { category: 7 })).statusCode).toBe(400);
    expect((await put('fields', { unknown: true })).statusCode).toBe(400);
    expect((await put('fr', { body: 'x'.repeat(10_001) })).json()).toEqual(refusal('validation.too_long', { field: 'body', max: 10_000 }));

    const saved = await put('fr', { body: '<p onclick="steal()">Bonjour <script>alert(1)</script><strong>vous</strong></p>' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as TStudioItem).drafts.fr.values).toMatchObject({ body: '<p>Bonjour <strong>vous</strong></p>' });
  });

  it('refuses a parent or an attached resource that does not exist', async () => {
    const editor = await editorHeaders();
    const segment = await readItem(editor, 'segment', 31);
    const put = (values: Record<string, unknown>) =>
      call('PUT', '/staff/content/segment/31/drafts/fields', editor, { base_version: segment.drafts.fields.version, values: { ...segment.published.fields, ...values } });
    expect((await put({ topic_id: 99 })).json()).toEqual(refusal('content.parent_not_found'));
    expect((await put({ resource_ids: [1, 999] })).json()).toEqual(refusal('content.resource_not_found'));
    expect((await put({ resource_ids: [1, 1] })).json()).toEqual(refusal('content.resource_twice'));
  });
});

describe('publishing', () => {
  it('publishes every chosen part or none: one stale part refuses the whole publish', async () => {
    const editor = await editorHeaders();
    const member = await memberHeaders();
    const english = await save(editor, 'topic', 3, 'en', { title: 'Past, renamed' });
    const fields = await save(editor, 'topic', 4, 'fields', { is_trial_content: true });
    // Someone saves topic 4's fields again after the editor chose them.
    await save(await editorHeaders(), 'topic', 4, 'fields', { is_trial_content: false, sort_order: 40 });

    const response = await call('POST', '/staff/content/publish', editor, {
      changes: [
        { kind: 'topic', id: 3, part: 'en', version: english.drafts.en.version },
        { kind: 'topic', id: 4, part: 'fields', version: fields.drafts.fields.version },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect((response.json().data as TStudioConflict).stale.map((stale) => [stale.kind, stale.id, stale.part, stale.draft.values?.sort_order])).toEqual([
      ['topic', 4, 'fields', 40],
    ]);
    const [topic3] = await db.select().from(modules).where(eq(modules.id, 3));
    expect(topic3!.title).not.toBe('Past, renamed');
    expect((await readItem(editor, 'topic', 3)).drafts.en.values).toMatchObject({ title: 'Past, renamed' });
    expect(await db.select().from(contentRevisions).where(eq(contentRevisions.contentId, 3))).toEqual([]);
    expect(await topicTitle(member, 3)).not.toBe('Past, renamed');
  });

  it('refuses a part with nothing pending', async () => {
    const editor = await editorHeaders();
    const response = await call('POST', '/staff/content/publish', editor, { changes: [{ kind: 'topic', id: 5, part: 'es', version: 0 }] });
    expect(response.json()).toEqual(refusal('content.nothing_to_publish'));
  });

  it('never shows a member a draft, and shows the publish once it commits', async () => {
    const editor = await editorHeaders();
    const member = await memberHeaders();
    await save(editor, 'topic', 5, 'en', { title: 'Purpose, a draft title' });
    expect(await topicTitle(member, 5)).not.toBe('Purpose, a draft title');
    const listed = (await call('GET', '/modules', member)).json().data as { id: number; title: string }[];
    expect(listed.find((topic) => topic.id === 5)!.title).not.toBe('Purpose, a draft title');

    expect((await publish(editor, [{ kind: 'topic', id: 5, part: 'en' }], 'Clearer title')).statusCode).toBe(200);
    expect(await memberReadsUntil(() => topicTitle(member, 5), (title) => title === 'Purpose, a draft title')).toBe('Purpose, a draft title');
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'content.publish')).orderBy(auditEvents.id);
    expect(audit).toMatchObject({ reason: expect.any(String), details: expect.objectContaining({ items: expect.any(Number) }) });
    const [latest] = await db.select().from(auditEvents).where(and(eq(auditEvents.action, 'content.publish'), eq(auditEvents.reason, 'Clearer title')));
    expect(latest!.details).toMatchObject({ items: 1, parts: 1, revisions: 'topic/5#1:en' });
  });

  it('creates an item unpublished and publishes it with its fields; reordering renumbers the segments', async () => {
    const editor = await editorHeaders();
    const member = await memberHeaders();
    const created = await call('POST', '/staff/content/items', editor, { kind: 'segment', topic_id: 7, title: 'A new first segment' });
    expect(created.statusCode).toBe(201);
    const segment = created.json().data as TStudioItem;
    expect(segment).toMatchObject({ kind: 'segment', status: 'unpublished', parent_id: 7 });
    expect(segment.drafts.fields.values).toMatchObject({ topic_id: 7, archived: false });
    expect((await call('POST', '/staff/content/items', editor, { kind: 'step', segment_id: 9999, title: 'Nowhere' })).json()).toEqual(
      refusal('content.parent_not_found'),
    );

    const memberSegments = async () => ((await call('GET', '/modules/7', member)).json().data.segments as { id: number; segment_number: number }[]);
    expect((await memberSegments()).map((row) => row.id)).not.toContain(segment.id);

    await save(editor, 'segment', segment.id, 'fields', { sort_order: 0, resource_ids: [2, 3] });
    expect((await publish(editor, [{ kind: 'segment', id: segment.id, part: 'fields' }])).statusCode).toBe(200);
    const shown = await memberReadsUntil(memberSegments, (segments) => segments.some((row) => row.id === segment.id));
    expect(shown[0]).toMatchObject({ id: segment.id, segment_number: 1 });
    expect(shown.map((row) => row.segment_number)).toEqual(shown.map((_, index) => index + 1));
    expect(await db.select().from(lessonExtraContents).where(eq(lessonExtraContents.lessonId, segment.id))).toHaveLength(2);
    expect((await readItem(editor, 'segment', segment.id)).status).toBe('published');
  });

  it('archives an item by its fields: members no longer see it, their progress is kept', async () => {
    const editor = await editorHeaders();
    const member = await memberHeaders();
    await save(editor, 'activity', 2, 'fields', { archived: true });
    expect((await publish(editor, [{ kind: 'activity', id: 2, part: 'fields' }])).statusCode).toBe(200);
    const [row] = await db.select().from(exercises).where(eq(exercises.id, 2));
    expect(row!.publishStatus).toBe(2);
    expect(await memberReadsUntil(async () => (await call('GET', '/exercises/2', member)).statusCode, (status) => status === 404)).toBe(404);
    expect((await readItem(editor, 'activity', 2)).status).toBe('archived');
  });
});

describe('publishing a new order', () => {
  it('keeps lessons of other topics as they are when one topic is reordered', async () => {
    const before = await db.select().from(lessons).where(eq(lessons.moduleId, 1));
    const editor = await editorHeaders();
    await save(editor, 'segment', 72, 'fields', { sort_order: 99 });
    await publish(editor, [{ kind: 'segment', id: 72, part: 'fields' }]);
    expect(await db.select({ id: lessons.id, segmentNumber: lessons.segmentNumber }).from(lessons).where(eq(lessons.moduleId, 1))).toEqual(
      expect.arrayContaining(before.map((lesson) => ({ id: lesson.id, segmentNumber: lesson.segmentNumber }))),
    );
  });
});

describe('revisions', () => {
  it('keeps every publish with who, when and which parts, and restores one as drafts', async () => {
    const editor = await editorHeaders();
    await save(editor, 'step', 211, 'en', { title: 'First wording' });
    await publish(editor, [{ kind: 'step', id: 211, part: 'en' }]);
    await save(editor, 'step', 211, 'en', { title: 'Second wording' });
    await save(editor, 'step', 211, 'es', { title: 'Segunda redacción' });
    await publish(editor, [
      { kind: 'step', id: 211, part: 'en' },
      { kind: 'step', id: 211, part: 'es' },
    ]);

    const listed = (await call('GET', '/staff/content/step/211/revisions', editor)).json().data as TStudioRevisions;
    expect(listed.revisions.map((revision) => [revision.number, revision.parts, revision.snapshot.en.title])).toEqual([
      [2, ['en', 'es'], 'Second wording'],
      [1, ['en'], 'First wording'],
    ]);
    expect(listed.revisions[0]!.actor_email).toMatch(/@/);

    const item = await readItem(editor, 'step', 211);
    const base_versions = { fields: item.drafts.fields.version, en: item.drafts.en.version, fr: item.drafts.fr.version, es: item.drafts.es.version };
    const stale = await call('POST', '/staff/content/step/211/revisions/1/restore', editor, { base_versions: { ...base_versions, es: base_versions.es - 1 } });
    expect(stale.statusCode).toBe(409);
    expect((stale.json().data as TStudioConflict).stale.map((part) => part.part)).toEqual(['es']);

    const restored = await call('POST', '/staff/content/step/211/revisions/1/restore', editor, { base_versions, note: 'Back to the first' });
    expect(restored.statusCode).toBe(200);
    const drafts = (restored.json().data as TStudioItem).drafts;
    expect(drafts.en.values).toMatchObject({ title: 'First wording' });
    // Revision 1 had the Spanish that revision 2 replaced.
    expect(drafts.es.values).toMatchObject({ title: (listed.revisions[1]!.snapshot.es as { title: string }).title });
    expect(drafts.fields.values).toBeNull();
    expect(await db.select().from(auditEvents).where(eq(auditEvents.action, 'content.restore'))).toEqual([
      expect.objectContaining({ reason: 'Back to the first', details: { item: 'step/211', revision: 1, parts: 'en,es' } }),
    ]);
    expect((await call('POST', '/staff/content/step/211/revisions/9/restore', editor, { base_versions })).statusCode).toBe(404);
  });
});

describe('the translation view', () => {
  it('lists a language missing a text, and one older than a newer English', async () => {
    const editor = await editorHeaders();
    await save(editor, 'segment', 41, 'fr', { body: '' });
    await save(editor, 'segment', 41, 'en', { title: 'Positive, segment one, rewritten' });
    expect((await publish(editor, [{ kind: 'segment', id: 41, part: 'fr' }])).statusCode).toBe(200);
    expect((await publish(editor, [{ kind: 'segment', id: 41, part: 'en' }])).statusCode).toBe(200);

    const gaps = ((await call('GET', '/staff/content/translations', editor)).json().data as TStudioTranslationGaps).gaps.filter(
      (gap) => gap.kind === 'segment' && gap.id === 41,
    );
    expect(gaps).toEqual([
      { kind: 'segment', id: 41, title: 'Positive, segment one, rewritten', language: 'fr', state: 'missing', fields: ['body'] },
      { kind: 'segment', id: 41, title: 'Positive, segment one, rewritten', language: 'es', state: 'outdated', fields: [] },
    ]);
    expect((await readItem(editor, 'segment', 41)).languages).toEqual({ en: 'complete', fr: 'missing', es: 'outdated' });
    const [stored] = await db
      .select()
      .from(translations)
      .where(and(eq(translations.contentType, 'lesson'), eq(translations.contentId, 41), eq(translations.field, 'body'), eq(translations.language, 'fr')));
    expect(stored).toBeUndefined();
  });
});

describe('preview', () => {
  it('serves staff with the content area the drafts as a trial or full member would see them', async () => {
    const editor = await editorHeaders();
    await save(editor, 'topic', 8, 'en', { title: 'Unlock, previewed' });
    await save(editor, 'topic', 8, 'fr', { title: 'Déverrouiller, aperçu' });

    const full = await call('GET', '/modules/8', { ...editor, [PreviewHeader]: 'full' });
    expect(full.json().data).toMatchObject({ title: 'Unlock, previewed', body: expect.any(String) });
    const trial = await call('GET', '/modules', { ...editor, [PreviewHeader]: 'trial' });
    expect((trial.json().data as { id: number; title: string; locked?: boolean }[]).find((topic) => topic.id === 8)).toMatchObject({
      title: 'Unlock, previewed',
      locked: true,
    });
    expect((await call('GET', '/modules/8', { ...editor, [PreviewHeader]: 'trial' })).json()).toEqual(refusal('content.full_access_required'));
    const french = (await call('GET', '/translations?language=fr', { ...editor, [PreviewHeader]: 'full' })).json().data.fr.module['8'];
    expect(french.title).toBe('Déverrouiller, aperçu');

    // Without the header the editor reads what members read; a member's header is ignored.
    expect(await topicTitle(editor, 8)).not.toBe('Unlock, previewed');
    const member = await memberHeaders();
    expect((await call('GET', '/modules/8', { ...member, [PreviewHeader]: 'full' })).json().data.title).not.toBe('Unlock, previewed');
  });

  it('shows a new, unpublished item in the preview only', async () => {
    const editor = await editorHeaders();
    const created = (await call('POST', '/staff/content/items', editor, { kind: 'topic', title: 'A ninth topic' })).json().data as TStudioItem;
    const previewed = (await call('GET', '/modules', { ...editor, [PreviewHeader]: 'full' })).json().data as { id: number }[];
    expect(previewed.map((topic) => topic.id)).toContain(created.id);
    expect(((await call('GET', '/modules', await memberHeaders())).json().data as { id: number }[]).map((topic) => topic.id)).not.toContain(created.id);
  });
});

describe('staff never read what members wrote', () => {
  it('no studio reply carries a member\'s assessment answers', async () => {
    const editor = await editorHeaders();
    const { user } = await createAccount(db);
    const marker = 'private-words-of-a-member';
    await db.insert(userAssessments).values({ userId: user.id, moduleId: 1, quantitativeAnswer: 3, qualitativeAnswerOne: marker, qualitativeAnswerTwo: marker });
    const urls = ['/staff/content/tree', '/staff/content/translations', '/staff/content/topic/1', '/staff/content/topic/1/revisions'];
    for (const url of urls) {
      const response = await call('GET', url, editor);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(marker);
    }
  });
});
