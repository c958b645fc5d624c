import { isDeepStrictEqual } from 'node:util';
import { studioPartSchema, type TStudioItem, type TStudioKind, type TStudioPart } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { sanitizeContentHtml } from '../content-html/sanitize-content-html.ts';
import { readContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { unprocessable } from '../http/app-error.ts';
import { parseBody } from '../http/validate.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { editConflict, lockItem, readItemDrafts, writeDraft, type TDraftRow } from './draft-rows.ts';
import { readStudioItemIn } from './read-studio-item.ts';
import { publishedParts, rowOf, statusOf } from './studio-parts.ts';

export interface TDraftTarget {
  kind: TStudioKind;
  id: number;
  part: TStudioPart;
}

/** A part's values with its body (when it has one) through the sanitiser: whatever wrote them, only the allow-list is stored. */
export function sanitizedPart(values: Record<string, unknown>): Record<string, unknown> {
  return typeof values.body === 'string' ? { ...values, body: sanitizeContentHtml(values.body) } : values;
}

/** A part's values as they may be stored: valid for the kind and part, bodies sanitised. */
function readPartValues(target: TDraftTarget, values: unknown): Record<string, unknown> {
  return sanitizedPart(parseBody(studioPartSchema(target.kind, target.part), values));
}

/** A fields part names only what exists: its parent (of the right kind) and the resources it attaches. */
function checkReferences(rows: TContentRows, target: TDraftTarget, values: Record<string, unknown>): void {
  if (target.part !== 'fields') return;
  if (target.kind === 'segment' && !rowOf(rows, 'topic', values.topic_id as number)) throw unprocessable('content.parent_not_found');
  if ((target.kind === 'step' || target.kind === 'activity') && !rowOf(rows, 'segment', values.segment_id as number)) {
    throw unprocessable('content.parent_not_found');
  }
  const resources = (values.resource_ids ?? []) as number[];
  if (resources.some((id) => !rowOf(rows, 'resource', id))) throw unprocessable('content.resource_not_found');
}

/**
 * What a part's draft holds once these values are saved: the values, or nothing pending when
 * they are what members already have. A new item's fields stay pending until published: its
 * first publish is what shows it.
 */
export function pendingValues(rows: TContentRows, target: TDraftTarget, values: Record<string, unknown>): Record<string, unknown> | null {
  const row = rowOf(rows, target.kind, target.id)!;
  const unpublishedFields = target.part === 'fields' && statusOf(row) === 'unpublished';
  return !unpublishedFields && isDeepStrictEqual(values, publishedParts(rows, target.kind, row)[target.part]) ? null : values;
}

/**
 * The item locked and its part's draft, at the version the caller based their change on: 409
 * with the current draft otherwise.
 */
async function lockAtVersion(tx: TQueryable, target: TDraftTarget, baseVersion: number): Promise<TDraftRow | undefined> {
  await lockItem(tx, target.kind, target.id);
  const current = (await readItemDrafts(tx, target.kind, target.id)).get(target.part);
  if ((current?.version ?? 0) !== baseVersion) throw editConflict([{ ...target, row: current }]);
  return current;
}

/**
 * PUT /staff/content/:kind/:id/drafts/:part: saves one part's draft, based on the version the
 * editor saw. Only that part changes: saving French leaves English, Spanish and the fields as
 * they were.
 */
export async function saveDraft(db: Db, actor: UserRow, target: TDraftTarget, body: { base_version: number; values: unknown }): Promise<TStudioItem> {
  const values = readPartValues(target, body.values);
  return db.transaction(async (tx) => {
    const current = await lockAtVersion(tx, target, body.base_version);
    const rows = await readContentRows(tx);
    checkReferences(rows, target, values);
    const pending = pendingValues(rows, target, values);
    // Saving what members have while nothing is pending changes nothing, and keeps the version.
    if (pending || current?.values) await writeDraft(tx, { ...target, values: pending, actor });
    return readStudioItemIn(tx, target.kind, target.id);
  });
}

/** POST /staff/content/:kind/:id/drafts/:part/discard: drops the part's draft, if it is still the one the editor saw. */
export async function discardDraft(db: Db, actor: UserRow, target: TDraftTarget, baseVersion: number): Promise<TStudioItem> {
  return db.transaction(async (tx) => {
    const current = await lockAtVersion(tx, target, baseVersion);
    if (current?.values) await writeDraft(tx, { ...target, values: null, actor });
    return readStudioItemIn(tx, target.kind, target.id);
  });
}
