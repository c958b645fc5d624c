import { describe, expect, it } from 'vitest';
import { isMediaKey, videoPosterKey } from './media-keys.ts';

describe('media keys', () => {
  it('names a video poster beside its video, as a media key', () => {
    expect(videoPosterKey('videos/past-1-1.mp4')).toBe('videos/past-1-1.webp');
    expect(isMediaKey(videoPosterKey('videos/introduction.mp4')!)).toBe(true);
  });

  it('gives nothing but a video a poster', () => {
    expect(videoPosterKey('audio/meditation-1-female-en.mp3')).toBeNull();
    expect(videoPosterKey('videos/nested/a.mp4')).toBeNull();
    expect(videoPosterKey('banners/past.svg')).toBeNull();
  });
});
