import { bannerImagesOf, bannerNameOf, type TActivityType, type TContentStatus, type TResource, type TResourceCategory } from '@innerway/domain';
import type {
  TActivityBase,
  TContentView,
  TListedActivityBase,
  TListedStepBase,
  TModuleNode,
  TSegmentNode,
  TStepBase,
} from './content-snapshot.ts';
import type { TContentRows } from './load-content-rows.ts';
import { activityFor, moduleSummaryFor, resourceFor, stepFor } from './locked-shapes.ts';
import { isVisibleTo, lockViewer, type TAccess, type TAudience } from './visibility.ts';

type TRows = TContentRows;

const bySortOrder = (a: { sortOrder: number; id: number }, b: { sortOrder: number; id: number }) =>
  a.sortOrder - b.sortOrder || a.id - b.id;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const status = (value: number) => value as TContentStatus;

function toResource(row: TRows['extraContents'][number]): TResource {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category as TResourceCategory,
    external_link: row.externalLink,
    file_id: row.fileKey,
    file_name: row.fileName,
    audio_duration: row.audioDuration,
    captions_key: row.captionsKey,
    is_featured: row.isFeatured,
    publish_status: status(row.publishStatus),
    is_trial_content: row.isTrialContent,
  };
}

function toStep(row: TRows['steps'][number]): TStepBase {
  return {
    id: row.id,
    segment_id: row.lessonId,
    title: row.title,
    vimeo_link: row.vimeoLink,
    media_key: row.mediaKey,
    captions_key: row.captionsKey,
    duration_seconds: row.durationSeconds,
    sort_order: row.sortOrder,
    minutes_to_complete: row.minutesToComplete,
    publish_status: status(row.publishStatus),
    is_trial_content: row.isTrialContent,
  };
}

function toActivity(row: TRows['exercises'][number], moduleId: number): TActivityBase {
  return {
    id: row.id,
    segment_id: row.lessonId,
    module_id: moduleId,
    title: row.title,
    body: row.body,
    activity_type: row.activityType as TActivityType,
    sort_order: row.sortOrder,
    minutes_to_complete: row.minutesToComplete,
    is_featured: row.isFeatured,
    male_audio_id: row.maleAudioKey,
    male_audio_duration: row.maleAudioDuration,
    female_audio_id: row.femaleAudioKey,
    female_audio_duration: row.femaleAudioDuration,
    transcript_key: row.transcriptKey,
    publish_status: status(row.publishStatus),
    is_trial_content: row.isTrialContent,
  };
}

/**
 * The program as one audience with one access level sees it. Visibility is inherited: a draft
 * topic hides its segments, steps and activities from people even when those are published
 * themselves. Resources stand on their own (they are shared between topics), but a link shows only
 * when both ends are visible. Every item the access level may not open is held in its locked
 * shape (locked-shapes.ts), wherever it appears.
 */
export function buildContentView(rows: TContentRows, audience: TAudience, access: TAccess): TContentView {
  const visible = (row: { publishStatus: number }) => isVisibleTo(row.publishStatus, audience);
  const viewer = lockViewer(access);

  const resources = rows.extraContents
    .filter(visible)
    .sort(bySortOrder)
    .map((row) => resourceFor(toResource(row), viewer));
  const resourceById = new Map(resources.map((resource) => [resource.id, resource]));
  const linkedResources = (links: readonly { extraContentId: number; sortOrder: number }[] | undefined) =>
    [...(links ?? [])]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.extraContentId - b.extraContentId)
      .map((link) => resourceById.get(link.extraContentId))
      .filter((resource) => resource !== undefined);

  const moduleLinks = groupBy(rows.moduleLinks, (link) => link.moduleId);
  const lessonLinks = groupBy(rows.lessonLinks, (link) => link.lessonId);
  const stepsByLesson = groupBy(rows.steps.filter(visible).sort(bySortOrder), (row) => row.lessonId);
  const exercisesByLesson = groupBy(rows.exercises.filter(visible).sort(bySortOrder), (row) => row.lessonId);
  const lessonsByModule = groupBy(
    rows.lessons.filter(visible).sort((a, b) => a.segmentNumber - b.segmentNumber || a.id - b.id),
    (row) => row.moduleId,
  );

  const stepById = new Map<number, TListedStepBase>();
  const activityById = new Map<number, TListedActivityBase>();
  const activities: TListedActivityBase[] = [];

  const modules: TModuleNode[] = rows.modules
    .filter(visible)
    .sort(bySortOrder)
    .map((row) => {
      const segments: TSegmentNode[] = (lessonsByModule.get(row.id) ?? []).map((lesson) => {
        const steps = (stepsByLesson.get(lesson.id) ?? []).map((step) => stepFor(toStep(step), viewer));
        const segmentActivities = (exercisesByLesson.get(lesson.id) ?? []).map((exercise) =>
          activityFor(toActivity(exercise, row.id), viewer),
        );
        for (const step of steps) stepById.set(step.id, step);
        for (const activity of segmentActivities) {
          activityById.set(activity.id, activity);
          activities.push(activity);
        }
        return {
          base: {
            id: lesson.id,
            module_id: row.id,
            title: lesson.title,
            body: lesson.body,
            segment_number: lesson.segmentNumber,
            minutes_to_complete: lesson.minutesToComplete,
            has_user_assessment: lesson.hasUserAssessment,
            publish_status: status(lesson.publishStatus),
            is_trial_content: lesson.isTrialContent,
          },
          steps,
          activities: segmentActivities,
          resources: linkedResources(lessonLinks.get(lesson.id)),
        };
      });
      return {
        summary: moduleSummaryFor(
          {
            id: row.id,
            title: row.title,
            subtitle: row.subtitle,
            body: row.body,
            image_key: row.imageKey,
            banner_images: bannerImagesOf(bannerNameOf(row.imageKey, row.slug)),
            hue: row.hue,
            minutes_to_complete: row.minutesToComplete,
            sort_order: row.sortOrder,
            publish_status: status(row.publishStatus),
            is_trial_content: row.isTrialContent,
          },
          viewer,
        ),
        assessment: {
          assessment_intro: row.assessmentIntro,
          quantitative_assessment_question: row.quantitativeAssessmentQuestion,
          qualitative_assessment_question_one: row.qualitativeAssessmentQuestionOne,
          qualitative_assessment_question_two: row.qualitativeAssessmentQuestionTwo,
        },
        segments,
        resources: linkedResources(moduleLinks.get(row.id)),
        next: null,
      };
    });
  modules.forEach((module, index) => {
    module.next = modules[index + 1] ?? null;
  });

  return {
    modules,
    moduleById: new Map(modules.map((module) => [module.summary.id, module])),
    stepById,
    activities,
    activityById,
    resources,
    resourceById,
  };
}
