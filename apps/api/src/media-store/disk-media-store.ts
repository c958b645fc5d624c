import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMediaKey } from '@innerway/domain';
import { mediaContentType } from './media-content-type.ts';
import { MediaKeyError, type ByteRange, type MediaObjectInfo, type MediaStore } from './media-store.ts';

/**
 * Media as files under a folder, by key. A write goes to a hidden temporary file beside its
 * place and is renamed into it (atomic on one file system), so a reader never sees half a file;
 * a failed write removes its temporary file. The type is the key's extension's.
 */
export function createDiskMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<MediaObjectInfo | null> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size, contentType: mediaContentType(key) } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`);
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    has: async (key) => (await statOf(key)) !== null,
    stat: statOf,
    async read(key, range?: ByteRange) {
      if (!(await statOf(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
  };
}
