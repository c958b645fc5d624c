import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AuditAction,
  BundleLanguages,
  ContentStatus,
  StudioParts,
  type TBundleApplied,
  type TBundleItem,
  type TBundleItemKind,
  type TBundlePlanItem,
  type TStudioPart,
} from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { lessonExtraContents, moduleExtraContents, translations } from '../db/schema.ts';
import { readContentRows } from '../content/load-content-rows.ts';
import { conflict } from '../http/app-error.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import { writeRevision } from '../staff-content/revisions.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { KindSpecs, KindsInOrder, type TKindSpec } from './bundle-kinds.ts';
import { recordMediaObjects } from '../media-store/media-objects.ts';
import { bundleMediaObjects, type TBundleMediaStore } from './bundle-media.ts';
import { checkBundleMedia, diffBundle, timeBundleMedia, type TImportOptions } from './plan-bundle-import.ts';
import { readProgramState, type TProgramState } from './program-state.ts';
import type { TBundle } from './read-bundle.ts';

export interface TApplyOptions extends TImportOptions {
  /** The content hash the preview was made on: when the content has changed since, 409 `content.bundle_stale`. */
  baseHash?: string;
  /**
   * Who imports: audited as `content.bundle_import`, and each item the import changes gets a
   * revision, as a publish writes. None for the seed, which writes neither: the demo program's
   * history is its files' (content/), and a revision by nobody of every item on every start and
   * test database would only slow the seed.
   */
  actor?: Pick<UserRow, 'id' | 'email'>;
  note?: string;
}

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// One import at a time, server-wide: two at once would each plan on the state the other changes.
const IMPORT_LOCK = 36_036;

/**
 * Imports a bundle as its plan says, in one transaction: creates, updates, and (whole program, when
 * asked) archives what the bundle does not hold. Nothing is deleted, so members' progress stays.
 * Media go into the store first: keys are content-addressed, so a failed import leaves at most an
 * unreferenced file, never a reference to a missing one.
 */
export async function applyBundleImport(db: Db, bundle: TBundle, options: TApplyOptions, media: TBundleMediaStore | Pick<TBundleMediaStore, 'has' | 'durationOf'>): Promise<TBundleApplied> {
  const placement = await timeBundleMedia(db, bundle, media);
  if (placement.missing.length > 0) {
    if (!('put' in media)) throw new Error('This import cannot store media');
    for (const file of placement.missing) await media.put(file.key, bundle.files.get(file.sha256)!);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const state = await readProgramState(tx);
    if (options.baseHash !== undefined && options.baseHash !== state.hash) throw conflict('content.bundle_stale');
    const plan = diffBundle(state, bundle, options, placement);
    await checkBundleMedia(plan.prepared, placement, media);
    // The files its items name join the record the studio reads kinds and durations from (decision 039).
    await recordMediaObjects(tx, bundleMediaObjects(plan.prepared, bundle.manifest.media, placement.relocated, placement.durations));

    const byAction = (kind: TBundleItemKind, action: string) => {
      const uids = new Set(plan.items.filter((item) => item.kind === kind && item.action === action).map((item) => item.uid));
      return plan.prepared[kind].filter((item) => uids.has(item.uid));
    };
    // Few statements: the seed runs this on every test database, each statement a round trip.
    const translated: TTranslationRow[] = [];
    let createdAny = false;
    for (const kind of KindsInOrder) {
      const spec = KindSpecs[kind];
      const created = byAction(kind, 'create');
      const updated = byAction(kind, 'update');
      createdAny ||= created.length > 0;
      await createItems(tx, state, spec, created);
      for (const item of updated) {
        await tx.update(spec.table).set(rowOf(state, spec, item)).where(eq(spec.table.id as never, state.idOf[kind].get(item.uid)!));
      }
      // An updated item's French and Spanish become exactly the bundle's; a new one has none yet.
      await deleteTranslations(tx, state, spec, updated);
      translated.push(...translationRowsOf(state, spec, [...created, ...updated]));
      if (kind === 'resource') await replaceLinks(tx, state, created, updated);
      const archived = plan.items.filter((item) => item.kind === kind && item.action === 'archive').map((item) => item.uid);
      if (archived.length) await tx.update(spec.table).set({ publishStatus: ContentStatus.Archived }).where(inArray(spec.table.uid as never, archived));
    }
    for (let i = 0; i < translated.length; i += 1000) {
      await tx
        .insert(translations)
        .values(translated.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [translations.contentId, translations.contentType, translations.field, translations.language],
          set: { value: sql`excluded.value` },
        });
    }
    if (createdAny) await moveSequencesPast(tx);

    if (options.actor) {
      const actor = options.actor;
      const note = options.note ?? '';
      const changed = plan.items.filter((item) => item.action !== 'unchanged');
      const rows = changed.length > 0 ? await readContentRows(tx) : undefined;
      for (const item of changed) {
        await writeRevision(tx, { kind: item.kind, id: state.idOf[item.kind].get(item.uid)!, parts: partsChanged(item), rows: rows!, actor, note });
      }
      await recordAuditEvent(tx, {
        actor,
        action: AuditAction.ContentBundleImport,
        reason: note,
        details: { scope: plan.scope, ...plan.counts, new_media: placement.missing.length, bundle_hash: bundle.hash, revisions: changed.length },
      });
    }
    return { counts: plan.counts, new_media: placement.missing.length };
  });
}

