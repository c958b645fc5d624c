import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AuditAction,
  StudioParts,
  type TStudioItem,
  type TStudioKind,
  type TStudioPart,
  type TStudioRevisions,
  type ZStudioRestore,
} from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { contentRevisions } from '../db/schema.ts';
import { readContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { notFound } from '../http/app-error.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { editConflict, lockItem, readItemDrafts, requireItem, writeDraft } from './draft-rows.ts';
import { readStudioItemIn } from './read-studio-item.ts';
import { pendingValues, sanitizedPart } from './save-draft.ts';
import { publishedParts, rowOf } from './studio-parts.ts';

/**
 * Writes the item's next revision: the whole item as `rows` have it once published, and the parts
 * that changed. A publish writes one per item it publishes, a bundle import one per item it changes.
 */
export async function writeRevision(
  tx: TQueryable,
  revision: { kind: TStudioKind; id: number; parts: TStudioPart[]; rows: TContentRows; actor: Pick<UserRow, 'id' | 'email'>; note: string },
): Promise<number> {
  const { kind, id } = revision;
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)::int` })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.contentId, id)));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(contentRevisions).values({
    kind,
    contentId: id,
    number,
    actorUserId: revision.actor.id,
    actorEmail: revision.actor.email,
    parts: revision.parts,
    note: revision.note,
    snapshot: publishedParts(revision.rows, kind, rowOf(revision.rows, kind, id)!),
  });
  return number;
}

/** GET /staff/content/:kind/:id/revisions: every publish of the item, newest first (404 for no such item). */
export async function listRevisions(db: Db, kind: TStudioKind, id: number): Promise<TStudioRevisions> {
  await requireItem(db, kind, id);
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.contentId, id)))
    .orderBy(desc(contentRevisions.number));
  return {
    revisions: rows.map((row) => ({
      number: row.number,
      at: row.at.toISOString(),
      actor_email: row.actorEmail,
      parts: row.parts as TStudioRevisions['revisions'][number]['parts'],
      note: row.note,
      snapshot: row.snapshot as TStudioRevisions['revisions'][number]['snapshot'],
    })),
  };
}

/**
 * POST /staff/content/:kind/:id/revisions/:number/restore: the revision becomes the item's drafts
 * (a part it shares with what members have has none, bodies sanitised as a save does), published by the normal path. Every part
 * must be at the version the editor saw (409 `content.edit_conflict` otherwise). Audited.
 */
export async function restoreRevision(
  db: Db,
  actor: UserRow,
  target: { kind: TStudioKind; id: number; number: number },
  body: z.output<typeof ZStudioRestore>,
): Promise<TStudioItem> {
  const { kind, id } = target;
  return db.transaction(async (tx) => {
    await lockItem(tx, kind, id);
    const [revision] = await tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.contentId, id), eq(contentRevisions.number, target.number)));
    if (!revision) throw notFound();
    const drafts = await readItemDrafts(tx, kind, id);
    const stale = StudioParts.filter((part) => (drafts.get(part)?.version ?? 0) !== body.base_versions[part]);
    if (stale.length > 0) throw editConflict(stale.map((part) => ({ kind, id, part, row: drafts.get(part) })));

    const rows = await readContentRows(tx);
    const restored: string[] = [];
    for (const part of StudioParts) {
      // Sanitised again: a revision kept from before a change of the allow-list must not bring its HTML back.
      const values = pendingValues(rows, { kind, id, part }, sanitizedPart(revision.snapshot[part]!));
      if (isDeepStrictEqual(values, drafts.get(part)?.values ?? null)) continue;
      await writeDraft(tx, { kind, id, part, values, actor });
      restored.push(part);
    }
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.ContentRestore,
      reason: body.note ?? '',
      details: { item: `${kind}/${id}`, revision: target.number, parts: restored.join(',') },
    });
    return readStudioItemIn(tx, kind, id);
  });
}
