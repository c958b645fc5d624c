// Where media are stored (decision 035), read from the environment by config.ts: the disk under
// DATA_DIR unless MEDIA_S3_BUCKET is set, then an S3-compatible service (AWS S3, Cloudflare R2,
// MinIO, ...). Credentials are set both or neither (neither: the SDK's own chain, e.g. an
// instance role). Problems never quote values: some are credentials.
import path from 'node:path';
import { z } from 'zod';

export const ZMediaStorageConfig = z.discriminatedUnion('driver', [
  z.object({ driver: z.literal('disk'), directory: z.string().min(1) }),
  z.object({
    driver: z.literal('s3'),
    bucket: z.string().min(1),
    /** Unset: AWS S3 itself; else the service's URL (R2, MinIO, a stand-in in tests). */
    endpoint: z.string().min(1).optional(),
    region: z.string().min(1),
    credentials: z.object({ accessKeyId: z.string().min(1), secretAccessKey: z.string().min(1) }).optional(),
    /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most stand-ins). */
    forcePathStyle: z.boolean(),
  }),
]);
export type TMediaStorageConfig = z.infer<typeof ZMediaStorageConfig>;

export interface TMediaStorageEnv {
  MEDIA_S3_BUCKET?: string | undefined;
  MEDIA_S3_ENDPOINT?: string | undefined;
  MEDIA_S3_REGION?: string | undefined;
  MEDIA_S3_ACCESS_KEY_ID?: string | undefined;
  MEDIA_S3_SECRET_ACCESS_KEY?: string | undefined;
  MEDIA_S3_FORCE_PATH_STYLE?: string | undefined;
}

const s3Keys = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_REGION', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_FORCE_PATH_STYLE'] as const;

export function readMediaStorageConfig(
  env: TMediaStorageEnv,
  dataDir: string,
): { mediaStorage: TMediaStorageConfig; problems: string[] } {
  const disk: TMediaStorageConfig = { driver: 'disk', directory: path.join(dataDir, 'media') };
  if (!env.MEDIA_S3_BUCKET) {
    const stray = s3Keys.filter((key) => env[key]);
    return { mediaStorage: disk, problems: stray.map((key) => `${key}: set without MEDIA_S3_BUCKET`) };
  }
  const problems: string[] = [];
  if (env.MEDIA_S3_ENDPOINT && !URL.canParse(env.MEDIA_S3_ENDPOINT)) problems.push('MEDIA_S3_ENDPOINT: must be a URL');
  if (!env.MEDIA_S3_REGION) problems.push('MEDIA_S3_REGION: required with MEDIA_S3_BUCKET');
  if (!env.MEDIA_S3_ACCESS_KEY_ID !== !env.MEDIA_S3_SECRET_ACCESS_KEY) {
    problems.push('MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') problems.push('MEDIA_S3_FORCE_PATH_STYLE: true or false');
  if (problems.length > 0) return { mediaStorage: disk, problems };
  return {
    mediaStorage: {
      driver: 's3',
      bucket: env.MEDIA_S3_BUCKET,
      endpoint: env.MEDIA_S3_ENDPOINT,
      region: env.MEDIA_S3_REGION!,
      credentials:
        env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: pathStyle === 'true',
    },
    problems,
  };
}
