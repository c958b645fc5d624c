/**
 * The media files the content may name and the server serves (GET /api/content_media/<key>): a
 * folder and, in it, files of the kinds that folder holds. Nothing else in the media folder (its
 * manifest.json, say) is ever served.
 */
export const MediaFileKinds = {
  videos: ['mp4', 'webp'],
  audio: ['mp3'],
  captions: ['vtt'],
  transcripts: ['txt'],
  files: ['pdf'],
  banners: ['svg', 'webp'],
} as const satisfies Record<string, readonly string[]>;

const MEDIA_KEY_MAX = 300;

// A name starts with a letter or digit: no `..`, no hidden file; no `/` inside the name.
const mediaKeyPattern = new RegExp(
  `^(?:${Object.entries(MediaFileKinds)
    .map(([folder, extensions]) => `${folder}/[a-z0-9][a-z0-9._-]*\\.(?:${extensions.join('|')})`)
    .join('|')})$`,
);

/** Whether `key` is a media key: `<folder>/<name>.<kind>`, lowercase, one of MediaFileKinds. */
export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX && mediaKeyPattern.test(key);
}

/**
 * The still a video of our media shows before it plays (its poster frame): made with the video,
 * beside it, `videos/<name>.webp`. Null for anything that is not a video key.
 */
export function videoPosterKey(videoKey: string): string | null {
  return /^videos\/[^/]+\.mp4$/.test(videoKey) ? `${videoKey.slice(0, -'.mp4'.length)}.webp` : null;
}

/** The hosts a step's `vimeo_link` may name (the player turns each into Vimeo's embed). */
export const VimeoHosts = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'] as const;
