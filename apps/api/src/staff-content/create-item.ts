import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ContentStatus, type TStudioItem, type ZStudioCreate } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { exercises, extraContents, lessons, modules, steps } from '../db/schema.ts';
import { readContentRows } from '../content/load-content-rows.ts';
import { unprocessable } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { writeDraft } from './draft-rows.ts';
import { readStudioItemIn } from './read-studio-item.ts';
import { publishedParts, rowOf } from './studio-parts.ts';

type TCreate = z.output<typeof ZStudioCreate>;

function parentOrRefuse<T>(rows: readonly T[]): T {
  const [parent] = rows;
  if (!parent) throw unprocessable('content.parent_not_found');
  return parent;
}

/** The place after the last of a list (1 for the first). */
async function nextSortOrder(tx: TQueryable, query: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute<{ next: number }>(sql`select coalesce(max(sort_order) + 1, 1)::int as next from (${query}) as siblings`);
  return result.rows[0]!.next;
}

/** Inserts the item's row, unpublished (status 0), last among its siblings, with its parent's trial flag. */
async function insertRow(tx: TQueryable, item: TCreate): Promise<{ kind: TCreate['kind']; id: number }> {
  const draft = ContentStatus.Draft;
  switch (item.kind) {
    case 'topic': {
      const sortOrder = await nextSortOrder(tx, sql`select sort_order from modules`);
      const [row] = await tx.insert(modules).values({ title: item.title, publishStatus: draft, sortOrder }).returning({ id: modules.id });
      return { kind: 'topic', id: row!.id };
    }
    case 'segment': {
      const topic = parentOrRefuse(await tx.select().from(modules).where(eq(modules.id, item.topic_id)).for('update'));
      const sortOrder = await nextSortOrder(tx, sql`select sort_order from lessons where module_id = ${topic.id}`);
      const [row] = await tx
        .insert(lessons)
        .values({ moduleId: topic.id, title: item.title, segmentNumber: sortOrder, sortOrder, publishStatus: draft, isTrialContent: topic.isTrialContent })
        .returning({ id: lessons.id });
      return { kind: 'segment', id: row!.id };
    }
    case 'step':
    case 'activity': {
      const segment = parentOrRefuse(await tx.select().from(lessons).where(eq(lessons.id, item.segment_id)).for('update'));
      // Steps and activities share one order inside their segment.
      const sortOrder = await nextSortOrder(
        tx,
        sql`select sort_order from steps where lesson_id = ${segment.id} union all select sort_order from exercises where lesson_id = ${segment.id}`,
      );
      const common = { lessonId: segment.id, title: item.title, sortOrder, publishStatus: draft, isTrialContent: segment.isTrialContent };
      if (item.kind === 'step') {
        const [row] = await tx.insert(steps).values(common).returning({ id: steps.id });
        return { kind: 'step', id: row!.id };
      }
      const [row] = await tx.insert(exercises).values({ ...common, activityType: item.activity_type }).returning({ id: exercises.id });
      return { kind: 'activity', id: row!.id };
    }
    case 'resource': {
      const sortOrder = await nextSortOrder(tx, sql`select sort_order from extra_contents`);
      const [row] = await tx
        .insert(extraContents)
        .values({ title: item.title, category: item.category, sortOrder, publishStatus: draft })
        .returning({ id: extraContents.id });
      return { kind: 'resource', id: row!.id };
    }
  }
}

/**
 * POST /staff/content/items: a new item with its English title, unpublished (members never see
 * it) with its fields part pending, so that publishing that part shows it.
 */
export async function createItem(db: Db, actor: UserRow, item: TCreate): Promise<TStudioItem> {
  return db.transaction(async (tx) => {
    const { kind, id } = await insertRow(tx, item);
    const rows = await readContentRows(tx);
    await writeDraft(tx, { kind, id, part: 'fields', values: publishedParts(rows, kind, rowOf(rows, kind, id)!).fields, actor });
    return readStudioItemIn(tx, kind, id);
  });
}
