import { and, eq, inArray } from 'drizzle-orm';
import type { TStudioKind } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { exercises, extraContents, lessonExtraContents, lessons, moduleExtraContents, modules, steps, translations } from '../db/schema.ts';
import {
  attachedResources,
  englishColumns,
  fieldColumns,
  translatedTexts,
  translationTypeOf,
  type TPendingDraft,
} from '../content/drafted-rows.ts';
import type { TContentRows } from '../content/load-content-rows.ts';

const tables = { topic: modules, segment: lessons, step: steps, activity: exercises, resource: extraContents } as const;

async function updateRow(tx: TQueryable, kind: TStudioKind, id: number, columns: Record<string, unknown>): Promise<void> {
  // The five tables share `id`; the columns come from drafted-rows' mapping for this kind.
  const table = tables[kind] as typeof modules;
  await tx.update(table).set(columns as Partial<typeof modules.$inferInsert>).where(eq(table.id, id));
}

/**
 * Writes the drafts to the content tables and translations, with the same mapping as the
 * preview (content/drafted-rows.ts), and the segment numbers `drafted` gives (applyDrafts of the
 * same drafts over `rows`). Run in the publish's transaction.
 */
export async function applyDraftsToTables(tx: TQueryable, rows: TContentRows, drafted: TContentRows, drafts: readonly TPendingDraft[]): Promise<void> {
  for (const { kind, contentId: id, part, values } of drafts) {
    if (part === 'fields') {
      await updateRow(tx, kind, id, fieldColumns(kind, values));
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
      await updateRow(tx, kind, id, englishColumns(kind, values));
    } else {
      const contentType = translationTypeOf[kind];
      const texts = translatedTexts(kind, values);
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
}
