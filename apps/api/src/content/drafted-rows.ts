import {
  ContentStatus,
  StudioTextFields,
  type TActivityFields,
  type TResourceFields,
  type TSegmentFields,
  type TStepFields,
  type TStudioKind,
  type TStudioPart,
  type TTopicFields,
  type TTranslationContentType,
} from '@innerway/domain';
import { isNotNull } from 'drizzle-orm';
import type { TQueryable } from '../db/client.ts';
import { contentDrafts } from '../db/schema.ts';
import type { TContentRows } from './load-content-rows.ts';

// What a studio draft does to the program's rows (decision 033). One mapping serves the preview,
// which applies every pending draft to the rows in memory, and the publish, which writes the same
// columns to the tables: what an editor previews is what the publish makes.

/** A pending draft: the whole part, as the studio validated it. */
export interface TPendingDraft {
  kind: TStudioKind;
  contentId: number;
  part: TStudioPart;
  values: Record<string, unknown>;
}

/** Every pending draft (the drafts table's parts with values). */
export async function readPendingDrafts(db: Pick<TQueryable, 'select'>): Promise<TPendingDraft[]> {
  const rows = await db.select().from(contentDrafts).where(isNotNull(contentDrafts.values));
  return rows.map((row) => ({ kind: row.kind as TStudioKind, contentId: row.contentId, part: row.part as TStudioPart, values: row.values! }));
}

/** The content type under which the translations table keeps each kind's texts. */
export const translationTypeOf: Record<TStudioKind, TTranslationContentType> = {
  topic: 'module',
  segment: 'lesson',
  step: 'step',
  activity: 'exercise',
  resource: 'extra_content',
};

const rowsKeyOf = {
  topic: 'modules',
  segment: 'lessons',
  step: 'steps',
  activity: 'exercises',
  resource: 'extraContents',
} as const satisfies Record<TStudioKind, keyof TContentRows>;

/** Publishing the fields part publishes the item (a new one too), or archives it. */
const statusOf = (archived: boolean) => (archived ? ContentStatus.Archived : ContentStatus.Published);

/** The row columns (drizzle's names) that a fields part sets. */
export function fieldColumns(kind: TStudioKind, values: Record<string, unknown>): Record<string, unknown> {
  // Every kind's fields part carries these three; the switch adds what is its own.
  const shared = values as { is_trial_content: boolean; sort_order: number; archived: boolean };
  const common = { isTrialContent: shared.is_trial_content, sortOrder: shared.sort_order, publishStatus: statusOf(shared.archived) };
  switch (kind) {
    case 'topic':
      return common;
    case 'segment': {
      const v = values as TSegmentFields;
      return { ...common, moduleId: v.topic_id, hasUserAssessment: v.has_user_assessment };
    }
    case 'step': {
      const v = values as TStepFields;
      return { ...common, lessonId: v.segment_id, vimeoLink: v.vimeo_link };
    }
    case 'activity': {
      const v = values as TActivityFields;
      return { ...common, lessonId: v.segment_id, activityType: v.activity_type, isFeatured: v.is_featured };
    }
    case 'resource': {
      const v = values as TResourceFields;
      return { ...common, category: v.category, isFeatured: v.is_featured, externalLink: v.external_link };
    }
  }
}

/** The resources a topic's or segment's fields part attaches, in order; null for the other kinds. */
export function attachedResources(kind: TStudioKind, values: Record<string, unknown>): number[] | null {
  return kind === 'topic' || kind === 'segment' ? (values as TTopicFields | TSegmentFields).resource_ids : null;
}

/** The row column (drizzle's name) of an API field: `assessment_intro` is `assessmentIntro`. */
export const columnOf = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The row columns an English part sets: English lives in the rows. */
export function englishColumns(kind: TStudioKind, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(StudioTextFields[kind].map((field) => [columnOf(field), values[field]]));
}

