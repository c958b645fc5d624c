import { and, eq, inArray } from 'drizzle-orm';
import type { TStudioKind } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { exercises, extraContents, lessonExtraContents, lessons, moduleExtraContents, modules, steps, translations } from '../db/schema.ts';
import {
  attachedResources,
  englishColumns,
  fieldColumns,
  mediaColumns,
  publishDurations,
  translatedMedia,
  translatedTexts,
  translationTypeOf,
  type TDraftDurations,
  type TPendingDraft,
} from '../content/drafted-rows.ts';
import type { TContentRows } from '../content/load-content-rows.ts';

const tables = { topic: modules, segment: lessons, step: steps, activity: exercises, resource: extraContents } as const;

async function updateRow(tx: TQueryable, kind: TStudioKind, id: number, columns: Record<string, unknown>): Promise<void> {
  // The five tables share `id`; the columns come from drafted-rows' mapping for this kind.
  const table = tables[kind] as typeof modules;
  await tx.update(table).set(columns as Partial<typeof modules.$inferInsert>).where(eq(table.id, id));
}

const rowsKeyOf = { topic: 'modules', segment: 'lessons', step: 'steps', activity: 'exercises', resource: 'extraContents' } as const;

/**
 * Writes the drafts to the content tables and translations, with the same mapping as the
 * preview (content/drafted-rows.ts): media with the durations recorded for their keys, and the
 * segment numbers and minutes `drafted` gives (applyDrafts of the same drafts over `rows`). Run
 * in the publish's transaction.
 */
export async function applyDraftsToTables(
  tx: TQueryable,
  rows: TContentRows,
  drafted: TContentRows,
  drafts: readonly TPendingDraft[],
  durations: TDraftDurations,
): Promise<void> {
  const durationOf = publishDurations(durations);
  const rowBefore = (kind: TStudioKind, id: number) => (rows[rowsKeyOf[kind]] as { id: number }[]).find((row) => row.id === id) as Record<string, unknown>;
  for (const { kind, contentId: id, part, values } of drafts) {
    if (part === 'fields') {
      await updateRow(tx, kind, id, { ...fieldColumns(kind, values), ...mediaColumns(kind, 'fields', values, rowBefore(kind, id), durationOf) });
      const resources = attachedResources(kind, values);
      if (kind === 'topic' && resources) {
        await tx.delete(moduleExtraContents).where(eq(moduleExtraContents.moduleId, id));
        if (resources.length > 0) {
          await tx.insert(moduleExtraContents).values(resources.map((extraContentId, sortOrder) => ({ moduleId: id, extraContentId, sortOrder })));
        }
      }
      if (kind === 'segment' && resources) {
        await tx.delete(lessonExtraContents).where(eq(lessonExtraContents.lessonId, id));
        if (resources.length > 0) {
          await tx.insert(lessonExtraContents).values(resources.map((extraContentId, sortOrder) => ({ lessonId: id, extraContentId, sortOrder })));
        }
      }
    } else if (part === 'en') {
      await updateRow(tx, kind, id, { ...englishColumns(kind, values), ...mediaColumns(kind, 'en', values, rowBefore(kind, id), durationOf) });
    } else {
      const contentType = translationTypeOf[kind];
      const texts = [...translatedTexts(kind, values), ...translatedMedia(rows, kind, part, id, values, durationOf)];
      await tx
        .delete(translations)
        .where(
          and(
            eq(translations.contentType, contentType),
            eq(translations.contentId, id),
            eq(translations.language, part),
            inArray(translations.field, texts.map((text) => text.field)),
          ),
        );
      const kept = texts.filter((text) => text.value !== '');
      if (kept.length > 0) {
        await tx.insert(translations).values(kept.map((text) => ({ contentType, contentId: id, field: text.field, language: part, value: text.value })));
      }
    }
  }
  for (const lesson of drafted.lessons) {
    const before = rows.lessons.find((row) => row.id === lesson.id);
    if (before && before.segmentNumber !== lesson.segmentNumber) {
      await tx.update(lessons).set({ segmentNumber: lesson.segmentNumber }).where(eq(lessons.id, lesson.id));
    }
  }
  // The minutes members see, retimed from the media (applyDrafts): only what changed is written.
  for (const kind of ['step', 'activity', 'segment', 'topic'] as const) {
    const before = new Map((rows[rowsKeyOf[kind]] as { id: number; minutesToComplete: number }[]).map((row) => [row.id, row.minutesToComplete]));
    for (const row of drafted[rowsKeyOf[kind]] as { id: number; minutesToComplete: number }[]) {
      if (before.get(row.id) !== row.minutesToComplete) await updateRow(tx, kind, row.id, { minutesToComplete: row.minutesToComplete });
    }
  }
}
