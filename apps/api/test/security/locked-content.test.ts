// What a trial user's replies carry of the content they may not open. Every reply that embeds
// content (the lists, the topics, the translations, the replies the page carries) is read as a
// trial user and compared with what a full-access user gets for the same items: a locked item may
// carry only its tile's fields, and nothing of its body, media, links or file names may appear
// anywhere in the reply's bytes. A full-access user's replies are whole.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ApiReadPath,
  BootData,
  isContentLocked,
  isResourceLocked,
  Languages,
  ZActivity,
  ZLockedActivity,
  ZLockedModuleSummary,
  ZLockedResource,
  ZLockedStep,
  ZModule,
  ZModuleSummary,
  ZResource,
  ZStep,
  type TActivity,
  type TModule,
  type TModuleSummary,
  type TResource,
  type TStep,
  type TTranslations,
  type TTranslationTable,
} from '@innerway/domain';
import { asCookie, createAccount } from '../../src/auth/account-testing.ts';
import { seedProgram, settledContent } from '../../src/content/content-testing.ts';
import type { TestApp } from '../../src/test/harness.ts';
import { jsonForScriptElement } from '../../src/web/boot-data.ts';
import { setUpWebTestApp } from '../../src/web/web-testing.ts';

const indexHtml = '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let trial: string;
let full: string;
/** Everything the full-access user gets, the ground truth of what each locked item holds. */
let whole: {
  modules: TModuleSummary[];
  topics: TModule[];
  activities: TActivity[];
  resources: TResource[];
  steps: TStep[];
  translations: Record<string, TTranslationTable>;
};

const trialViewer = { is_trial_mode: true };

async function get(token: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: asCookie(token) });
  expect(response.statusCode, url).toBe(200);
  return response;
}
const dataOf = async <T>(token: string, url: string) => (await get(token, url)).json<{ data: T }>().data;

setUpWebTestApp({ 'index.html': indexHtml }, async (test) => {
  t = test;
  await seedProgram(t.db);
  await settledContent(t.app);
  ({ token: trial } = await createAccount(t.db, { isTrialMode: true }));
  ({ token: full } = await createAccount(t.db, { isTrialMode: false }));

  const modules = await dataOf<TModuleSummary[]>(full, '/api/modules');
  const topics = await Promise.all(modules.map((module) => dataOf<TModule>(full, `/api/modules/${module.id}?fullDetail=1`)));
  const byCategory = await dataOf<Record<string, TResource[]>>(full, '/api/extra_contents?groupby=category');
  const featured = await dataOf<TResource[]>(full, '/api/extra_contents?groupby=featured');
  const resources = new Map<number, TResource>();
  // A full-access user's items are whole: parsing them as such is part of the check.
  for (const resource of [...Object.values(byCategory).flat(), ...featured, ...topics.flatMap((topic) => topic.resources)]) {
    resources.set(resource.id, ZResource.parse(resource));
  }
  const translations: Record<string, TTranslationTable> = {};
  for (const language of Languages) {
    translations[language] = (await dataOf<TTranslations>(full, `/api/translations?language=${language}`))[language]!;
  }
  whole = {
    modules,
    topics,
    activities: await dataOf<TActivity[]>(full, '/api/exercises'),
    resources: [...resources.values()],
    steps: topics.flatMap((topic) => topic.segments.flatMap((segment) => segment.steps.map((step) => ZStep.parse(step)))),
    translations,
  };
});

const lockedActivities = () => whole.activities.filter((activity) => isContentLocked(activity, trialViewer));
const lockedResources = () => whole.resources.filter((resource) => isResourceLocked(resource, trialViewer));
const lockedSteps = () => whole.steps.filter((step) => isContentLocked(step, trialViewer));
const lockedTopics = () => whole.topics.filter((topic) => isContentLocked(topic, trialViewer));

/** What a locked item may carry, by the kind of list it is in. */
const tileFields = {
  activity: new Set(Object.keys(ZLockedActivity.shape)),
  resource: new Set(Object.keys(ZLockedResource.shape)),
  step: new Set(Object.keys(ZLockedStep.shape)),
  module: new Set(Object.keys(ZLockedModuleSummary.shape)),
};
type TKind = keyof typeof tileFields;

