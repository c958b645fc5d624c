import {
  BundleLanguages,
  ContentStatus,
  type TBundleItem,
  type TBundleItemKind,
  type TBundleManifest,
  type TBundleMedia,
  type TBundlePlan,
  type TBundlePlanItem,
} from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { bundleRefusal } from './bundle-refusal.ts';
import { sanitizeContentHtml } from '../content-html/sanitize-content-html.ts';
import { BodyFields, KindSpecs, KindsInOrder, ListOfKind } from './bundle-kinds.ts';
import { bundleMediaDurations, mediaKeysOfItem, placeBundleMedia, timeBundleItems, type TBundleMediaStore } from './bundle-media.ts';
import { checkBundleFiles } from './check-bundle-media.ts';
import { normalizeItem, readProgramState, type TItemsByKind, type TProgramState } from './program-state.ts';
import type { TBundle } from './read-bundle.ts';

export interface TImportOptions {
  /** Whole-program bundles only: archive what the bundle does not hold (nothing is ever deleted). */
  archiveAbsent: boolean;
}

/** Where the bundle's files go (bundle-media.ts placeBundleMedia). */
export interface TMediaPlacement {
  relocated: Map<string, string>;
  missing: TBundleMedia[];
  /** Every video and audio file's whole seconds, read from the file, by the key it is stored under. */
  durations: ReadonlyMap<string, number | null>;
}

/** A plan with what applying it needs: the bundle's items as they will be written. */
export interface TImportPlan extends Omit<TBundlePlan, 'upload_id'> {
  prepared: TItemsByKind;
}

type Row = Record<string, unknown>;
type Texts = Record<string, unknown>;

/** The preview of an import: per item, created, updated (which fields, which languages), unchanged or archived. */
export async function planBundleImport(db: TQueryable, bundle: TBundle, options: TImportOptions, media: Pick<TBundleMediaStore, 'has' | 'durationOf'>): Promise<TImportPlan> {
  const placement = await timeBundleMedia(db, bundle, media);
  const state = await readProgramState(db);
  const plan = diffBundle(state, bundle, options, placement);
  await checkBundleMedia(plan.prepared, placement, media);
  return plan;
}

/**
 * Where the bundle's files go, each checked by its content as an upload is (a file that fails
 * refuses the bundle), and the duration of every video and audio file its items name, read from
 * the files: the bundle's own durations are never taken (decision 039).
 */
export async function timeBundleMedia(db: Pick<TQueryable, 'select'>, bundle: TBundle, media: Pick<TBundleMediaStore, 'has' | 'durationOf'>): Promise<TMediaPlacement> {
  const placement = await placeBundleMedia(bundle.manifest.media, media);
  const probed = await checkBundleFiles(bundle);
  const storedAs = (key: string) => placement.relocated.get(key) ?? key;
  const items = Object.fromEntries(KindsInOrder.map((kind) => [kind, bundle.manifest[ListOfKind[kind]] as TBundleItem[]])) as Record<TBundleItemKind, TBundleItem[]>;
  const durations = await bundleMediaDurations(db, items, storedAs, new Map([...probed].map(([key, seconds]) => [storedAs(key), seconds])), media);
  return { ...placement, durations };
}

/** The bundle's items in the shape the database reads back as, bodies sanitised. */
function prepareItems(manifest: TBundleManifest, { relocated, durations }: TMediaPlacement): TItemsByKind {
  const prepared = {} as Record<TBundleItemKind, TBundleItem[]>;
  const seen = new Set<string>();
  for (const kind of KindsInOrder) {
    prepared[kind] = (manifest[ListOfKind[kind]] as TBundleItem[]).map((item, index) => {
      if (seen.has(item.uid)) throw bundleRefusal(422, 'content.bundle_invalid', { path: `${ListOfKind[kind]}.${index}.uid`, problem: 'used twice' });
      seen.add(item.uid);
      const normal = normalizeItem(kind, item);
      const relocate = (holder: Texts, field: string) => {
        const key = holder[field];
        if (typeof key === 'string' && relocated.has(key)) holder[field] = relocated.get(key);
      };
      relocate(normal as unknown as Texts, 'image_key');
      relocate(normal as unknown as Texts, 'media_key');
      for (const texts of Object.values(normal.languages) as Texts[]) {
        for (const field of BodyFields) {
          if (typeof texts[field] === 'string') texts[field] = sanitizeContentHtml(texts[field]);
        }
        for (const field of Object.keys(texts)) relocate(texts, field);
      }
      return normal;
    });
  }
  timeBundleItems(prepared, durations);
  return prepared as TItemsByKind;
}

