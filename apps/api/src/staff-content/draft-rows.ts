import { and, eq, sql } from 'drizzle-orm';
import type { TStudioConflict, TStudioKind, TStudioPart, TStudioPartDraft } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { contentDrafts, contentRevisions, exercises, extraContents, lessons, modules, steps } from '../db/schema.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { UserRow } from '../user-record/user-row.ts';
import type { TLastPublished } from './studio-parts.ts';
import { itemKey } from './studio-parts.ts';

// The drafts table: reading an item's drafts, writing one part's, and the conflict a stale
// version meets. Every write of an item's drafts holds its content row locked (lockItem), so
// versions are compared and bumped one writer at a time.

export type TDraftRow = typeof contentDrafts.$inferSelect;

const tables = { topic: modules, segment: lessons, step: steps, activity: exercises, resource: extraContents } as const;

/** 404 when there is no such item. */
export async function requireItem(db: TQueryable, kind: TStudioKind, id: number): Promise<void> {
  const table = tables[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
}

/** Locks the item's content row for the transaction; 404 when there is no such item. */
export async function lockItem(tx: TQueryable, kind: TStudioKind, id: number): Promise<void> {
  const table = tables[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
}

/** The item's draft rows by part (a part never saved has none). */
export async function readItemDrafts(tx: TQueryable, kind: TStudioKind, id: number): Promise<Map<TStudioPart, TDraftRow>> {
  const rows = await tx
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.contentId, id)));
  return new Map(rows.map((row) => [row.part as TStudioPart, row]));
}

/** A part's draft as the replies carry it. */
export function draftReply(row: TDraftRow | undefined): TStudioPartDraft {
  if (!row) return { version: 0, values: null, updated_at: null, updated_by: null };
  return {
    version: row.version,
    values: row.values,
    updated_at: row.values ? row.updatedAt.toISOString() : null,
    updated_by: row.values ? row.updatedByEmail : null,
  };
}

/** Sets a part's draft (null: nothing pending) and bumps its version. */
export async function writeDraft(
  tx: TQueryable,
  draft: { kind: TStudioKind; id: number; part: TStudioPart; values: Record<string, unknown> | null; actor: Pick<UserRow, 'id' | 'email'> },
): Promise<void> {
  const row = {
    kind: draft.kind,
    contentId: draft.id,
    part: draft.part,
    values: draft.values,
    version: 1,
    updatedByUserId: draft.actor.id,
    updatedByEmail: draft.actor.email,
    updatedAt: new Date(),
  };
  await tx
    .insert(contentDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [contentDrafts.kind, contentDrafts.contentId, contentDrafts.part],
      set: {
        values: sql`excluded.values`,
        version: sql`${contentDrafts.version} + 1`,
        updatedByUserId: row.updatedByUserId,
        updatedByEmail: row.updatedByEmail,
        updatedAt: row.updatedAt,
      },
    });
}

/** 409 `content.edit_conflict`, carrying each stale part's draft as it is now. */
export function editConflict(stale: { kind: TStudioKind; id: number; part: TStudioPart; row: TDraftRow | undefined }[]): AppError {
  const data: TStudioConflict = { stale: stale.map(({ kind, id, part, row }) => ({ kind, id, part, draft: draftReply(row) })) };
  return new AppError(409, 'content.edit_conflict', undefined, data);
}

/** When each part of each item (or of one) was last published, from the revisions. */
export async function readLastPublished(tx: TQueryable, item?: { kind: TStudioKind; id: number }): Promise<TLastPublished> {
  const where = item ? sql`where ${contentRevisions.kind} = ${item.kind} and ${contentRevisions.contentId} = ${item.id}` : sql``;
  const result = await tx.execute<{ kind: TStudioKind; content_id: number; part: TStudioPart; at: string }>(
    sql`select ${contentRevisions.kind} as kind, ${contentRevisions.contentId} as content_id, part, max(${contentRevisions.at}) as at
        from ${contentRevisions} cross join unnest(${contentRevisions.parts}) as part ${where}
        group by 1, 2, 3`,
  );
  const times: TLastPublished = new Map();
  for (const row of result.rows) {
    const key = itemKey(row.kind, row.content_id);
    times.set(key, { ...times.get(key), [row.part]: new Date(row.at) });
  }
  return times;
}
