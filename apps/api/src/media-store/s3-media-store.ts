import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { isMediaKey } from '@innerway/domain';
import type { TMediaStorageConfig } from './media-storage-config.ts';
import { MediaKeyError, type MediaObjectInfo, type MediaStore } from './media-store.ts';

type TS3Config = Extract<TMediaStorageConfig, { driver: 's3' }>;

/**
 * Media as objects of one bucket, by key, through the AWS SDK (any S3-compatible service). An
 * object appears whole when its upload completes (a large one in parts, which S3 joins only
 * then; a failed one is aborted), so a reader never sees half of one.
 */
export function createS3MediaStore(config: TS3Config): MediaStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    return key;
  };
  const statOf = async (key: string): Promise<MediaObjectInfo | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return null;
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      await new Upload({ client, params: { Bucket, Key: checked(key), Body: body, ContentType: contentType } }).done();
    },
    has: async (key) => (await statOf(key)) !== null,
    stat: statOf,
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: checked(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
