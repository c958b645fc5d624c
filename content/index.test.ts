import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { ActivityType, ContentStatus, Languages, ResourceCategory, videoPosterKey } from '@innerway/domain';
import { CONTENT_DIR, CONTENT_MEDIA_DIR, loadContent, loadContentSource, type Content } from './index.ts';
import { htmlProblems, mediaKeysOf, TOPIC_SLUGS, ZContentSource, ZLocalizedText } from './schema.ts';
import { tourArt } from './scripts/art.ts';
import { statedMinutes } from './stated-length.ts';

const content: Content = loadContent();
const segments = content.topics.flatMap((t) => t.segments);
const steps = segments.flatMap((s) => s.steps);
const activities = segments.flatMap((s) => s.activities);
/** pdf.js reads the standard fonts' metrics from its package. */
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** Every { en, fr, es } text inside a value, with its path. */
function texts(value: unknown, path = ''): { path: string; text: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('en' in record && typeof record.en === 'string' && !path.endsWith('_keys')) return [{ path, text: record }];
    return Object.entries(record).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  }
  return [];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('demo content', () => {
  it('has the 8 topics with their slugs and ids in order', () => {
    expect(content.topics.map((t) => t.slug)).toEqual(['connect', 'forward', 'past', 'positive', 'purpose', 'reach', 'respond', 'unlock']);
    expect(content.topics.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives every topic 2-4 segments and every segment 2-4 video steps, the assessment on the last segment', () => {
    for (const topic of content.topics) {
      expect(topic.segments.length).toBeGreaterThanOrEqual(2);
      expect(topic.segments.length).toBeLessThanOrEqual(4);
      expect(topic.segments.map((s) => s.has_user_assessment)).toEqual(topic.segments.map((_, i) => i === topic.segments.length - 1));
      for (const segment of topic.segments) {
        expect(segment.steps.length).toBeGreaterThanOrEqual(2);
        expect(segment.steps.length).toBeLessThanOrEqual(4);
        expect(segment.topic_id).toBe(topic.id);
      }
    }
  });

  it('has activities of all three types; meditations have female and male audio in every language', () => {
    const types = new Set(activities.map((a) => a.activity_type));
    expect([...types].sort()).toEqual([ActivityType.Activity, ActivityType.Meditation, ActivityType.Journaling]);
    const meditations = activities.filter((a) => a.activity_type === ActivityType.Meditation);
    expect(meditations.length).toBeGreaterThanOrEqual(2);
    for (const m of meditations) {
      for (const lang of Languages) {
        // Long enough to settle into: two minutes at least, unless the title says otherwise.
        const least = (statedMinutes(m.title[lang], lang) ?? 2) * 60 * 0.9;
        expect(m.meditation!.female_audio_duration[lang]).toBeGreaterThanOrEqual(least);
        expect(m.meditation!.male_audio_duration[lang]).toBeGreaterThanOrEqual(least);
        expect(readFileSync(join(CONTENT_MEDIA_DIR, m.meditation!.transcript_keys[lang]), 'utf8')).toContain(m.meditation!.script[0]![lang]);
      }
    }
  });

  it('has a resource of every category and the Introduction tutorial with id 0', () => {
    const categories = new Set(content.resources.map((r) => r.category));
    for (const c of [2, 3, 4, 5, 8]) expect(categories).toContain(c);
    expect(content.tutorial).toMatchObject({ id: 0, category: ResourceCategory.Tutorial, is_trial_content: true, publish_status: 1 });
    for (const book of content.resources.filter((r) => r.category === ResourceCategory.BookRecommendation)) expect(book.external_link).toMatch(/^https:\/\//);
    for (const audio of content.resources.filter((r) => r.category === ResourceCategory.AudioFile)) {
      for (const lang of Languages) expect(audio.audio_duration![lang]).toBeGreaterThan(10);
    }
    expect(content.resources.some((r) => r.featured)).toBe(true);
  });

  it('marks topic 1 and everything inside it as trial content, plus some items elsewhere; keeps a draft', () => {
    const [connect, ...others] = content.topics;
    expect(connect!.is_trial_content).toBe(true);
    for (const s of connect!.segments) for (const item of [...s.steps, ...s.activities]) expect(item.is_trial_content).toBe(true);
    expect(others.every((t) => !t.is_trial_content)).toBe(true);
    const otherActivities = others.flatMap((t) => t.segments.flatMap((s) => s.activities));
    expect(otherActivities.some((a) => a.is_trial_content && a.activity_type === ActivityType.Meditation)).toBe(true);
    expect(content.resources.some((r) => r.is_trial_content && !r.topic_ids.includes(1))).toBe(true);
    const statuses = [...steps, ...activities, ...content.resources].map((i) => i.publish_status);
    expect(statuses).toContain(ContentStatus.Draft);
    expect(statuses.filter((s) => s === ContentStatus.Published).length).toBeGreaterThan(statuses.length / 2);
  });

  it('writes every text in English, French and Spanish, translated rather than copied', () => {
    const all = texts({ topics: content.topics, resources: content.resources, tutorial: content.tutorial });
    expect(all.length).toBeGreaterThan(300);
    for (const { path, text } of all) {
      expect(ZLocalizedText.safeParse(text).success, path).toBe(true);
    }
    // Long texts (bodies, narration, questions) must differ between languages.
    const long = all.filter(({ text }) => String(text.en).length > 40);
    for (const { path, text } of long) {
      expect(text.fr, path).not.toBe(text.en);
      expect(text.es, path).not.toBe(text.en);
    }
  });

  it('keeps body HTML to the allowed tags', () => {
    const bodies = [...content.topics, ...segments, ...activities, ...content.resources, content.tutorial].map((i) => i.body);
    for (const body of bodies) for (const lang of Languages) expect(htmlProblems(body[lang])).toEqual([]);
    expect(htmlProblems('<p>ok <a href="https://example.org">link</a><br></p>')).toEqual([]);
    expect(htmlProblems('<script>alert(1)</script>')).not.toEqual([]);
    expect(htmlProblems('<p onclick="x()">hi</p>')).not.toEqual([]);
    expect(htmlProblems('<p>unclosed')).not.toEqual([]);
    expect(htmlProblems('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(htmlProblems('<a href="/relative">x</a>')).not.toEqual([]);
    expect(htmlProblems('<h4>not in the list</h4>')).not.toEqual([]);
  });

  it('rejects duplicate ids and missing languages', () => {
    const source = loadContentSource();
    const copy = structuredClone(source);
    copy.topics[1]!.segments[0]!.steps[0]!.id = copy.topics[0]!.segments[0]!.steps[0]!.id;
    expect(ZContentSource.safeParse(copy).success).toBe(false);
    const missing = structuredClone(source) as unknown as { topics: { title: Record<string, string> }[] };
    delete missing.topics[0]!.title.es;
    expect(ZContentSource.safeParse(missing).success).toBe(false);
  });

  it('has every media file on disk, captions matching the narration, and all media under 40 MB', () => {
    for (const key of mediaKeysOf(loadContentSource())) expect(statSync(join(CONTENT_MEDIA_DIR, key)).size, key).toBeGreaterThan(0);
    for (const step of [...steps, content.tutorial]) {
      for (const lang of Languages) {
        const vtt = readFileSync(join(CONTENT_MEDIA_DIR, step.captions_keys[lang]), 'utf8');
        expect(vtt.startsWith('WEBVTT')).toBe(true);
        expect(vtt.match(/-->/g)?.length).toBe(step.narration.length);
        expect(vtt.replace(/\s+/g, ' ')).toContain(step.narration[0]![lang].split(' ').slice(0, 2).join(' '));
      }
    }
    for (const step of steps) expect(step.duration).toBeGreaterThan(5);
    const total = walk(CONTENT_MEDIA_DIR).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(40 * 1024 * 1024);
  });

  it('makes audio as long as its title says (within 10 %): a three-minute meditation lasts three minutes', () => {
    const titled: { title: Record<string, string>; seconds: Record<string, number> }[] = [];
    for (const a of activities) {
      if (a.meditation) titled.push({ title: a.title, seconds: a.meditation.female_audio_duration }, { title: a.title, seconds: a.meditation.male_audio_duration });
    }
    for (const r of content.resources) if (r.audio_duration) titled.push({ title: r.title, seconds: r.audio_duration });
    let stated = 0;
    for (const { title, seconds } of titled) {
      for (const lang of Languages) {
        const minutes = statedMinutes(title[lang]!, lang);
        if (minutes === null) continue;
        stated++;
        expect(Math.abs(seconds[lang]! - minutes * 60), `${title[lang]}: ${seconds[lang]} s`).toBeLessThanOrEqual(minutes * 60 * 0.1);
      }
    }
    // 'A three-minute landing' and 'A one-minute breathing space', in three languages
    expect(stated).toBeGreaterThanOrEqual(2 * 3);
    expect(statedMinutes('Trois minutes pour atterrir', 'fr')).toBe(3);
    expect(statedMinutes('Un minuto para respirar', 'es')).toBe(1);
    expect(statedMinutes('A kind word before sleep', 'en')).toBeNull();
  });

  it('gives every video a poster frame: a WebP still made with it, in the manifest', () => {
    for (const video of [...steps, content.tutorial]) {
      const poster = videoPosterKey(video.media_key);
      expect(poster, video.media_key).not.toBeNull();
      const bytes = readFileSync(join(CONTENT_MEDIA_DIR, poster!));
      expect(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 12), poster!).toBe('RIFFWEBP');
      expect(content.manifest[poster!]?.bytes).toBe(bytes.length);
    }
  });

  it("keeps the tour's illustrations in the web app as the art script makes them", () => {
    const tourDir = join(CONTENT_DIR, '..', 'apps', 'web', 'public', 'tour');
    for (const [slide, svg] of Object.entries(tourArt(content.topics.map((t) => t.hue)))) {
      expect(readFileSync(join(tourDir, `${slide}.svg`), 'utf8'), `${slide}.svg (run content/scripts/generate-tour-art.ts)`).toBe(svg);
      expect(svg.length).toBeLessThan(8 * 1024);
    }
  });

  it('makes every download a PDF that opens: a valid cross-reference table, one page, the worksheet text', async () => {
    const downloads = content.resources.filter((r) => r.category === ResourceCategory.FileDownload);
    expect(downloads.length).toBeGreaterThan(0);
    for (const resource of downloads) {
      for (const lang of Languages) {
        const key = resource.file_keys![lang];
        expect(key, key).toMatch(/^files\/[a-z0-9-]+\.pdf$/);
        expect(resource.file_names![lang], key).toMatch(/\.pdf$/);
        const bytes = readFileSync(join(CONTENT_MEDIA_DIR, key));
        const text = bytes.toString('latin1');
        expect(text.startsWith('%PDF-1.4'), key).toBe(true);
        expect(text.trimEnd().endsWith('%%EOF'), key).toBe(true);
        const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
        expect(text.slice(startxref, startxref + 4)).toBe('xref');
        const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));

        // A real PDF reader opens it and finds every printed line, in order, on one page.
        const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
        expect(pdf.numPages, key).toBe(1);
        const page = await pdf.getPage(1);
        const printed = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
        let from = 0;
        for (const line of resource.file_lines!.map((l) => l[lang]).filter((l) => !/^-+$/.test(l))) {
          const words = line.replace(/^(## |__ )/, '').replace(/\s+/g, ' ');
          const at = printed.indexOf(words, from);
          expect(at, `${key}: '${words}'`).toBeGreaterThanOrEqual(0);
          from = at + words.length;
        }
        await pdf.destroy();
      }
    }
  });

  it('links every song, book and movie to a page to listen, read or watch', () => {
    const recommendations = content.resources.filter((r) =>
      ([ResourceCategory.SongRecommendation, ResourceCategory.BookRecommendation, ResourceCategory.MovieRecommendation] as number[]).includes(r.category),
    );
    for (const category of [ResourceCategory.SongRecommendation, ResourceCategory.BookRecommendation, ResourceCategory.MovieRecommendation])
      expect(recommendations.some((r) => r.category === category)).toBe(true);
    for (const r of recommendations) {
      expect(r.external_link, r.title.en).toBeDefined();
      expect(new URL(r.external_link!).protocol, r.title.en).toBe('https:');
    }
    const source = loadContentSource();
    const song = structuredClone(source);
    delete song.resources.find((r) => r.category === ResourceCategory.SongRecommendation)!.external_link;
    expect(ZContentSource.safeParse(song).success).toBe(false);
    const textFile = structuredClone(source);
    const download = textFile.resources.find((r) => r.category === ResourceCategory.FileDownload)!;
    download.file_keys = { en: 'files/card-en.txt', fr: 'files/card-fr.txt', es: 'files/card-es.txt' };
    expect(ZContentSource.safeParse(textFile).success).toBe(false);
  });

  it('computes every duration a member sees from the media; none is typed', () => {
    // Whole seconds cut, as players show them.
    const seconds = (key: string) => Math.floor(content.manifest[key]!.duration!);
    // The shown minutes are the media's nearest whole minute (at least 1 for any media).
    const agrees = (minutes: number, mediaSeconds: number) =>
      mediaSeconds === 0 ? minutes === 0 : minutes === Math.max(1, Math.round(mediaSeconds / 60));
    const meditationSeconds = (a: (typeof activities)[number]) =>
      a.meditation
        ? Math.max(...Languages.flatMap((lang) => [seconds(a.meditation!.female_audio_keys[lang]), seconds(a.meditation!.male_audio_keys[lang])]))
        : 0;
    for (const topic of content.topics) {
      let topicMinutes = 0;
      for (const segment of topic.segments) {
        let segmentSeconds = 0;
        for (const step of segment.steps) {
          expect(step.duration, `step ${step.id}`).toBe(seconds(step.media_key));
          expect(agrees(step.minutes_to_complete, step.duration), `step ${step.id}`).toBe(true);
          segmentSeconds += step.duration;
        }
        for (const activity of segment.activities) {
          for (const lang of Languages) {
            if (!activity.meditation) continue;
            expect(activity.meditation.female_audio_duration[lang]).toBe(seconds(activity.meditation.female_audio_keys[lang]));
            expect(activity.meditation.male_audio_duration[lang]).toBe(seconds(activity.meditation.male_audio_keys[lang]));
          }
          expect(agrees(activity.minutes_to_complete, meditationSeconds(activity)), `activity ${activity.id}`).toBe(true);
          segmentSeconds += meditationSeconds(activity);
        }
        expect(agrees(segment.minutes_to_complete, segmentSeconds), `segment ${segment.id}`).toBe(true);
        topicMinutes += segment.minutes_to_complete;
      }
      // A topic's time is its segments' added up, as its overview lists them.
      expect(topic.minutes_to_complete, `topic ${topic.slug}`).toBe(topicMinutes);
    }
    for (const r of content.resources.filter((r) => r.audio_keys))
      for (const lang of Languages) expect(r.audio_duration![lang]).toBe(seconds(r.audio_keys![lang]));
    expect(content.tutorial.duration).toBe(seconds(content.tutorial.media_key));

    // The files carry no duration at all, and the schema refuses a typed one.
    const typed = (value: unknown, path: string): string[] =>
      Array.isArray(value)
        ? value.flatMap((v, i) => typed(v, `${path}[${i}]`))
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => [...(/minutes|duration/.test(k) ? [`${path}.${k}`] : []), ...typed(v, `${path}.${k}`)])
          : [];
    for (const slug of TOPIC_SLUGS) expect(typed(JSON.parse(readFileSync(join(CONTENT_DIR, 'topics', `${slug}.json`), 'utf8')), slug)).toEqual([]);
    expect(typed(JSON.parse(readFileSync(join(CONTENT_DIR, 'resources.json'), 'utf8')), 'resources')).toEqual([]);
    const withTyped = structuredClone(loadContentSource()) as unknown as { topics: Record<string, unknown>[] };
    withTyped.topics[0]!.minutes_to_complete = 16;
    expect(ZContentSource.safeParse(withTyped).success).toBe(false);
  });

  it('states no length in a text, except the titles and scripts of audio, whose recordings are made to match', () => {
    const statedLength = [
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+)[- ]minute\b(?!s)/i, // a three-minute landing, a 10-minute video
      /\b\d+ ?(min|sec)\b/i, // 10 min
      /\b(de |d')(une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+) minutes?\b/i, // un moment de trois minutes
      /\b(une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+) minutes? pour\b/i, // trois minutes pour atterrir
      /\bde (un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+) minutos?\b/i, // una pausa de tres minutos
      /\b(un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+) minutos? para\b/i, // tres minutos para aterrizar
    ];
    const audio = new Set<unknown>([
      ...activities.filter((a) => a.meditation).flatMap((a) => [a.title, ...a.meditation!.script]),
      ...content.resources.filter((r) => r.audio_script).flatMap((r) => [r.title, ...r.audio_script!]),
    ]);
    const all = [
      ...texts({ topics: content.topics, resources: content.resources, tutorial: content.tutorial }),
    ].filter(({ text }) => !audio.has(text));
    const promises = all.flatMap(({ path, text }) =>
      Languages.filter((lang) => statedLength.some((pattern) => pattern.test(String(text[lang])))).map((lang) => `${path}.${lang}: ${String(text[lang])}`),
    );
    expect(promises).toEqual([]);
    // the patterns do find a stated length
    expect(statedLength.some((pattern) => pattern.test('<li>Un moment guidé de trois minutes pour atterrir</li>'))).toBe(true);
    expect(audio.size).toBeGreaterThan(0);
  });
});