/**
 * Every text a locked item holds beyond its tile, as the full-access user gets it: bodies, media
 * keys, links, file names, a locked topic's description, assessment texts and segment bodies, and
 * every translated field but the title (a topic's subtitle is on its card). Texts an open item
 * also has (an empty body) say nothing and are left out.
 */
function lockedSecrets(): string[] {
  const secrets = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 8) secrets.add(value);
  };
  for (const activity of lockedActivities()) {
    for (const field of ['body', 'male_audio_id', 'female_audio_id', 'transcript_key'] as const) add(activity[field]);
  }
  for (const resource of lockedResources()) {
    for (const field of ['body', 'external_link', 'file_id', 'file_name', 'captions_key'] as const) add(resource[field]);
  }
  for (const step of lockedSteps()) {
    for (const field of ['vimeo_link', 'media_key', 'captions_key'] as const) add(step[field]);
  }
  for (const topic of lockedTopics()) {
    for (const field of [
      'body',
      'assessment_intro',
      'quantitative_assessment_question',
      'qualitative_assessment_question_one',
      'qualitative_assessment_question_two',
    ] as const) {
      add(topic[field]);
    }
    for (const segment of topic.segments) add(segment.body);
  }
  const lockedIds = {
    exercise: new Set(lockedActivities().map((item) => String(item.id))),
    extra_content: new Set(lockedResources().map((item) => String(item.id))),
    step: new Set(lockedSteps().map((item) => String(item.id))),
    module: new Set(lockedTopics().map((item) => String(item.id))),
    lesson: new Set(lockedTopics().flatMap((topic) => topic.segments.map((segment) => String(segment.id)))),
  };
  for (const table of Object.values(whole.translations)) {
    for (const [type, ids] of Object.entries(lockedIds)) {
      for (const id of ids) {
        for (const [field, value] of Object.entries(table[type as keyof TTranslationTable]?.[id] ?? {})) {
          if (field !== 'title' && !(type === 'module' && field === 'subtitle')) add(value);
        }
      }
    }
  }
  // A text an open item has too (an assessment intro every topic shares) is no secret of a locked one.
  const openTranslations = Object.values(whole.translations).flatMap((table) =>
    Object.entries(table).flatMap(([type, byId]) =>
      Object.entries(byId ?? {}).filter(([id]) => !lockedIds[type as keyof typeof lockedIds]?.has(id)),
    ),
  );
  const open = JSON.stringify([
    whole.activities.filter((activity) => !isContentLocked(activity, trialViewer)),
    whole.resources.filter((resource) => !isResourceLocked(resource, trialViewer)),
    whole.topics.filter((topic) => !isContentLocked(topic, trialViewer)),
    openTranslations,
  ]);
  return [...secrets].filter((secret) => !open.includes(JSON.stringify(secret).slice(1, -1)));
}

/** The secrets found in a reply's bytes, as JSON writes them (`encode`: how the reply escapes strings). */
function leakedIn(bytes: string, encode = (value: string) => JSON.stringify(value).slice(1, -1)): string[] {
  return lockedSecrets().filter((secret) => bytes.includes(encode(secret)));
}

/** Items of a reply in the kind of list they are: whole or locked, every one checked. */
interface TListed {
  kind: TKind;
  item: Record<string, unknown> & { id: number };
}

function listedIn(url: string, data: unknown): TListed[] {
  const as = (kind: TKind, items: readonly unknown[]) => items.map((item) => ({ kind, item: item as TListed['item'] }));
  if (url.startsWith('/api/exercises')) return as('activity', data as unknown[]);
  if (url.startsWith('/api/extra_contents')) return as('resource', Array.isArray(data) ? data : Object.values(data as object).flat());
  if (url === '/api/modules') return as('module', data as unknown[]);
  const topic = data as TModule;
  return [
    ...as('resource', topic.resources),
    ...(topic.nextModule ? as('module', [topic.nextModule]) : []),
    ...topic.segments.flatMap((segment) => [
      ...as('step', segment.steps),
      ...as('activity', segment.activities),
      ...as('resource', segment.resources),
    ]),
  ];
}

const isLockedFor = ({ kind, item }: TListed) =>
  kind === 'resource'
    ? isResourceLocked(item as unknown as TResource, trialViewer)
    : isContentLocked(item as unknown as TActivity, trialViewer);

