import { strToU8, zipSync, type Zippable } from 'fflate';
import { ContentBundleFormat, ContentBundleVersion, type TBundleItem, type TBundleManifest } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { KindsInOrder } from './bundle-kinds.ts';
import { companionKeysOfItem, mediaKeysOfItem, sha256Of, type TBundleMediaStore } from './bundle-media.ts';
import { readProgramState, type TItemsByKind } from './program-state.ts';

export interface TExportedBundle {
  fileName: string;
  archive: Uint8Array;
}

/**
 * The whole program, or one topic with its segments, their steps and activities and the resources
 * attached to any of them, as a bundle: every item (archived ones too, so an import elsewhere
 * archives them as well), its texts in every language and the media files it names.
 */
export async function exportBundle(db: TQueryable, media: Pick<TBundleMediaStore, 'read'>, topicUid?: string, now = new Date()): Promise<TExportedBundle> {
  const state = await readProgramState(db);
  const items = topicUid ? topicItems(state.items, topicUid) : state.items;

  const files: Zippable = {};
  const listed: TBundleManifest['media'] = [];
  const named = new Set<string>();
  for (const kind of KindsInOrder) {
    for (const item of items[kind] as TBundleItem[]) {
      for (const key of mediaKeysOfItem(kind, item)) named.add(key);
      for (const key of companionKeysOfItem(kind, item)) named.add(`?${key}`);
    }
  }
  for (const entry of named) {
    const optional = entry.startsWith('?');
    const key = optional ? entry.slice(1) : entry;
    if (optional && named.has(key)) continue;
    const bytes = await media.read(key);
    // A named file absent here is left out: the import then refuses the bundle by that key,
    // unless the server it goes to has the file. A companion (a banner's size, a poster) is optional.
    if (!bytes) continue;
    const sha256 = sha256Of(bytes);
    listed.push({ key, sha256, bytes: bytes.byteLength });
    // Media are compressed already: stored as they are.
    files[`media/${sha256}`] = [bytes, { level: 0 }];
  }

  const manifest: TBundleManifest = {
    format: ContentBundleFormat,
    version: ContentBundleVersion,
    exported_at: now.toISOString(),
    scope: topicUid ? { kind: 'topic', topic_uid: topicUid } : { kind: 'program' },
    topics: items.topic,
    segments: items.segment,
    steps: items.step,
    activities: items.activity,
    resources: items.resource,
    media: listed,
  };
  files['manifest.json'] = [strToU8(JSON.stringify(manifest, null, 1)), { level: 6 }];
  const day = manifest.exported_at.slice(0, 10);
  const name = topicUid ? `topic-${items.topic[0]!.slug ?? topicUid.slice(0, 8)}` : 'program';
  return { fileName: `innerway-${name}-${day}.zip`, archive: zipSync(files) };
}

function topicItems(all: TItemsByKind, topicUid: string): TItemsByKind {
  const topic = all.topic.filter((item) => item.uid === topicUid);
  if (topic.length === 0) throw notFound();
  const segment = all.segment.filter((item) => item.topic_uid === topicUid);
  const segmentUids = new Set(segment.map((item) => item.uid));
  const inSegment = <T extends { segment_uid: string }>(items: T[]) => items.filter((item) => segmentUids.has(item.segment_uid));
  const resource = all.resource.filter((item) => item.topic_uids.includes(topicUid) || item.segment_uids.some((uid) => segmentUids.has(uid)));
  return { topic, segment, step: inSegment(all.step), activity: inSegment(all.activity), resource };
}