/** The studio's parts an import changes in an item: a new item all four, an archived one its fields. */
function partsChanged(item: TBundlePlanItem): TStudioPart[] {
  if (item.action === 'create') return [...StudioParts];
  if (item.action === 'archive') return ['fields'];
  const languages = new Set<string>(item.languages.map((language) => language.language));
  return StudioParts.filter((part) => (part === 'fields' ? item.fields.length > 0 : languages.has(part)));
}

/** An item's row: its fields, its parent's id here, its English texts. */
function rowOf(state: TProgramState, spec: TKindSpec, item: TBundleItem): Row {
  const given = item as unknown as Row;
  const row: Row = {};
  for (const [field, column] of Object.entries(spec.fields)) row[column] = given[field];
  if (spec.parent) row[spec.parent.column] = state.idOf[spec.parent.kind].get(given[spec.parent.field] as string);
  for (const [field, column] of Object.entries(spec.texts)) row[column] = (item.languages.en as Row)[field];
  return row;
}

/** Created items keep their source id where it is free here (the demo program's stable ids), else take the next. */
async function createItems(tx: Tx, state: TProgramState, spec: TKindSpec, items: TBundleItem[]) {
  if (items.length === 0) return;
  const used = state.usedIds[spec.kind];
  const withId: Row[] = [];
  const withoutId: Row[] = [];
  for (const item of items) {
    const row = { ...rowOf(state, spec, item), uid: item.uid };
    if (item.id !== undefined && !used.has(item.id)) {
      used.add(item.id);
      withId.push({ ...row, id: item.id });
    } else {
      withoutId.push(row);
    }
  }
  const table = spec.table as never;
  for (let i = 0; i < withId.length; i += 500) await tx.insert(table).values(withId.slice(i, i + 500) as never);
  if (withId.length && withoutId.length) await moveSequencesPast(tx, [spec.tableName]);
  const inserted = [...withId.map((row) => ({ id: row['id'] as number, uid: row['uid'] as string }))];
  if (withoutId.length) {
    const rows = (await tx.insert(table).values(withoutId as never).returning({ id: spec.table.id, uid: spec.table.uid } as never)) as { id: number; uid: string }[];
    inserted.push(...rows);
  }
  for (const row of inserted) {
    state.idOf[spec.kind].set(row.uid, row.id);
    used.add(row.id);
  }
}

/** Rows came with their own ids: each id sequence moves past them for rows created later. */
async function moveSequencesPast(tx: Tx, tables: readonly string[] = KindsInOrder.map((kind) => KindSpecs[kind].tableName)) {
  const moves = tables.map((table) => `setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  await tx.execute(sql.raw(`select ${moves.join(', ')}`));
}

type TTranslationRow = typeof translations.$inferInsert;

async function deleteTranslations(tx: Tx, state: TProgramState, spec: TKindSpec, items: TBundleItem[]) {
  if (items.length === 0) return;
  const ids = items.map((item) => state.idOf[spec.kind].get(item.uid)!);
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .delete(translations)
      .where(
        and(
          eq(translations.contentType, spec.translationType),
          inArray(translations.contentId, ids.slice(i, i + 1000)),
          inArray(translations.field, Object.keys(spec.texts)),
          inArray(translations.language, ['fr', 'es']),
        ),
      );
  }
}

function translationRowsOf(state: TProgramState, spec: TKindSpec, items: TBundleItem[]): TTranslationRow[] {
  return items.flatMap((item) => {
    const contentId = state.idOf[spec.kind].get(item.uid)!;
    return BundleLanguages.slice(1).flatMap((language) =>
      Object.entries(item.languages[language] as Row).flatMap(([field, value]) =>
        value === null || value === undefined ? [] : [{ contentType: spec.translationType, contentId, field, language, value: String(value) }],
      ),
    );
  });
}

/** A resource's links become the bundle's; a link to a topic or segment that is not here is left out. */
async function replaceLinks(tx: Tx, state: TProgramState, created: TBundleItem[], updated: TBundleItem[]) {
  const items = [...created, ...updated];
  if (items.length === 0) return;
  if (updated.length) {
    const ids = updated.map((item) => state.idOf.resource.get(item.uid)!);
    await tx.delete(moduleExtraContents).where(inArray(moduleExtraContents.extraContentId, ids));
    await tx.delete(lessonExtraContents).where(inArray(lessonExtraContents.extraContentId, ids));
  }
  const topicLinks: (typeof moduleExtraContents.$inferInsert)[] = [];
  const segmentLinks: (typeof lessonExtraContents.$inferInsert)[] = [];
  for (const item of items) {
    const resource = item as Extract<TBundleItem, { topic_uids: string[] }>;
    const extraContentId = state.idOf.resource.get(item.uid)!;
    resource.topic_uids.forEach((uid, sortOrder) => {
      const moduleId = state.idOf.topic.get(uid);
      if (moduleId !== undefined) topicLinks.push({ moduleId, extraContentId, sortOrder });
    });
    resource.segment_uids.forEach((uid, sortOrder) => {
      const lessonId = state.idOf.segment.get(uid);
      if (lessonId !== undefined) segmentLinks.push({ lessonId, extraContentId, sortOrder });
    });
  }
  if (topicLinks.length) await tx.insert(moduleExtraContents).values(topicLinks);
  if (segmentLinks.length) await tx.insert(lessonExtraContents).values(segmentLinks);
}
