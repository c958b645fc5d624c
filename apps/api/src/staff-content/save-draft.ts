import { isDeepStrictEqual } from 'node:util';
import { isMediaKey, Languages, StudioParts, studioMediaFieldsOf, studioMediaKindOf, studioPartSchema, type TFieldKey, type TMediaSettings, type TStudioItem, type TStudioKind, type TStudioPart } from '@innerway/domain';
import type { Db, TQueryable } from '../db/client.ts';
import { sanitizeContentHtml } from '../content-html/sanitize-content-html.ts';
import { readContentRows, type TContentRows } from '../content/load-content-rows.ts';
import { AppError, unprocessable } from '../http/app-error.ts';
import { readMediaObjects } from '../media-store/media-objects.ts';
import { parseBody } from '../http/validate.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { editConflict, lockItem, readItemDrafts, writeDraft, type TDraftRow } from './draft-rows.ts';
import type { TParts } from './studio-parts.ts';
import { readStudioItemIn } from './read-studio-item.ts';
import { publishedParts, rowOf, statusOf } from './studio-parts.ts';
import { checkMediaKindsBySettings } from './media-kinds-by-settings.ts';

export interface TDraftTarget {
  kind: TStudioKind;
  id: number;
  part: TStudioPart;
}

/** A part's values with its body (when it has one) through the sanitiser: whatever wrote them, only the allow-list is stored. */
export function sanitizedPart(values: Record<string, unknown>): Record<string, unknown> {
  return typeof values.body === 'string' ? { ...values, body: sanitizeContentHtml(values.body) } : values;
}

/** A media refusal (decision 039): 422, the field named in the text and in `data` (the screen shows it beside the field). */
const mediaRefusal = (code: 'media.key_unknown' | 'media.kind_wrong' | 'media.duration_from_file', field: string) =>
  new AppError(422, code, { field }, { field });

/** The media field a duration would time: durations are read from the files, never sent. */
const timedField: Record<string, TFieldKey> = {
  duration_seconds: 'media_key',
  female_audio_duration: 'female_audio_key',
  male_audio_duration: 'male_audio_key',
  audio_duration: 'file_key',
};

/** A duration sent, or a media field holding no media key: refused before the schema, as the field's problem. */
function refuseMediaValues(target: TDraftTarget, values: unknown): void {
  if (typeof values !== 'object' || values === null) return;
  const media = (values as { media?: unknown }).media;
  const given = typeof media === 'object' && media !== null ? (media as Record<string, unknown>) : {};
  const duration = [...Object.keys(values), ...Object.keys(given)].find((key) => key.includes('duration'));
  if (duration) throw mediaRefusal('media.duration_from_file', timedField[duration] ?? Object.keys(studioMediaFieldsOf(target.kind, target.part))[0] ?? 'media_key');
  const field = Object.keys(studioMediaFieldsOf(target.kind, target.part)).find((name) => typeof given[name] === 'string' && !isMediaKey(given[name]));
  if (field) throw mediaRefusal('media.key_unknown', field);
}

/** A part's values as they may be stored: valid for the kind and part, bodies sanitised, no duration. */
function readPartValues(target: TDraftTarget, values: unknown): Record<string, unknown> {
  refuseMediaValues(target, values);
  return sanitizedPart(parseBody(studioPartSchema(target.kind, target.part), values));
}

/**
 * Every media key the part names that members do not already have there must be a file the
 * server accepted (an upload whose check passed, or a bundle's), of the kind the field takes (a
 * resource's file by its category, drafted or published): 422 naming the field otherwise.
 */
async function checkMedia(tx: TQueryable, published: TParts, drafts: Map<TStudioPart, TDraftRow>, target: TDraftTarget, values: Record<string, unknown>): Promise<void> {
  const media = values.media as Record<string, string | null> | undefined;
  if (!media) return;
  const before = (published[target.part].media ?? {}) as Record<string, string | null>;
  const fields = Object.keys(studioMediaFieldsOf(target.kind, target.part)).filter((field) => media[field] && media[field] !== before[field]);
  if (fields.length === 0) return;
  const recorded = await readMediaObjects(tx, fields.map((field) => media[field]!));
  const settings = (drafts.get('fields')?.values ?? published.fields) as TMediaSettings;
  for (const field of fields) {
    const object = recorded.get(media[field]!);
    if (!object) throw mediaRefusal('media.key_unknown', field);
    if (object.kind !== studioMediaKindOf(target.kind, field, settings)) throw mediaRefusal('media.kind_wrong', field);
  }
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
    const published = publishedParts(rows, target.kind, rowOf(rows, target.kind, target.id)!);
    const drafts = await readItemDrafts(tx, target.kind, target.id);
    await checkMedia(tx, published, drafts, target, values);
    const parts = Object.fromEntries(StudioParts.map((part) => [part, part === target.part ? values : (drafts.get(part)?.values ?? published[part])]));
    // New settings are checked against every language's files; a language's files against the settings.
    checkMediaKindsBySettings(target.kind, parts, target.part === 'fields' ? Languages : [target.part]);
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