/** The whole shapes a full-access user's items must have, nothing left out and no lock. */
const wholeShapes: Record<TKind, z.ZodObject> = { activity: ZActivity, resource: ZResource, step: ZStep, module: ZModuleSummary };

/** Every list a trial user reads. */
const listUrls = [
  '/api/modules',
  '/api/exercises',
  '/api/exercises?featured=true',
  '/api/extra_contents?groupby=category',
  '/api/extra_contents?groupby=featured',
];

/** Each topic a trial user may open, in both details. */
const openTopicUrls = () =>
  whole.modules
    .filter((module) => !isContentLocked(module, trialViewer))
    .flatMap((topic) => [`/api/modules/${topic.id}?fullDetail=0`, `/api/modules/${topic.id}?fullDetail=1`]);

describe('the ground truth', () => {
  it('has locked activities, resources, steps and topics with content to leak', () => {
    expect(lockedActivities().length).toBeGreaterThanOrEqual(12);
    expect(lockedResources().length).toBeGreaterThanOrEqual(9);
    expect(lockedSteps().length).toBeGreaterThan(0);
    expect(lockedTopics().length).toBeGreaterThan(0);
    expect(lockedSecrets().length).toBeGreaterThan(50);
  });
});

describe('a trial user’s lists and topics', () => {
  async function expectTilesOnly(url: string) {
    const response = await get(trial, url);
    const listed = listedIn(url, response.json<{ data: unknown }>().data);
    const locked = listed.filter(isLockedFor);
    for (const { kind, item } of locked) {
      expect(item.locked, `${url}: ${kind} ${item.id}`).toBe(true);
      expect(Object.keys(item).filter((field) => !tileFields[kind].has(field)), `${url}: ${kind} ${item.id}`).toEqual([]);
    }
    for (const { kind, item } of listed.filter((entry) => !isLockedFor(entry))) {
      expect(item, `${url}: ${kind} ${item.id}`).not.toHaveProperty('locked');
    }
    expect(leakedIn(response.body), url).toEqual([]);
    return locked.length;
  }

  it.each(listUrls)('%s carries locked items as their tiles only, and none of their contents', async (url) => {
    await expectTilesOnly(url);
  });

  it('the topics a trial user may open carry their locked steps, activities, resources and next topic as tiles only', async () => {
    const urls = openTopicUrls();
    expect(urls.length).toBeGreaterThan(0);
    let locked = 0;
    for (const url of urls) locked += await expectTilesOnly(url);
    // The trial topic names a locked next topic at least.
    expect(locked).toBeGreaterThan(0);
  });

  it('gets no locked activity or resource as the full-access user gets it', async () => {
    const activities = await dataOf<unknown[]>(trial, '/api/exercises');
    const shelf = await dataOf<Record<string, unknown[]>>(trial, '/api/extra_contents?groupby=category');
    const featured = await dataOf<unknown[]>(trial, '/api/extra_contents?groupby=featured');
    const trialResources = new Map([...Object.values(shelf).flat(), ...featured].map((item) => [(item as TResource).id, item]));
    const same = (mine: unknown, theirs: unknown) => JSON.stringify(mine) === JSON.stringify(theirs);
    const sameActivities = lockedActivities().filter((activity) => same(activities.find((item) => (item as TActivity).id === activity.id), activity));
    const sameResources = lockedResources().filter((resource) => same(trialResources.get(resource.id), resource));
    expect(sameActivities.map((item) => item.id)).toEqual([]);
    expect(sameResources.map((item) => item.id)).toEqual([]);
  });

  it('is refused every locked topic, with nothing of it in the refusal', async () => {
    for (const topic of lockedTopics()) {
      const response = await t.app.inject({ method: 'GET', url: `/api/modules/${topic.id}?fullDetail=1`, headers: asCookie(trial) });
      expect(response.statusCode).toBe(403);
      expect(leakedIn(response.body)).toEqual([]);
    }
  });
});

