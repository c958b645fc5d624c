import type { Readable } from 'node:stream';

/** What the store knows of an object: its length in bytes and the type it is served as. */
export interface MediaObjectInfo {
  size: number;
  contentType: string;
}

/** The bytes `start` to `end`, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media live (decision 035): the disk under DATA_DIR by default, S3-compatible object
 * storage when configured. Keys are media keys (`isMediaKey`); the studio's are content-addressed
 * (`contentAddressedKey`), so an object never changes once written. A `put` is whole or absent:
 * a reader never sees half an object, and a failed `put` leaves nothing under its key.
 */
export interface MediaStore {
  /** Writes the object (replacing one under the same key). */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Null when there is no such object. */
  stat(key: string): Promise<MediaObjectInfo | null>;
  /** The object's bytes, or those of `range` (which must lie inside it); null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
}

/** A key the store refuses: a store holds media keys only, never a path of its own choosing. */
export class MediaKeyError extends Error {
  override name = 'MediaKeyError';
  constructor(key: string) {
    super(`Not a media key: ${JSON.stringify(key)}`);
  }
}
