// A content bundle's limits without its schemas (schemas/content-bundles.ts), so that the bundles
// screen does not load zod for a number it shows.

export const ContentBundleLimits = {
  /** The archive as uploaded. */
  archiveBytes: 512 * 1024 * 1024,
  manifestBytes: 16 * 1024 * 1024,
  mediaFiles: 4000,
  mediaFileBytes: 256 * 1024 * 1024,
  topics: 100,
  segments: 1000,
  steps: 5000,
  activities: 5000,
  resources: 2000,
  /** Field lengths (characters). */
  titleMax: 200,
  textMax: 1000,
  bodyMax: 20_000,
  linkMax: 2000,
  fileNameMax: 200,
  noteMax: 500,
} as const;
