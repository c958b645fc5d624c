import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TMediaStorageConfig } from './media-storage-config.ts';

export interface S3StandIn {
  /** The media storage configuration that reaches the stand-in's one bucket. */
  config: Extract<TMediaStorageConfig, { driver: 's3' }>;
  close(): Promise<void>;
}

const bucket = 'innerway-media';

/**
 * A real S3-protocol server (s3rver, on a loopback port of its own, keeping its objects in a
 * temporary folder) with one empty bucket, for the tests that run the media store against S3.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'innerway-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    config: {
      driver: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's own fixed pair: it checks every request's signature against it.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