/** What importing `bundle` into `state` does, item by item (no database access). */
export function diffBundle(state: TProgramState, bundle: TBundle, options: TImportOptions, placement: TMediaPlacement): TImportPlan {
  const { manifest } = bundle;
  const prepared = prepareItems(manifest, placement);
  checkScope(manifest, prepared);
  checkReferences(state, prepared);
  keepKnownLinks(state, prepared);

  const items: TBundlePlanItem[] = [];
  const counts = { create: 0, update: 0, unchanged: 0, archive: 0 };
  for (const kind of KindsInOrder) {
    const existing = new Map(state.items[kind].map((item) => [item.uid, item]));
    for (const item of prepared[kind]) {
      const before = existing.get(item.uid);
      const title = String(item.languages.en.title ?? '');
      if (!before) {
        items.push({ kind, uid: item.uid, title, action: 'create', fields: [], languages: [] });
        counts.create += 1;
        continue;
      }
      const { fields, languages } = changesOf(kind, before, item);
      const action = fields.length || languages.length ? 'update' : 'unchanged';
      items.push({ kind, uid: item.uid, title, action, fields, languages });
      counts[action] += 1;
    }
  }

  const archiveAbsent = options.archiveAbsent && manifest.scope.kind === 'program';
  if (archiveAbsent) {
    for (const kind of KindsInOrder) {
      const inBundle = new Set(prepared[kind].map((item) => item.uid));
      for (const item of state.items[kind]) {
        if (inBundle.has(item.uid) || item.publish_status === ContentStatus.Archived) continue;
        items.push({ kind, uid: item.uid, title: String(item.languages.en.title ?? ''), action: 'archive', fields: ['publish_status'], languages: [] });
        counts.archive += 1;
      }
    }
  }

  return {
    scope: manifest.scope.kind,
    exported_at: manifest.exported_at,
    archive_absent: archiveAbsent,
    base_hash: state.hash,
    bundle_hash: bundle.hash,
    counts,
    new_media: placement.missing.length,
    items,
    prepared,
  };
}

function changesOf(kind: TBundleItemKind, before: TBundleItem, after: TBundleItem): Pick<TBundlePlanItem, 'fields' | 'languages'> {
  const spec = KindSpecs[kind];
  const neutral = [...Object.keys(spec.fields), ...(spec.parent ? [spec.parent.field] : []), ...(kind === 'resource' ? ['topic_uids', 'segment_uids'] : [])];
  const was = before as unknown as Row;
  const will = after as unknown as Row;
  const fields = neutral.filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(will[field] ?? null));
  const languages = BundleLanguages.flatMap((language) => {
    const a = before.languages[language] as Texts;
    const b = after.languages[language] as Texts;
    const changed = Object.keys(spec.texts).filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null));
    return changed.length ? [{ language, fields: changed }] : [];
  });
  return { fields, languages };
}

/** A topic bundle holds that one topic and what is inside it. */
function checkScope(manifest: TBundleManifest, prepared: TItemsByKind) {
  if (manifest.scope.kind !== 'topic') return;
  const topics = prepared.topic;
  if (topics.length !== 1 || topics[0]!.uid !== manifest.scope.topic_uid) {
    throw bundleRefusal(422, 'content.bundle_invalid', { path: 'scope.topic_uid', problem: 'a topic bundle holds exactly that topic' });
  }
}

/** Every parent is in the bundle or already here; topic slugs stay unique. */
function checkReferences(state: TProgramState, prepared: TItemsByKind) {
  const known = (kind: TBundleItemKind, uid: string) => state.idOf[kind].has(uid) || prepared[kind].some((item) => item.uid === uid);
  for (const kind of KindsInOrder) {
    const parent = KindSpecs[kind].parent;
    if (!parent) continue;
    for (const item of prepared[kind]) {
      const uid = (item as unknown as Row)[parent.field] as string;
      if (!known(parent.kind, uid)) throw bundleRefusal(422, 'content.bundle_unknown_parent', { uid });
    }
  }
  // Topics keep unique slugs: those of topics the bundle leaves alone, then the bundle's.
  const inBundle = new Set(prepared.topic.map((topic) => topic.uid));
  const slugs = new Map(state.items.topic.filter((topic) => topic.slug && !inBundle.has(topic.uid)).map((topic) => [topic.slug, topic.uid]));
  prepared.topic.forEach((topic, index) => {
    if (!topic.slug) return;
    if (slugs.has(topic.slug)) {
      throw bundleRefusal(422, 'content.bundle_invalid', { path: `topics.${index}.slug`, problem: `'${topic.slug}' is another topic's here` });
    }
    slugs.set(topic.slug, topic.uid);
  });
}

/** A resource's links to topics or segments neither in the bundle nor here are left out (a link is not a parent). */
function keepKnownLinks(state: TProgramState, prepared: TItemsByKind) {
  const topics = new Set([...state.idOf.topic.keys(), ...prepared.topic.map((item) => item.uid)]);
  const segments = new Set([...state.idOf.segment.keys(), ...prepared.segment.map((item) => item.uid)]);
  for (const resource of prepared.resource as Extract<TBundleItem, { topic_uids: string[] }>[]) {
    resource.topic_uids = resource.topic_uids.filter((uid) => topics.has(uid));
    resource.segment_uids = resource.segment_uids.filter((uid) => segments.has(uid));
  }
}

/** Every media key an item names is here already or comes with the bundle. */
export async function checkBundleMedia(prepared: TItemsByKind, placement: TMediaPlacement, media: Pick<TBundleMediaStore, 'has'>) {
  const coming = new Set(placement.missing.map((file) => file.key));
  const named = new Set(KindsInOrder.flatMap((kind) => (prepared[kind] as TBundleItem[]).flatMap((item) => mediaKeysOfItem(kind, item))));
  for (const key of named) {
    if (!coming.has(key) && !(await media.has(key))) throw bundleRefusal(422, 'content.bundle_media_missing', { key });
  }
}
