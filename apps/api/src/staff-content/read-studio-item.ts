import { StudioParts, type TStudioItem, type TStudioKind } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { loadContentRows, readContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { notFound } from '../http/app-error.ts';
import { draftReply, readItemDrafts, readLastPublished, type TDraftRow } from './draft-rows.ts';
import { mediaKeysOf } from '../content/drafted-rows.ts';
import { readMediaObjects, type TMediaObject } from '../media-store/media-objects.ts';
import { itemKey, languageStates, parentOf, publishedParts, rowOf, statusOf, studioMediaOf, type TLastPublished } from './studio-parts.ts';

/** One item as the editor opens it: what members have, its pending drafts, its languages, its media. */
function studioItemFrom(
  rows: TContentRows,
  kind: TStudioKind,
  id: number,
  drafts: Map<string, TDraftRow>,
  lastPublished: TLastPublished,
  recorded: ReadonlyMap<string, TMediaObject>,
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
    media: studioMediaOf([...Object.values(published), ...[...drafts.values()].map((draft) => draft.values)], recorded),
  } as unknown as TStudioItem;
}

/** GET /staff/content/:kind/:id. */
export async function readStudioItem(db: Db, kind: TStudioKind, id: number): Promise<TStudioItem> {
  const [rows, drafts, lastPublished] = await Promise.all([loadContentRows(db), readItemDrafts(db, kind, id), readLastPublished(db, { kind, id })]);
  return studioItemFrom(rows, kind, id, drafts, lastPublished, await readItemMedia(db, rows, kind, id, drafts));
}

/** The item as the caller's transaction sees it (after a change, before its commit). */
export async function readStudioItemIn(tx: TQueryable, kind: TStudioKind, id: number): Promise<TStudioItem> {
  const rows = await readContentRows(tx);
  const drafts = await readItemDrafts(tx, kind, id);
  return studioItemFrom(rows, kind, id, drafts, await readLastPublished(tx, { kind, id }), await readItemMedia(tx, rows, kind, id, drafts));
}

/** The record of every media file the item names, published or drafted. */
async function readItemMedia(db: Pick<TQueryable, 'select'>, rows: TContentRows, kind: TStudioKind, id: number, drafts: Map<string, TDraftRow>) {
  const row = rowOf(rows, kind, id);
  if (!row) throw notFound();
  const published = Object.values(publishedParts(rows, kind, row));
  return readMediaObjects(db, [...published, ...[...drafts.values()].map((draft) => draft.values)].flatMap((values) => mediaKeysOf(values)));
}