/** A French or Spanish part's texts: an empty text is no translation (members read English). */
export function translatedTexts(kind: TStudioKind, values: Record<string, unknown>): { field: string; value: string }[] {
  return StudioTextFields[kind].map((field) => ({ field, value: String(values[field] ?? '') }));
}

/**
 * The segments' numbers after a change of order: a topic's segments that are not archived,
 * by sort order, are 1, 2, ...; archived ones keep theirs. Only the ones that change are returned.
 */
function renumberedSegments(lessons: TContentRows['lessons'], moduleId: number): Map<number, number> {
  const changed = new Map<number, number>();
  lessons
    .filter((lesson) => lesson.moduleId === moduleId && lesson.publishStatus !== ContentStatus.Archived)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .forEach((lesson, index) => {
      if (lesson.segmentNumber !== index + 1) changed.set(lesson.id, index + 1);
    });
  return changed;
}

/** The topics whose segments a set of drafts may reorder: old and new parents of segments. */
function topicsToRenumber(rows: TContentRows, drafts: readonly TPendingDraft[]): Set<number> {
  const topics = new Set<number>();
  for (const draft of drafts) {
    if (draft.kind !== 'segment' || draft.part !== 'fields') continue;
    const before = rows.lessons.find((lesson) => lesson.id === draft.contentId);
    if (before) topics.add(before.moduleId);
    topics.add((draft.values as TSegmentFields).topic_id);
  }
  return topics;
}

/** The program's rows as they will be once these drafts are published (the rows are not changed). */
export function applyDrafts(rows: TContentRows, drafts: readonly TPendingDraft[]): TContentRows {
  const next: TContentRows = {
    modules: [...rows.modules],
    lessons: [...rows.lessons],
    steps: [...rows.steps],
    exercises: [...rows.exercises],
    extraContents: [...rows.extraContents],
    moduleLinks: [...rows.moduleLinks],
    lessonLinks: [...rows.lessonLinks],
    translations: [...rows.translations],
  };
  const patch = (kind: TStudioKind, id: number, columns: Record<string, unknown>) => {
    const list = next[rowsKeyOf[kind]] as { id: number }[];
    const at = list.findIndex((row) => row.id === id);
    if (at !== -1) list[at] = { ...list[at]!, ...columns };
  };

  for (const draft of drafts) {
    const { kind, contentId: id, part, values } = draft;
    if (part === 'fields') {
      patch(kind, id, fieldColumns(kind, values));
      const resources = attachedResources(kind, values);
      if (kind === 'topic' && resources) {
        next.moduleLinks = [
          ...next.moduleLinks.filter((link) => link.moduleId !== id),
          ...resources.map((extraContentId, sortOrder) => ({ moduleId: id, extraContentId, sortOrder })),
        ];
      }
      if (kind === 'segment' && resources) {
        next.lessonLinks = [
          ...next.lessonLinks.filter((link) => link.lessonId !== id),
          ...resources.map((extraContentId, sortOrder) => ({ lessonId: id, extraContentId, sortOrder })),
        ];
      }
    } else if (part === 'en') {
      patch(kind, id, englishColumns(kind, values));
    } else {
      const contentType = translationTypeOf[kind];
      const texts = translatedTexts(kind, values);
      const fields = new Set(texts.map((text) => text.field));
      const others = next.translations.filter(
        (row) => !(row.contentType === contentType && row.contentId === id && row.language === part && fields.has(row.field)),
      );
      const added = texts
        .filter((text) => text.value !== '')
        .map((text, index) => ({ id: -(next.translations.length + index + 1), contentType, contentId: id, field: text.field, language: part, value: text.value }));
      next.translations = [...others, ...added];
    }
  }

  for (const moduleId of topicsToRenumber(rows, drafts)) {
    for (const [id, segmentNumber] of renumberedSegments(next.lessons, moduleId)) patch('segment', id, { segmentNumber });
  }
  return next;
}
