import { createHash } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import {
  BundleLanguages,
  type TBundleActivity,
  type TBundleItem,
  type TBundleItemKind,
  type TBundleResource,
  type TBundleSegment,
  type TBundleStep,
  type TBundleTopic,
} from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { lessonExtraContents, moduleExtraContents, translations } from '../db/schema.ts';
import { KindSpecs, KindsInOrder, type TKindSpec } from './bundle-kinds.ts';

type Row = Record<string, unknown>;
type Texts = Record<string, string | number | null>;

/** Items of every kind, as a bundle lists them. */
export interface TItemsByKind {
  topic: TBundleTopic[];
  segment: TBundleSegment[];
  step: TBundleStep[];
  activity: TBundleActivity[];
  resource: TBundleResource[];
}

/** The program as a bundle's items (every item, archived ones too), with the ids each uid has here. */
export interface TProgramState {
  items: TItemsByKind;
  idOf: Record<TBundleItemKind, Map<string, number>>;
  /** Every id in use per kind (a created item keeps its source id only where it is free). */
  usedIds: Record<TBundleItemKind, Set<number>>;
  /** The content's version: a hash of every item, compared when a previewed import is applied. */
  hash: string;
}

const perKind = <T>(make: () => T) => Object.fromEntries(KindsInOrder.map((kind) => [kind, make()])) as Record<TBundleItemKind, T>;

export async function readProgramState(db: TQueryable): Promise<TProgramState> {
  const rows = perKind<Row[]>(() => []);
  for (const kind of KindsInOrder) {
    const spec = KindSpecs[kind];
    rows[kind] = (await db.select().from(spec.table).orderBy(asc(spec.table.id as never))) as Row[];
  }
  const translationRows = await db
    .select({ contentType: translations.contentType, contentId: translations.contentId, field: translations.field, language: translations.language, value: translations.value })
    .from(translations)
    .where(inArray(translations.contentType, KindsInOrder.map((kind) => KindSpecs[kind].translationType)));
  const topicLinks = await db.select().from(moduleExtraContents).orderBy(asc(moduleExtraContents.sortOrder));
  const segmentLinks = await db.select().from(lessonExtraContents).orderBy(asc(lessonExtraContents.sortOrder));

  const uidById = perKind(() => new Map<number, string>());
  const idOf = perKind(() => new Map<string, number>());
  const usedIds = perKind(() => new Set<number>());
  for (const kind of KindsInOrder) {
    for (const row of rows[kind]) {
      uidById[kind].set(row['id'] as number, row['uid'] as string);
      idOf[kind].set(row['uid'] as string, row['id'] as number);
      usedIds[kind].add(row['id'] as number);
    }
  }

  const translated = new Map<string, Texts>();
  for (const t of translationRows) {
    const key = `${t.contentType}:${t.contentId}:${t.language}`;
    const texts = translated.get(key) ?? {};
    texts[t.field] = t.value;
    translated.set(key, texts);
  }

  const items = perKind<TBundleItem[]>(() => []) as TItemsByKind;
  for (const kind of KindsInOrder) {
    const spec = KindSpecs[kind];
    (items as Record<TBundleItemKind, TBundleItem[]>)[kind] = rows[kind].map((row) => {
      const item: Row = { uid: row['uid'], id: row['id'] };
      for (const [field, column] of Object.entries(spec.fields)) item[field] = row[column] ?? null;
      if (spec.parent) item[spec.parent.field] = uidById[spec.parent.kind].get(row[spec.parent.column] as number);
      if (kind === 'resource') {
        const id = row['id'] as number;
        item['topic_uids'] = topicLinks.filter((l) => l.extraContentId === id).map((l) => uidById.topic.get(l.moduleId));
        item['segment_uids'] = segmentLinks.filter((l) => l.extraContentId === id).map((l) => uidById.segment.get(l.lessonId));
      }
      const en: Texts = {};
      for (const [field, column] of Object.entries(spec.texts)) en[field] = (row[column] as string | number | null) ?? null;
      const languages: Record<string, Texts> = { en };
      for (const language of BundleLanguages.slice(1)) {
        languages[language] = fromTranslations(spec, translated.get(`${spec.translationType}:${row['id'] as number}:${language}`) ?? {});
      }
      item['languages'] = languages;
      return normalizeItem(kind, item as unknown as TBundleItem);
    });
  }
  return { items, idOf, usedIds, hash: hashItems(items) };
}

function fromTranslations(spec: TKindSpec, values: Texts): Texts {
  const texts: Texts = {};
  for (const field of Object.keys(spec.texts)) {
    const value = values[field];
    if (value === undefined) continue;
    texts[field] = spec.numericTexts.includes(field) ? Number(value) : value;
  }
  return texts;
}

/**
 * One shape for an item whichever side it comes from: English names every text (null where it has
 * none), French and Spanish only the texts they override; keys in the spec's order.
 */
export function normalizeItem<T extends TBundleItem>(kind: TBundleItemKind, item: T): T {
  const spec = KindSpecs[kind];
  const source = item as unknown as Row & { languages: Record<string, Texts> };
  const out: Row = { uid: source['uid'] };
  if (source['id'] !== undefined) out['id'] = source['id'];
  for (const field of Object.keys(spec.fields)) out[field] = source[field] ?? null;
  if (spec.parent) out[spec.parent.field] = source[spec.parent.field];
  if (kind === 'resource') {
    out['topic_uids'] = source['topic_uids'];
    out['segment_uids'] = source['segment_uids'];
  }
  const languages: Record<string, Texts> = {};
  for (const language of BundleLanguages) {
    const given = source.languages[language] ?? {};
    const texts: Texts = {};
    for (const field of Object.keys(spec.texts)) {
      const value = given[field];
      if (language === 'en') texts[field] = value ?? null;
      else if (value !== undefined && value !== null) texts[field] = value;
    }
    languages[language] = texts;
  }
  out['languages'] = languages;
  return out as unknown as T;
}

/** The hash of a set of items: what they say, not the ids they have on one server. */
function hashItems(items: TItemsByKind): string {
  const hash = createHash('sha256');
  for (const kind of KindsInOrder) {
    const sorted = [...(items[kind] as TBundleItem[])].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
    for (const item of sorted) {
      const { id: _id, ...content } = item;
      hash.update(`${kind}\n${JSON.stringify(content)}\n`);
    }
  }
  return hash.digest('hex');
}