describe('a trial user’s translations', () => {
  it.each(Languages)('%s carries of each locked item only its title (a topic’s subtitle too), and none of its contents', async (language) => {
    const response = await get(trial, `/api/translations?language=${language}`);
    const table = response.json<{ data: TTranslations }>().data[language]!;
    const fieldsOf = (type: keyof TTranslationTable, id: number) => Object.keys(table[type]?.[String(id)] ?? {});
    for (const activity of lockedActivities()) expect(fieldsOf('exercise', activity.id).filter((field) => field !== 'title')).toEqual([]);
    for (const resource of lockedResources()) expect(fieldsOf('extra_content', resource.id).filter((field) => field !== 'title')).toEqual([]);
    for (const step of lockedSteps()) expect(fieldsOf('step', step.id).filter((field) => field !== 'title')).toEqual([]);
    for (const topic of lockedTopics()) {
      expect(fieldsOf('module', topic.id).filter((field) => field !== 'title' && field !== 'subtitle')).toEqual([]);
      for (const segment of topic.segments) expect(fieldsOf('lesson', segment.id).filter((field) => field !== 'title')).toEqual([]);
    }
    expect(leakedIn(response.body)).toEqual([]);
  });

  it('still carries the titles of locked items in French', async () => {
    const table = (await dataOf<TTranslations>(trial, '/api/translations?language=fr')).fr!;
    const activity = lockedActivities()[0]!;
    expect(table.exercise?.[String(activity.id)]?.title).toBe(whole.translations.fr!.exercise?.[String(activity.id)]?.title);
  });
});

describe('the replies a trial user’s page carries', () => {
  const bootElement = new RegExp(`<script type="application/json" id="${BootData.elementId}">(.*?)</script>`, 's');

  it.each(['/', '/topics', '/progress', '/resources', '/topic_overview/1', '/topic_detail/1'])(
    '%s carries the same locked shapes as the API, and none of their contents',
    async (page) => {
      const response = await t.app.inject({ method: 'GET', url: page, headers: asCookie(trial) });
      expect(response.statusCode).toBe(200);
      const replies = JSON.parse(bootElement.exec(response.body)![1]!) as Record<string, unknown>;
      for (const [path, data] of Object.entries(replies)) {
        if (path === ApiReadPath.session) continue;
        expect(data, path).toEqual(await dataOf(trial, `/api${path}`));
      }
      expect(leakedIn(response.body, (secret) => jsonForScriptElement(secret).slice(1, -1))).toEqual([]);
    },
  );
});

describe('a full-access user’s replies', () => {
  it.each(['/api/modules', '/api/exercises', '/api/exercises?featured=true', '/api/extra_contents?groupby=category', '/api/extra_contents?groupby=featured'])(
    '%s carries every item whole, with no lock',
    async (url) => {
      for (const { kind, item } of listedIn(url, await dataOf(full, url))) {
        expect(item, `${kind} ${item.id}`).not.toHaveProperty('locked');
        expect(() => wholeShapes[kind].strict().parse(item), `${kind} ${item.id}`).not.toThrow();
      }
    },
  );

  it('gets every topic whole, its steps, activities, resources and next topic too', () => {
    for (const topic of whole.topics) {
      expect(() => ZModule.parse(topic)).not.toThrow();
      for (const { kind, item } of listedIn(`/api/modules/${topic.id}`, topic)) {
        expect(item, `${kind} ${item.id}`).not.toHaveProperty('locked');
        expect(() => wholeShapes[kind].strict().parse(item), `${kind} ${item.id}`).not.toThrow();
      }
    }
  });

  it('gets every translated field of every item', () => {
    const exercise = whole.translations.fr!.exercise?.[String(lockedActivities().find((activity) => activity.female_audio_id)!.id)];
    expect(exercise).toMatchObject({ female_audio_file: expect.any(String), body: expect.any(String) });
  });
});

describe('caching', () => {
  it.each(['/api/exercises', '/api/extra_contents?groupby=category', '/api/modules', '/api/translations?language=fr'])(
    '%s is kept by no shared or browser cache: its contents depend on who asks',
    async (url) => {
      expect((await get(trial, url)).headers['cache-control']).toBe('private, no-store');
      expect((await get(full, url)).headers['cache-control']).toBe('private, no-store');
    },
  );

  it('does not hand a full-access user’s reply to a trial user asking right after, nor the other way', async () => {
    const fullFirst = (await get(full, '/api/exercises')).body;
    const trialNext = (await get(trial, '/api/exercises')).body;
    expect(leakedIn(trialNext)).toEqual([]);
    expect((await get(full, '/api/exercises')).body).toBe(fullFirst);
  });
});
