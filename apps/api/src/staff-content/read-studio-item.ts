import { StudioParts, type TStudioItem, type TStudioKind } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { loadContentRows, readContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { notFound } from '../http/app-error.ts';
import { draftReply, readItemDrafts, readLastPublished, type TDraftRow } from './draft-rows.ts';
import { itemKey, languageStates, mediaOf, parentOf, publishedParts, rowOf, statusOf, type TLastPublished } from './studio-parts.ts';

/** One item as the editor opens it: what members have, its pending drafts, its languages, its media. */
export function studioItemFrom(
  rows: TContentRows,
  kind: TStudioKind,
  id: number,
  drafts: Map<string, TDraftRow>,
  lastPublished: TLastPublished,
): TStudioItem {
  const row = rowOf(rows, kind, id);
  if (!row) throw notFound();
  const published = publishedParts(rows, kind, row);
  return {
    kind,
    id,
    status: statusOf(row),
    parent_id: parentOf(kind, row),
    published,
    drafts: Object.fromEntries(StudioParts.map((part) => [part, draftReply(drafts.get(part))])),
    languages: languageStates(published, lastPublished.get(itemKey(kind, id))).states,
    media: mediaOf(rows, kind, row),
  } as TStudioItem;
}

/** GET /staff/content/:kind/:id. */
export async function readStudioItem(db: Db, kind: TStudioKind, id: number): Promise<TStudioItem> {
  const [rows, drafts, lastPublished] = await Promise.all([loadContentRows(db), readItemDrafts(db, kind, id), readLastPublished(db, { kind, id })]);
  return studioItemFrom(rows, kind, id, drafts, lastPublished);
}

/** The item as the caller's transaction sees it (after a change, before its commit). */
export async function readStudioItemIn(tx: TQueryable, kind: TStudioKind, id: number): Promise<TStudioItem> {
  const rows = await readContentRows(tx);
  return studioItemFrom(rows, kind, id, await readItemDrafts(tx, kind, id), await readLastPublished(tx, { kind, id }));
}
