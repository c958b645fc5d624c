import { BannerWidths } from './banner-images.ts';
import type { MediaFileKinds } from './media-keys.ts';

// What the studio's uploads share between the server, which enforces it, and the upload field,
// which tells the editor before a byte is sent. Decision 035.

/** What an upload is for: each kind is checked by its content and stored in its own folder. */
export const MediaUploadKinds = ['video', 'audio', 'captions', 'transcript', 'image', 'file'] as const;
export type TMediaUploadKind = (typeof MediaUploadKinds)[number];

const MiB = 1024 * 1024;

/** The largest file of each kind, in bytes. */
export const MediaUploadLimits: Record<TMediaUploadKind, number> = {
  video: 2048 * MiB,
  audio: 200 * MiB,
  captions: 1 * MiB,
  transcript: 1 * MiB,
  image: 30 * MiB,
  file: 50 * MiB,
};

/** The media folder each kind is stored in (a media key's first part). */
export const MediaUploadFolders = {
  video: 'videos',
  audio: 'audio',
  captions: 'captions',
  transcript: 'transcripts',
  image: 'banners',
  file: 'files',
} as const satisfies Record<TMediaUploadKind, keyof typeof MediaFileKinds>;

/** A banner picture must be at least as wide as the widest banner at 1x, so none is blown up from a thumbnail. */
export const BannerSourceMinWidth = BannerWidths.xl;

/** Where the resumable (tus) uploads are created, under /api. */
export const MediaUploadsPath = '/staff/media/uploads';
