import { z } from 'zod';
import { MediaUploadKinds } from '../media-uploads.ts';
import { ZBannerImage } from './content.ts';

/**
 * The reply of the PATCH that completes a resumable upload, once the server has checked the file
 * by its content and stored it: its content-addressed key, durations read from the media (whole
 * seconds) for video and audio, and for a picture every banner size made from it.
 */
export const ZMediaUploadResult = z
  .object({
    key: z.string(),
    kind: z.enum(MediaUploadKinds),
    duration_seconds: z.number().int().min(0).optional(),
    /** A picture's banner sizes (16:5, WebP), narrowest first; `key` is the widest at 1x. */
    keys: z.array(ZBannerImage).optional(),
  })
  .meta({ id: 'MediaUploadResult' });
export type TMediaUploadResult = z.output<typeof ZMediaUploadResult>;
