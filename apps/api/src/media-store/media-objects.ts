import { inArray, sql } from 'drizzle-orm';
import { MediaUploadFolders, type TMediaUploadKind } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { mediaObjects } from '../db/schema.ts';

// The record of every media file the server accepted (decision 039): the studio attaches files by
// key and reads their kind and duration here, never from the client.

export interface TMediaObject {
  key: string;
  kind: TMediaUploadKind;
  /** Whole seconds read from the file (video, audio); null for the other kinds. */
  durationSeconds: number | null;
  sizeBytes?: number | null;
  uploadedByUserId?: number | null;
}

/**
 * Records accepted files. A key names the same bytes for good, so a key already recorded keeps
 * its first record, but for its duration: every duration recorded is read from the file, so one
 * that differs corrects a record written before that was so (an import that took a bundle's).
 */
export async function recordMediaObjects(db: Pick<TQueryable, 'insert'>, objects: readonly TMediaObject[]): Promise<void> {
  const seen = new Set<string>();
  const unique = objects.filter((object) => !seen.has(object.key) && seen.add(object.key));
  for (let i = 0; i < unique.length; i += 1000) {
    await db
      .insert(mediaObjects)
      .values(
        unique.slice(i, i + 1000).map((object) => ({
          key: object.key,
          kind: object.kind,
          durationSeconds: object.durationSeconds,
          sizeBytes: object.sizeBytes ?? null,
          uploadedByUserId: object.uploadedByUserId ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: mediaObjects.key,
        set: { durationSeconds: sql`excluded.duration_seconds` },
        setWhere: sql`${mediaObjects.durationSeconds} is distinct from excluded.duration_seconds`,
      });
  }
}

/** The recorded files among these keys, by key (an unknown key is absent). */
export async function readMediaObjects(db: Pick<TQueryable, 'select'>, keys: Iterable<string>): Promise<Map<string, TMediaObject>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: mediaObjects.key, kind: mediaObjects.kind, durationSeconds: mediaObjects.durationSeconds })
    .from(mediaObjects)
    .where(inArray(mediaObjects.key, wanted));
  return new Map(rows.map((row) => [row.key, { ...row, kind: row.kind as TMediaUploadKind }]));
}

const kindOfFolder = new Map(Object.entries(MediaUploadFolders).map(([kind, folder]) => [folder as string, kind as TMediaUploadKind]));

/** The kind of upload a key's folder holds (`audio/...` is audio), or null for a key outside them. */
export function mediaKindOfKey(key: string): TMediaUploadKind | null {
  return kindOfFolder.get(key.slice(0, key.indexOf('/'))) ?? null;
}
