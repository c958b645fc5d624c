import type { MediaFileKinds } from '@innerway/domain';

type TMediaExtension = (typeof MediaFileKinds)[keyof typeof MediaFileKinds][number];

const contentTypes: Record<TMediaExtension, string> = {
  mp4: 'video/mp4',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

/** The type a media key is served as, by its extension (a media key has one of MediaFileKinds'). */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as TMediaExtension;
  return contentTypes[extension] ?? 'application/octet-stream';
}
