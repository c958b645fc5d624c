import type { z } from 'zod';
import { AuditAction, Languages, StudioKinds, StudioParts, type TStudioKind, type TStudioPart, type ZStudioPublish, type ZStudioPublished } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { applyDrafts, readDraftDurations, type TPendingDraft } from '../content/drafted-rows.ts';
import { readContentRows } from '../content/load-content-rows.ts';
import { unprocessable } from '../http/app-error.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { applyDraftsToTables } from './apply-to-tables.ts';
import { editConflict, lockItem, readItemDrafts, writeDraft, type TDraftRow } from './draft-rows.ts';
import { writeRevision } from './revisions.ts';
import { itemKey, publishedParts, rowOf } from './studio-parts.ts';
import { checkMediaKindsBySettings } from './media-kinds-by-settings.ts';

type TPublished = z.output<typeof ZStudioPublished>;
type TItem = { kind: TStudioKind; id: number };

/** The items of a set of changes, once each, in one order (so that concurrent publishes lock alike). */
function itemsOf(changes: readonly TItem[]): TItem[] {
  const seen = new Map<string, TItem>();
  for (const { kind, id } of changes) seen.set(itemKey(kind, id), { kind, id });
  return [...seen.values()].sort((a, b) => StudioKinds.indexOf(a.kind) - StudioKinds.indexOf(b.kind) || a.id - b.id);
}

/**
 * POST /staff/content/publish: the chosen drafts reach members together, in one transaction, or
 * none does. Each draft must still be at the version the editor chose it at (409
 * `content.edit_conflict` listing every one that is not, with its current draft) and pending
 * (422 `content.nothing_to_publish`). The content tables' triggers announce the change when it
 * commits, and every instance reloads its copy.
 */
export async function publishDrafts(db: Db, actor: UserRow, body: z.output<typeof ZStudioPublish>): Promise<TPublished> {
  return db.transaction(async (tx) => {
    const items = itemsOf(body.changes);
    const draftsByItem = new Map<string, Map<TStudioPart, TDraftRow>>();
    for (const { kind, id } of items) {
      await lockItem(tx, kind, id);
      draftsByItem.set(itemKey(kind, id), await readItemDrafts(tx, kind, id));
    }
    const current = (change: { kind: TStudioKind; id: number; part: TStudioPart }) => draftsByItem.get(itemKey(change.kind, change.id))?.get(change.part);

    const stale = body.changes.filter((change) => (current(change)?.version ?? 0) !== change.version);
    if (stale.length > 0) throw editConflict(stale.map((change) => ({ ...change, row: current(change) })));
    if (body.changes.some((change) => !current(change)?.values)) throw unprocessable('content.nothing_to_publish');

    const drafts: TPendingDraft[] = body.changes.map((change) => ({ kind: change.kind, contentId: change.id, part: change.part, values: current(change)!.values! }));
    const rows = await readContentRows(tx);
    for (const { kind, id } of items) {
      const published = publishedParts(rows, kind, rowOf(rows, kind, id)!);
      const publishing = (part: TStudioPart) => drafts.find((draft) => draft.kind === kind && draft.contentId === id && draft.part === part)?.values;
      // What members will have: the settings and the files, whichever of them this publish changes.
      checkMediaKindsBySettings(kind, Object.fromEntries(StudioParts.map((part) => [part, publishing(part) ?? published[part]])), Languages);
    }
    // Media keys only are drafted: their durations are the ones recorded when the files were accepted.
    const durations = await readDraftDurations(tx, drafts);
    const drafted = applyDrafts(rows, drafts, durations);
    await applyDraftsToTables(tx, rows, drafted, drafts, durations);
    for (const draft of drafts) await writeDraft(tx, { kind: draft.kind, id: draft.contentId, part: draft.part, values: null, actor });

    const note = body.note ?? '';
    const revisions: TPublished['revisions'] = [];
    for (const { kind, id } of items) {
      const parts = StudioParts.filter((part) => drafts.some((draft) => draft.kind === kind && draft.contentId === id && draft.part === part));
      revisions.push({ kind, id, number: await writeRevision(tx, { kind, id, parts, rows: drafted, actor, note }), parts });
    }
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.ContentPublish,
      reason: note,
      details: {
        items: items.length,
        parts: drafts.length,
        revisions: revisions.map((revision) => `${itemKey(revision.kind, revision.id)}#${revision.number}:${revision.parts.join(',')}`).join(' '),
      },
    });
    return { revisions };
  });
}
