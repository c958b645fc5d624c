// The demo program content: loads content/topics/*.json and content/resources.json, validates
// them (schema.ts) together with the media under content/media, and returns typed content.
// The workspace package `@innerway/content`: the API's demo seed imports it by name.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activitySeconds, bannerKeys, Languages, segmentMinutes, topicMinutes, mediaMinutes, type TBannerSize, type TLanguage } from '@innerway/domain';
import {
  checkMedia,
  TOPIC_SLUGS,
  ZContentSource,
  ZMediaManifest,
  ZResourcesFile,
  type TActivitySource,
  type TContentSource,
  type TLocalizedText,
  type TMediaManifest,
  type TResourceSource,
  type TSegmentSource,
  type TStepSource,
  type TTopicSource,
  type TTutorialSource,
} from './schema.ts';

/** The content folder and its media folder (served at /api/content_media/<key>). */
export const CONTENT_DIR = dirname(fileURLToPath(import.meta.url));
export const CONTENT_MEDIA_DIR = join(CONTENT_DIR, 'media');

export type Localized<T> = Record<TLanguage, T>;

/** What a member is shown as time: whole minutes, computed from the media (never typed). */
interface Timed {
  minutes_to_complete: number;
}

export type Step = TStepSource &
  Timed & {
    /** video length in seconds */
    duration: number;
  };
export type Activity = Omit<TActivitySource, 'meditation'> &
  Timed & {
    meditation?: NonNullable<TActivitySource['meditation']> & {
      /** whole seconds per language */
      female_audio_duration: Localized<number>;
      male_audio_duration: Localized<number>;
    };
  };
export type Segment = Omit<TSegmentSource, 'steps' | 'activities'> & Timed & { topic_id: number; steps: Step[]; activities: Activity[] };
export type Topic = Omit<TTopicSource, 'segments'> &
  Timed & {
    segments: Segment[];
    /** raster banners, banners/<slug>-<size>-<density>x.webp */
    banner_keys: Record<TBannerSize, Record<'1x' | '2x' | '3x', string>>;
  };
export type Resource = TResourceSource & {
  /** AudioFile: whole seconds per language */
  audio_duration?: Localized<number>;
};
export type Tutorial = TTutorialSource & { duration: number };

export interface Content {
  topics: Topic[];
  resources: Resource[];
  tutorial: Tutorial;
  manifest: TMediaManifest;
}

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid content:\n- ${problems.slice(0, 30).join('\n- ')}${problems.length > 30 ? `\n(and ${problems.length - 30} more)` : ''}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

/** Reads and validates the content texts only (no media check): what the media generator needs. */
export function loadContentSource(contentDir: string = CONTENT_DIR): TContentSource {
  const resourcesFile = ZResourcesFile.safeParse(readJson(join(contentDir, 'resources.json')));
  const raw = {
    topics: TOPIC_SLUGS.map((slug) => readJson(join(contentDir, 'topics', `${slug}.json`))),
    tutorial: resourcesFile.success ? resourcesFile.data.tutorial : undefined,
    resources: resourcesFile.success ? resourcesFile.data.resources : undefined,
  };
  const problems = resourcesFile.success ? [] : resourcesFile.error.issues.map((i) => `resources.json ${i.path.join('.')}: ${i.message}`);
  const parsed = ZContentSource.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  if (problems.length || !parsed.success) throw new ContentError(problems);
  return parsed.data;
}

export function readManifest(mediaDir: string = CONTENT_MEDIA_DIR): TMediaManifest {
  try {
    return ZMediaManifest.parse(readJson(join(mediaDir, 'manifest.json')));
  } catch (error) {
    throw new ContentError([`content/media/manifest.json is missing or invalid (run content/scripts/generate-media.ts): ${String(error)}`]);
  }
}

/** Reads, validates and returns the whole program: topics -> segments -> steps/activities, resources, tutorial. */
export function loadContent(contentDir: string = CONTENT_DIR): Content {
  const source = loadContentSource(contentDir);
  const mediaDir = join(contentDir, 'media');
  const manifest = readManifest(mediaDir);
  const problems = checkMedia(source, manifest, mediaDir);
  if (problems.length) throw new ContentError(problems);

  // Whole seconds as players show them (0:15 for 15.8 s): cut, not rounded.
  const seconds = (key: string) => Math.floor(manifest[key]?.duration ?? 0);
  const perLanguage = (keys: Localized<string>): Localized<number> =>
    Object.fromEntries(Languages.map((lang) => [lang, seconds(keys[lang])])) as Localized<number>;

  // Timed by the domain's rules (media-minutes), which the studio's publish applies too.
  const meditationSeconds = (meditation: Activity['meditation']) =>
    meditation ? activitySeconds(Languages.flatMap((lang) => [meditation.female_audio_duration[lang], meditation.male_audio_duration[lang]])) : 0;
  const timed = <T extends object>(item: T, mediaSeconds: number): T & Timed => ({ ...item, minutes_to_complete: mediaMinutes(mediaSeconds) });

  const topics: Topic[] = source.topics.map((topic) => {
    const segments = topic.segments.map((segment) => {
      const steps = segment.steps.map((step) => {
        const duration = seconds(step.media_key);
        return timed({ ...step, duration }, duration);
      });
      const activities = segment.activities.map((activity): Activity => {
        const { meditation, ...rest } = activity;
        if (!meditation) return timed(rest, 0);
        const withDurations = {
          ...meditation,
          female_audio_duration: perLanguage(meditation.female_audio_keys),
          male_audio_duration: perLanguage(meditation.male_audio_keys),
        };
        return timed({ ...rest, meditation: withDurations }, meditationSeconds(withDurations));
      });
      const minutes = segmentMinutes(
        steps.map((step) => step.duration),
        activities.map((activity) => meditationSeconds(activity.meditation)),
      );
      return { ...segment, topic_id: topic.id, steps, activities, minutes_to_complete: minutes };
    });
    // The sum of its segments' minutes, so the topic's time adds up with the segments it lists.
    return {
      ...topic,
      banner_keys: bannerKeys(topic.slug),
      segments,
      minutes_to_complete: topicMinutes(segments.map((segment) => segment.minutes_to_complete)),
    };
  });
  const resources: Resource[] = source.resources.map((r) => (r.audio_keys ? { ...r, audio_duration: perLanguage(r.audio_keys) } : r));
  const tutorial: Tutorial = { ...source.tutorial, duration: seconds(source.tutorial.media_key) };
  return { topics, resources, tutorial, manifest };
}

/** The text in one language. */
export function pick(text: TLocalizedText, lang: TLanguage): string {
  return text[lang];
}
